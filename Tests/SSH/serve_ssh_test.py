#!/usr/bin/env python3
"""`tuishell serve --ssh` logged into with the system's OpenSSH client, in a real terminal (tmux).

    python3 Tests/SSH/serve_ssh_test.py [BINARY]    (default: .build/debug/tuishell)

Keys are made with ssh-keygen in a temporary folder, which is also the server's state directory
(XDG_STATE_HOME), so the host key it keeps there is the test's. Every wait has a deadline.
"""
import os
import shutil
import select
import signal
import subprocess
import sys
import tempfile
import time
import socket
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "Tests/ServeSupport"))
from narration_support import narrated  # noqa: E402
from proxy_support import metric, metrics  # noqa: E402
from serve_process import ServeProcess  # noqa: E402
BINARY = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, ".build/debug/tuishell")
WAIT = 15


def keygen(path):
    subprocess.run(["ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-f", path], check=True)


class Server(ServeProcess):
    """`tuishell serve --ssh 0` with the given options; `ssh_port` is the port it printed, `address`
    the page's (where `/metrics` is)."""

    def __init__(self, folder, *options):
        environment = dict(os.environ, XDG_STATE_HOME=os.path.join(folder, "state"))
        super().__init__([BINARY, "serve", "--port", "0", "--no-animation", "--ssh", "0", *options],
                         r"(http://\S+)[\s\S]*ssh://[^:]+:(\d+)", WAIT, environment)
        self.address, self.ssh_port = self.match.group(1), self.match.group(2)

    def metric(self, name):
        """The value of the sample `name` (with its labels) in `/metrics`."""
        return metric(metrics(self.address), name)


class Terminal:
    """A tmux session of its own running `command`: the real terminal an SSH user has."""

    def __init__(self, command, width=90, height=26):
        self.name = f"ssh-test-{os.getpid()}-{time.monotonic_ns()}"
        subprocess.run(["tmux", "new-session", "-d", "-s", self.name, "-x", str(width), "-y", str(height),
                        "sh", "-c", command + "; echo EXITED $?; sleep 30"], check=True)

    def screen(self):
        result = subprocess.run(["tmux", "capture-pane", "-p", "-t", self.name], capture_output=True, text=True)
        return result.stdout

    def wait_for(self, text):
        deadline = time.monotonic() + WAIT
        while time.monotonic() < deadline:
            if text in self.screen():
                return self.screen()
            time.sleep(0.1)
        raise AssertionError(f"never saw {text!r}; the terminal shows:\n{self.screen()}")

    def keys(self, *keys):
        for key in keys:
            subprocess.run(["tmux", "send-keys", "-t", self.name, key], check=True)
            time.sleep(0.05)

    def resize(self, width, height):
        subprocess.run(["tmux", "resize-window", "-t", self.name, "-x", str(width), "-y", str(height)], check=True)

    def close(self):
        subprocess.run(["tmux", "kill-session", "-t", self.name], capture_output=True)


