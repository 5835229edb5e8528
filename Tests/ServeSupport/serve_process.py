"""A server process for the serve tests (`tuishell serve …`, `hello-shell serve …`): started,
read until it prints its address, stopped. Every wait has a deadline; stderr goes to a file, so
a chatty server never blocks on a full pipe, and is kept in `errors` once stopped."""
import os
import re
import select
import subprocess
import tempfile
import time


class ServeProcess:
    def __init__(self, command, pattern, wait=15, env=None):
        self.wait = wait
        self.errors = ""
        self._errors_file = tempfile.TemporaryFile()
        self.process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=self._errors_file, env=env)
        deadline = time.monotonic() + wait
        seen = b""
        while time.monotonic() < deadline:
            ready, _, _ = select.select([self.process.stdout], [], [], max(0.0, deadline - time.monotonic()))
            chunk = os.read(self.process.stdout.fileno(), 4096) if ready else b""
            if not chunk:
                break
            seen += chunk
            self.match = re.search(pattern, seen.decode(errors="replace"))
            if self.match:
                return
        self.stop()
        raise AssertionError(f"{command[0]} printed nothing matching {pattern!r} within {wait} s: "
                             f"{seen.decode(errors='replace')!r}\n{self.errors}")

    def stop(self):
        """Ends the server; safe to call again."""
        if self._errors_file.closed:
            return
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(self.wait)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(self.wait)
        self.process.stdout.close()
        self._errors_file.seek(0)
        self.errors = self._errors_file.read().decode(errors="replace")
        self._errors_file.close()
