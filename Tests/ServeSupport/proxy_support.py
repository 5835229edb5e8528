"""nginx in front of `tuishell serve` for the proxy tests: a self-signed certificate, the site
configuration of docs/deploy/nginx.conf with this run's ports and paths, an nginx of its own in a
temporary folder, and plain HTTP and WebSocket clients. Every wait has a deadline."""
import http.client
import json
import os
import re
import signal
import socket
import ssl
import struct
import subprocess
import time

import websocket

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SITE = os.path.join(ROOT, "docs/deploy/nginx.conf")

# The lines of the site file that a test run changes, as the file spells them.
LISTEN = "    listen 443 ssl;\n"
CERTIFICATE = "    ssl_certificate     /etc/ssl/tuishell/fullchain.pem;\n"
KEY = "    ssl_certificate_key /etc/ssl/tuishell/privkey.pem;\n"
# The backends' addresses, each in the round-robin pool and in its own pool with the other as
# backup; the backends run with --server-id a and b (SERVER_IDS), which the map names.
BACKENDS = ["127.0.0.1:8081", "127.0.0.1:8082"]
SERVER_IDS = ["a", "b"]

# What nginx needs beyond the site file, all of it inside the run's folder so that nginx needs
# no root and writes nothing elsewhere (the pid file is named on the command line).
MAIN = """\
master_process on;
worker_processes 1;
error_log {dir}/error.log info;
events {{ worker_connections 256; }}
http {{
    access_log {dir}/access.log;
    client_body_temp_path {dir}/client_body;
    proxy_temp_path {dir}/proxy;
    fastcgi_temp_path {dir}/fastcgi;
    uwsgi_temp_path {dir}/uwsgi;
    scgi_temp_path {dir}/scgi;
    include {dir}/site.conf;
}}
"""


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def make_certificate(directory):
    """A self-signed certificate for localhost and 127.0.0.1, valid for a day: (cert, key)."""
    cert, key = os.path.join(directory, "cert.pem"), os.path.join(directory, "key.pem")
    subprocess.run(
        ["openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
         "-days", "1", "-subj", "/CN=localhost", "-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1",
         "-keyout", key, "-out", cert],
        check=True, capture_output=True, timeout=30)
    return cert, key


def site_configuration(port, backend_ports, cert, key):
    """docs/deploy/nginx.conf with this run's listen port, certificate and backends."""
    with open(SITE) as file:
        text = file.read()

    def replace(old, new):
        nonlocal text
        if text.count(old) != 1:
            raise AssertionError(f"{SITE} no longer has the line {old.strip()!r} exactly once; "
                                 "the proxy test fills in that line")
        text = text.replace(old, new)

    if not 1 <= len(backend_ports) <= len(BACKENDS):
        raise ValueError(f"1 to {len(BACKENDS)} backends, not {len(backend_ports)}")
    replace(LISTEN, f"    listen 127.0.0.1:{port} ssl;\n")
    replace(CERTIFICATE, f"    ssl_certificate     {cert};\n")
    replace(KEY, f"    ssl_certificate_key {key};\n")
    for index, address in enumerate(BACKENDS):
        if text.count(f"server {address}") != 3:
            raise AssertionError(f"{SITE} no longer names {address} in both pools and as a backup")
        # With one backend, it stands for both: each pool still has a server.
        text = text.replace(f"server {address}", f"server 127.0.0.1:{backend_ports[min(index, len(backend_ports) - 1)]}")
    return text


class Nginx:
    """nginx with the site file in front of the backends on `backend_ports`, listening on
    https://localhost:PORT/ with the certificate `cert`."""

    def __init__(self, directory, backend_ports, cert, key, wait=15):
        self.directory, self.wait = directory, wait
        # Workers run as nobody when the tests run as root: let them into the folder.
        os.chmod(directory, 0o755)
        with open(os.path.join(directory, "nginx.conf"), "w") as file:
            file.write(MAIN.format(dir=directory))
        for attempt in range(3):
            self.port = free_port()
            with open(os.path.join(directory, "site.conf"), "w") as file:
                file.write(site_configuration(self.port, backend_ports, cert, key))
            self.process = subprocess.Popen(
                ["nginx", "-p", directory, "-c", "nginx.conf", "-g", f"daemon off; pid {directory}/nginx.pid;"],
                stdout=subprocess.DEVNULL, stderr=subprocess.STDOUT)
            if self._listening():
                self.address = f"https://localhost:{self.port}/"
                return
            self.stop()
            if "Address already in use" not in self.errors():
                break
        raise AssertionError(f"nginx did not listen on port {self.port} within {wait} s:\n{self.errors()}")

    def _listening(self):
        deadline = time.monotonic() + self.wait
        while time.monotonic() < deadline and self.process.poll() is None:
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=1).close()
                return True
            except OSError:
                time.sleep(0.05)
        return False

    def errors(self):
        try:
            with open(os.path.join(self.directory, "error.log"), errors="replace") as file:
                return file.read()
        except FileNotFoundError:
            return ""

    def stop(self):
        """Ends nginx at once (SIGTERM: open WebSockets are cut, not waited for); safe to repeat."""
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(self.wait)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(self.wait)


def https_context(cert):
    """A client context that trusts only the test's certificate."""
    return ssl.create_default_context(cafile=cert)