class ServeOverSSH(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.folder = tempfile.mkdtemp(prefix="tuishell-ssh-")
        cls.addClassCleanup(shutil.rmtree, cls.folder)
        cls.key = os.path.join(cls.folder, "id")
        cls.stranger = os.path.join(cls.folder, "stranger")
        keygen(cls.key)
        keygen(cls.stranger)
        cls.authorized = os.path.join(cls.folder, "authorized_keys")
        with open(cls.authorized, "w") as file, open(cls.key + ".pub") as public:
            file.write("# the test's key\n\n" + public.read())
        cls.known_hosts = os.path.join(cls.folder, "known_hosts")
        cls.server = Server(cls.folder, "--authorized-keys", cls.authorized)
        cls.addClassCleanup(cls.server.stop)

    def ssh(self, key, *options, port=None):
        return ["ssh", "-i", key, "-o", "IdentitiesOnly=yes", "-o", "BatchMode=yes",
                "-o", f"UserKnownHostsFile={self.known_hosts}", "-o", "StrictHostKeyChecking=accept-new",
                "-p", port or self.server.ssh_port, *options, "visitor@127.0.0.1"]

    def login(self, width=90, height=26):
        terminal = Terminal(" ".join(self.ssh(self.key, "-tt")), width, height)
        self.addCleanup(terminal.close)
        terminal.wait_for("1 Home")
        return terminal

    def narrated_session(self, *options, term="dumb"):
        session = NarratedSession(self.ssh(self.key, "-tt", *options), term)
        self.addCleanup(session.close)
        return session

    def lines(self, session):
        """What the session wrote, as lines; each must end with a return and a new line."""
        text = session.output.decode()
        self.assertTrue(text.endswith("\r\n"), repr(text))
        self.assertNotIn("\n", text.replace("\r\n", ""), "a bare new line")
        return text.split("\r\n")[:-1]

    def test_a_dumb_terminal_hears_lines_and_its_keys_work(self):
        session = self.narrated_session()
        steps = []
        # Each key waits for the lines of the one before, so each is a turn of its own as in the
        # script, whose narration of the same steps the session must have written, word for word.
        for key, step in [("", None), ("j", "key j"), ("\r", "key enter")]:
            session.type(key)
            steps += [step] if step else []
            expected = narrated(BINARY, *steps, wait=WAIT)
            session.read_until("\r\n".join(expected) + "\r\n")
            self.assertEqual(self.lines(session), expected)
        self.assertIn("Goods #2, Terminal mug, 59 yuan, 2 of 3", expected, "j moved the focus")
        self.assertIn("Opened: Goods #2 (pushed)", expected, "Enter opened it")
        session.type("q")
        session.read_until("Alert: Quit tuishell?")
        session.type("y")
        self.assertEqual(session.process.wait(WAIT), 0)
        session.output += session.process.stdout.read()
        self.assertNotIn(b"\x1b", session.output)

    def test_the_variable_narrates_an_xterm_and_0_does_not(self):
        session = self.narrated_session("-o", "SetEnv=TUISHELL_NARRATE=1", term="xterm-256color")
        session.read_until("Goods #1, Mechanical keyboard, 399 yuan, 1 of 3\r\n")
        self.assertIn("Shown: Home", session.output.decode())
        self.assertNotIn(b"\x1b", session.output)
        drawn = self.narrated_session("-o", "SetEnv=TUISHELL_NARRATE=0", term="xterm-256color")
        drawn.read_until("Goods #1")
        self.assertIn(b"\x1b[", drawn.output, "TUISHELL_NARRATE=0 on an xterm draws frames")
        self.assertNotIn("Shown: Home", drawn.output.decode())

    def test_an_authorized_key_navigates_resizes_and_quits(self):
        terminal = self.login()
        terminal.wait_for("Mechanical keyboard")
        terminal.keys("j", "Enter")
        terminal.wait_for("Price: ¥59")
        terminal.resize(60, 15)
        deadline = time.monotonic() + WAIT
        while time.monotonic() < deadline:
            lines = terminal.screen().rstrip("\n").split("\n")
            if len(lines) <= 15 and any("1 Home" in line for line in lines[-3:]):
                break
            time.sleep(0.1)
        self.assertTrue(any("1 Home" in line for line in lines[-3:]), "\n".join(lines))
        self.assertTrue(all(len(line) <= 60 for line in lines), "\n".join(lines))
        terminal.keys("Escape")
        terminal.wait_for("Mechanical keyboard")
        terminal.keys("q")
        terminal.wait_for("Quit")
        terminal.keys("y")
        terminal.wait_for("EXITED 0")

    def test_two_logins_have_apps_of_their_own(self):
        first = self.login()
        second = self.login()
        first.keys("j", "j", "Enter")
        first.wait_for("Price: ¥88")
        time.sleep(0.5)
        self.assertNotIn("Price:", second.screen())

    def test_an_unknown_key_is_refused(self):
        result = subprocess.run(self.ssh(self.stranger, "-tt"), capture_output=True, text=True, timeout=WAIT)
        self.assertNotEqual(result.returncode, 0)
        self.assertIn("Permission denied (publickey)", result.stderr)

    def test_a_session_without_a_terminal_is_told_how_to_ask_for_one(self):
        result = subprocess.run(self.ssh(self.key, "-T"), capture_output=True, text=True, timeout=WAIT,
                                stdin=subprocess.DEVNULL)
        self.assertIn("tuishell needs a terminal: connect with ssh -t", result.stdout)
        self.assertEqual(result.returncode, 1)

    def test_a_command_is_refused_with_a_reason(self):
        result = subprocess.run(self.ssh(self.key, "-T", ) + ["echo", "hi"], capture_output=True, text=True,
                                timeout=WAIT, stdin=subprocess.DEVNULL)
        self.assertNotEqual(result.returncode, 0)
        self.assertIn("tuishell runs no commands", result.stderr)
        self.assertNotIn("hi", result.stdout)

    def test_the_host_key_is_kept_across_restarts(self):
        subprocess.run(self.ssh(self.key, "-T"), capture_output=True, timeout=WAIT, stdin=subprocess.DEVNULL)
        key_file = os.path.join(self.folder, "state", "tuishell", "ssh_host_ed25519_key")
        self.assertEqual(os.stat(key_file).st_mode & 0o777, 0o600)
        again = Server(self.folder, "--authorized-keys", self.authorized)
        self.addCleanup(again.stop)
        strict = [option.replace("accept-new", "yes") for option in self.ssh(self.key, "-T", port=again.ssh_port)]
        # The known_hosts entry names the first server's port; this one's is added under the same key.
        result = subprocess.run(
            ["ssh-keygen", "-F", f"[127.0.0.1]:{self.server.ssh_port}", "-f", self.known_hosts],
            capture_output=True, text=True)
        line = next(entry for entry in result.stdout.splitlines() if not entry.startswith("#"))
        with open(self.known_hosts, "a") as file:
            file.write(f"[127.0.0.1]:{again.ssh_port} " + line.split(" ", 1)[1] + "\n")
        result = subprocess.run(strict, capture_output=True, text=True, timeout=WAIT, stdin=subprocess.DEVNULL)
        self.assertNotIn("IDENTIFICATION HAS CHANGED", result.stderr)
        self.assertIn("needs a terminal", result.stdout)


class NarratedSession:
    """`ssh -tt` with its output read byte for byte (a pipe, not a terminal that would interpret
    escape sequences) and its input written as typed; `term` is the TERM its PTY request names."""

    def __init__(self, command, term):
        self.process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        stderr=subprocess.PIPE, env=dict(os.environ, TERM=term))
        self.output = b""

    def read_until(self, text):
        """Reads until the output holds `text`; the output so far, decoded."""
        deadline = time.monotonic() + WAIT
        while text.encode() not in self.output:
            left = deadline - time.monotonic()
            ready, _, _ = select.select([self.process.stdout], [], [], max(0.0, left))
            chunk = os.read(self.process.stdout.fileno(), 4096) if ready else b""
            if not chunk:
                raise AssertionError(f"never saw {text!r}; the session wrote {self.output!r}")
            self.output += chunk
        return self.output.decode()

    def type(self, text):
        self.process.stdin.write(text.encode())
        self.process.stdin.flush()

    def close(self):
        if self.process.poll() is None:
            self.process.kill()
        self.process.wait(WAIT)
        for stream in (self.process.stdin, self.process.stdout, self.process.stderr):
            stream.close()


