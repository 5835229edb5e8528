#!/usr/bin/env python3
"""`tuishell serve` on localhost, measured from WebSocket clients that speak the page's protocol
(websocket-client, which selenium installs): key to updated frame (p50/p99), bytes per
navigation, memory per session, and 100 sessions at once. Every figure checks the state it
claims: each navigation must show the product it opened, each of the 100 sessions must reach it.

    Benchmarks/serve.py [KEYS] [SESSIONS] [BINARY]   (default 400 keys, 100 sessions, release build)
"""
import json, os, re, statistics, subprocess, sys, threading, time
import websocket

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
KEYS = int(sys.argv[1]) if len(sys.argv) > 1 else 400
SESSIONS = int(sys.argv[2]) if len(sys.argv) > 2 else 100
BINARY = sys.argv[3] if len(sys.argv) > 3 else os.path.join(ROOT, ".build/release/tuishell")


class Page:
    """A session as the page holds it: the rows of text it would show, and the bytes received."""

    def __init__(self, address):
        self.socket = websocket.create_connection(
            address.replace("http://", "ws://") + "session?width=80&height=24", timeout=10)
        self.rows, self.bytes, self.url = {}, 0, None
        self.next_frame()

    def next_frame(self):
        while True:
            text = self.socket.recv()
            self.bytes += len(text.encode())
            message = json.loads(text)
            if message["type"] != "frame":
                continue
            for row, runs in message["rows"]:
                self.rows[row] = "".join(run[2] for run in runs)
            if "url" in message:
                self.url = message["url"]
            return message

    def text(self):
        return "\n".join(self.rows[row] for row in sorted(self.rows))

    def key(self, name):
        self.socket.send(json.dumps({"type": "key", "key": name}))

    def until(self, needle, deadline=10):
        end = time.monotonic() + deadline
        while needle not in self.text():
            if time.monotonic() > end:
                raise SystemExit(f"never saw {needle!r}:\n{self.text()}")
            self.next_frame()


def rss_kib(pid):
    with open(f"/proc/{pid}/status") as status:
        return int(re.search(r"VmRSS:\s+(\d+)", status.read()).group(1))


server = subprocess.Popen([BINARY, "serve", "--port", "0", "--no-animation", "--max-sessions", str(SESSIONS + 10),
                           "--max-message-rate", "1000"], stdout=subprocess.PIPE, text=True)
address = re.search(r"http://\S+", server.stdout.readline()).group(0)
try:
    # Key to frame: j and k alternate, each moving the selection, so each key changes two rows.
    page = Page(address)
    page.until("Mechanical keyboard")
    latencies = []
    for index in range(KEYS):
        start = time.perf_counter()
        page.key("j" if index % 2 == 0 else "k")
        page.next_frame()
        latencies.append((time.perf_counter() - start) * 1000)
    latencies.sort()
    print(f"key to frame: p50 {statistics.median(latencies):.2f} ms, "
          f"p99 {latencies[int(len(latencies) * 0.99) - 1]:.2f} ms ({KEYS} keys, one session)")

    # Bytes per navigation: open a product and come back, 50 times; each step must show its screen.
    page.bytes = 0
    for _ in range(50):
        page.key("enter")
        page.until("Price: ¥399")
        page.key("esc")
        page.until("Goods #2")
    print(f"bytes per navigation: {page.bytes / 100:.0f} (50 pushes and 50 pops, frames as sent)")
    page.socket.close()

    # Memory per session and 100 at once: each opens, navigates to a product and stays open.
    time.sleep(0.5)
    before = rss_kib(server.pid)
    pages = [Page(address) for _ in range(SESSIONS)]
    times, failures = [], []

    def navigate(page):
        try:
            start = time.perf_counter()
            page.key("enter")
            page.until("Price: ¥399")
            times.append((time.perf_counter() - start) * 1000)
        except BaseException as error:
            failures.append(error)

    threads = [threading.Thread(target=navigate, args=(page,)) for page in pages]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(30)
    reached = sum(page.url == "app://goods/1" for page in pages)
    if failures or reached != SESSIONS:
        raise SystemExit(f"{reached} of {SESSIONS} sessions reached app://goods/1: {failures[:3]}")
    after = rss_kib(server.pid)
    times.sort()
    print(f"{SESSIONS} sessions at once, all on app://goods/1: navigation p50 {statistics.median(times):.1f} ms, "
          f"p99 {times[int(len(times) * 0.99) - 1]:.1f} ms")
    print(f"memory: {before / 1024:.1f} MiB with one idle server, {after / 1024:.1f} MiB with {SESSIONS} sessions "
          f"({(after - before) / SESSIONS:.0f} KiB per session)")
    for page in pages:
        page.socket.close()
finally:
    server.terminate()
    server.wait(10)