def get(url, cert=None, source=None, timeout=10):
    """GET url: (status, body). `cert` for https; `source` an address on this machine to send from
    (127.0.0.2 is another client of nginx than 127.0.0.1)."""
    match = re.match(r"(https?)://([^/:]+):(\d+)(/.*)?$", url)
    if not match:
        raise ValueError(url)
    scheme, host, port, path = match.group(1), match.group(2), int(match.group(3)), match.group(4) or "/"
    source_address = (source, 0) if source else None
    if scheme == "https":
        connection = http.client.HTTPSConnection(host, port, timeout=timeout, context=https_context(cert),
                                                 source_address=source_address)
    else:
        connection = http.client.HTTPConnection(host, port, timeout=timeout, source_address=source_address)
    try:
        connection.request("GET", path)
        response = connection.getresponse()
        return response.status, response.read().decode(errors="replace")
    finally:
        connection.close()


def metrics(backend, timeout=10):
    """A backend's GET /metrics (asked directly, not through nginx) as {'name{labels}': value}."""
    status, body = get(backend.rstrip("/") + "/metrics", timeout=timeout)
    if status != 200:
        raise AssertionError(f"{backend}metrics answered {status}: {body[:200]!r}")
    values = {}
    for line in body.splitlines():
        if line and not line.startswith("#"):
            name, _, value = line.rpartition(" ")
            values[name.strip()] = float(value)
    return values


def metric(values, name):
    """One sample, 0 when the server has not written it (a counter that never moved)."""
    return values.get(name, 0.0)


class SessionClient:
    """A `/session` WebSocket as a script opens it (websocket-client), with the screen it was
    drawn, so a test can press keys and read text without a browser."""

    def __init__(self, url, cert=None, headers=None, wait=10, source=None):
        """`source`: an address on this machine to connect from (127.0.0.2 is another client of
        nginx than 127.0.0.1)."""
        self.wait = wait
        self.token = None
        self.url = None
        self.rows = {}
        self.close_code = self.close_reason = None
        sslopt = {"ca_certs": cert} if cert else None
        connected = None
        if source:
            match = re.match(r"(wss?)://([^/:]+):(\d+)/", url)
            connected = socket.create_connection((match.group(2), int(match.group(3))), wait, (source, 0))
            if match.group(1) == "wss":
                connected = https_context(cert).wrap_socket(connected, server_hostname=match.group(2))
        self.socket = websocket.create_connection(url, timeout=wait, header=headers or [], sslopt=sslopt,
                                                  socket=connected)

    def receive(self, timeout):
        """The next message (a dict), or None at the deadline; on a close, records its code and
        reason and returns {'type': 'close'}."""
        self.socket.settimeout(max(0.01, timeout))
        try:
            opcode, data = self.socket.recv_data(control_frame=True)
        except websocket.WebSocketTimeoutException:
            return None
        except (websocket.WebSocketConnectionClosedException, ConnectionError, ssl.SSLError, OSError):
            self.close_code = self.close_code or 1006
            return {"type": "close"}
        if opcode == websocket.ABNF.OPCODE_CLOSE:
            self.close_code = struct.unpack("!H", data[:2])[0] if len(data) >= 2 else 1005
            self.close_reason = data[2:].decode(errors="replace")
            return {"type": "close"}
        if opcode != websocket.ABNF.OPCODE_TEXT:
            return {"type": "other"}
        message = json.loads(data.decode())
        if message.get("type") == "session":
            self.token = message.get("token")
        elif message.get("type") == "frame":
            for index, runs in message["rows"]:
                self.rows[index] = "".join(run[2] for run in runs)
            if "url" in message:
                self.url = message["url"]
        return message

    def text(self):
        return "\n".join(self.rows[index].rstrip() for index in sorted(self.rows))

    def wait_for(self, condition, what):
        """Reads messages until condition(self) holds; fails naming `what` at the deadline."""
        deadline = time.monotonic() + self.wait
        while not condition(self):
            left = deadline - time.monotonic()
            if left <= 0 or self.close_code is not None:
                raise AssertionError(f"never {what} (close code {self.close_code} {self.close_reason!r}); "
                                     f"the screen:\n{self.text()}")
            self.receive(left)

    def wait_for_text(self, text):
        self.wait_for(lambda client: text in client.text(), f"saw {text!r}")

    def wait_for_close(self):
        """Reads until the server closes the socket: (code, reason)."""
        self.wait_for(lambda client: client.close_code is not None, "was closed")
        return self.close_code, self.close_reason

    def key(self, name):
        self.socket.send(json.dumps({"type": "key", "key": name}))

    def alive_after_key(self, name, wait=5):
        """Presses a key and says whether a frame came back before the deadline."""
        try:
            self.key(name)
        except Exception:
            return False
        deadline = time.monotonic() + wait
        while time.monotonic() < deadline:
            message = self.receive(deadline - time.monotonic())
            if message is None or message.get("type") == "close":
                return False
            if message.get("type") == "frame":
                return True
        return False

    def drop(self):
        """Cuts the TCP connection without a close frame, as a lost network does."""
        try:
            self.socket.sock.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass
        self.socket.sock.close()

    def close(self):
        """A close handshake if the connection is still open; the socket is closed either way."""
        try:
            if self.close_code is None:
                self.socket.close(timeout=1)
        except Exception:
            pass
        finally:
            self.socket.shutdown()