class Limits(unittest.TestCase):
    """What holds against the internet: connections that never log in, too many sessions from one
    address, input faster than anyone types."""

    def setUp(self):
        self.folder = tempfile.mkdtemp(prefix="tuishell-ssh-limits-")
        self.addCleanup(shutil.rmtree, self.folder)
        self.key = os.path.join(self.folder, "id")
        keygen(self.key)
        self.authorized = os.path.join(self.folder, "authorized_keys")
        shutil.copy(self.key + ".pub", self.authorized)

    def server(self, *options):
        server = Server(self.folder, "--authorized-keys", self.authorized, *options)
        self.addCleanup(server.stop)
        return server

    def login(self, server):
        terminal = Terminal(" ".join([
            "ssh", "-tt", "-i", self.key, "-o", "IdentitiesOnly=yes", "-o", "BatchMode=yes",
            "-o", f"UserKnownHostsFile={self.folder}/known", "-o", "StrictHostKeyChecking=accept-new",
            "-p", server.ssh_port, "visitor@127.0.0.1"]))
        self.addCleanup(terminal.close)
        return terminal

    @staticmethod
    def read_until_closed(connection, deadline):
        """Everything the server sends until it closes the connection (or the deadline passes)."""
        connection.settimeout(max(0.1, deadline - time.monotonic()))
        received = b""
        while time.monotonic() < deadline:
            try:
                chunk = connection.recv(4096)
            except socket.timeout:
                break
            if not chunk:
                return received, True
            received += chunk
        return received, False

    def test_connections_that_do_not_log_in_are_capped_per_address_and_closed_in_seconds(self):
        server = self.server("--ssh-login-timeout", "2", "--max-ssh-unauthenticated", "2")
        opened = time.monotonic()
        quiet = [socket.create_connection(("127.0.0.1", int(server.ssh_port)), timeout=WAIT) for _ in range(2)]
        for connection in quiet:
            self.addCleanup(connection.close)
            self.assertTrue(connection.recv(256).startswith(b"SSH-2.0-"))
        third = socket.create_connection(("127.0.0.1", int(server.ssh_port)), timeout=WAIT)
        self.addCleanup(third.close)
        said, closed = self.read_until_closed(third, time.monotonic() + WAIT)
        self.assertTrue(closed)
        self.assertEqual(said, b"tuishell: too many connections from your address that have not logged in\r\n")
        for connection in quiet:
            _, closed = self.read_until_closed(connection, opened + WAIT)
            self.assertTrue(closed, "a connection that never logged in was still open")
        self.assertLess(time.monotonic() - opened, 2 + 3, "closed well after the 2 s login timeout")
        self.assertEqual(server.metric('tuishell_sessions_refused_total{reason="ssh_unauthenticated"}'), 1)
        self.assertEqual(server.metric('tuishell_sessions_refused_total{reason="ssh_login_timeout"}'), 2)
        # OpenSSH's client shows the reason in its verbose log; the address may log in again now.
        terminal = self.login(server)
        terminal.wait_for("1 Home")

    def test_a_session_over_the_share_of_its_address_is_told_why(self):
        server = self.server("--max-sessions-per-address", "1")
        first = self.login(server)
        first.wait_for("1 Home")
        second = self.login(server)
        second.wait_for("tuishell: too many sessions from your address (1); try again when one has closed")
        self.assertEqual(server.metric('tuishell_sessions_refused_total{reason="per_address"}'), 1)
        self.assertEqual(server.metric('tuishell_sessions_open{transport="ssh"}'), 1)

    def test_input_faster_than_the_limit_ends_the_session_with_the_reason(self):
        server = self.server("--max-ssh-input-rate", "1000")
        terminal = self.login(server)
        terminal.wait_for("1 Home")
        subprocess.run(["tmux", "send-keys", "-t", terminal.name, "-l", "x" * 3000], check=True)
        terminal.wait_for("tuishell: more than 1000 bytes of input in one second")
        terminal.wait_for("EXITED")
        self.assertEqual(server.metric('tuishell_sessions_ended_total{reason="input_rate"}'), 1)

    def test_a_draining_server_tells_its_sessions_then_ends_them_at_the_deadline(self):
        server = self.server("--drain-timeout", "2")
        terminal = self.login(server)
        terminal.wait_for("1 Home")
        server.process.send_signal(signal.SIGTERM)
        terminal.wait_for("This server is shutting down")
        terminal.wait_for("This session ends within 2 s; log in again to reach another server")
        # A new login while it drains is refused, with the reason.
        newcomer = self.login(server)
        newcomer.wait_for("tuishell: the server is shutting down; try again in a moment")
        newcomer.wait_for("EXITED 1")
        terminal.wait_for("tuishell: the server is shutting down")
        terminal.wait_for("EXITED 1")
        self.assertEqual(server.process.wait(WAIT), 0)


class AuthorizedKeysFile(unittest.TestCase):
    def test_unsupported_keys_and_keys_with_options_are_left_out_with_a_warning(self):
        folder = tempfile.mkdtemp(prefix="tuishell-ssh-keys-")
        self.addCleanup(shutil.rmtree, folder)
        key, restricted = os.path.join(folder, "id"), os.path.join(folder, "restricted")
        keygen(key)
        keygen(restricted)
        subprocess.run(["ssh-keygen", "-q", "-t", "rsa", "-b", "2048", "-N", "", "-f", os.path.join(folder, "rsa")],
                       check=True)
        authorized = os.path.join(folder, "authorized_keys")
        with open(authorized, "w") as file:
            for name, prefix in [("id", ""), ("rsa", ""), ("restricted", 'from="10.9.9.9" ')]:
                with open(os.path.join(folder, name + ".pub")) as public_key:
                    file.write(prefix + public_key.read())
        server = Server(folder, "--authorized-keys", authorized, "--idle-timeout", "2")
        self.addCleanup(server.stop)
        base = ["ssh", "-o", "IdentitiesOnly=yes", "-o", "BatchMode=yes", "-o", "StrictHostKeyChecking=no",
                "-o", f"UserKnownHostsFile={folder}/known", "-p", server.ssh_port]
        refused = subprocess.run(base + ["-i", restricted, "-tt", "x@127.0.0.1"], capture_output=True, text=True,
                                 timeout=WAIT)
        self.assertIn("Permission denied (publickey)", refused.stderr)
        # A login that opens no terminal (`ssh -N`) is closed once quiet for the idle timeout.
        start = time.monotonic()
        subprocess.run(base + ["-i", key, "-N", "x@127.0.0.1"], capture_output=True, timeout=WAIT)
        self.assertLess(time.monotonic() - start, WAIT)
        server.stop()
        self.assertIn(f"warning: {authorized}:2: ssh-rsa keys are not supported", server.errors)
        self.assertIn(f"warning: {authorized}:3: options before the key are not enforced", server.errors)


class OpenSSH(unittest.TestCase):
    def test_an_open_server_says_so_and_lets_any_key_in(self):
        folder = tempfile.mkdtemp(prefix="tuishell-ssh-open-")
        self.addCleanup(shutil.rmtree, folder)
        key = os.path.join(folder, "anyone")
        keygen(key)
        server = Server(folder, "--ssh-open")
        self.addCleanup(server.stop)
        terminal = Terminal(" ".join([
            "ssh", "-tt", "-i", key, "-o", "IdentitiesOnly=yes", "-o", "BatchMode=yes",
            "-o", f"UserKnownHostsFile={folder}/known", "-o", "StrictHostKeyChecking=accept-new",
            "-p", server.ssh_port, "guest@127.0.0.1"]))
        self.addCleanup(terminal.close)
        terminal.wait_for("1 Home")
        server.stop()
        self.assertIn("warning: --ssh-open: ANYONE who can reach this machine can log in", server.errors)


if __name__ == "__main__":
    unittest.main(argv=sys.argv[:1], verbosity=2)
