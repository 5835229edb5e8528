#!/usr/bin/env python3
"""`tuishell serve` on localhost, measured from WebSocket clients that speak the page's protocol
(websocket-client, which selenium installs): key to updated frame (p50/p99), bytes per
navigation, memory per session, and 100 sessions at once. Every figure checks the state it
claims: each navigation must show the product it opened, each of the 100 sessions must reach it.

    Benchmarks/serve.py [KEYS] [SESSIONS] [BINARY]   (default 400 keys, 100 sessions, release build)

Load mode: many sessions open at once, some typing, all checked (serve_clients.py's clients, which
need `pip install websockets`; see `Benchmarks/serve.py load --help`):

    Benchmarks/serve.py load [--sessions 1000] [--typists 100] [--rate 10] [--seconds 60] [--clients 1] [--binary B]

It opens --sessions sessions (each must show Home with Goods #1 selected), then --typists of them
type j and k in turn at --rate keys/s each for --seconds (phases spread evenly over one key's
interval), each key waited for on that session's screen (j must select Goods #2, k Goods #1 again;
a key whose effect does not show within 10 s fails the run) while the others stay open and idle.
Then every session, idle or not, must still be open and answer j and k (else it is lost, and the
run fails); then all close and the server's RSS is read for --settle seconds after the server has ended them
(a build with /metrics keeps a closed page's app for --reattach-grace, 30 s: the script waits until
`tuishell_sessions_open` is 0). The server runs on
core 0 (`taskset -c 0`), the client processes and this one on core 1; the client's own CPU time
over the typing is printed, to tell whether the client kept up (--clients N spreads the sessions
over N client processes). The server gets --max-sessions SESSIONS+100 --max-message-rate 1000
--no-animation --idle-timeout 3600, and --max-sessions-per-address SESSIONS+100 when its --help
lists that option. A JSON line `RESULT {...}` ends the output.
"""
import json, os, re, statistics, subprocess, sys, threading, time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def classic():
    import websocket

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


    command = [BINARY, "serve", "--port", "0", "--no-animation", "--max-sessions", str(SESSIONS + 10),
               "--max-message-rate", "1000"]
    if "--max-sessions-per-address" in subprocess.run([BINARY, "serve", "--help"], capture_output=True, text=True).stdout:
        command += ["--max-sessions-per-address", str(SESSIONS + 10)]  # all the sessions come from 127.0.0.1
    server = subprocess.Popen(command, stdout=subprocess.PIPE, text=True)
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


def start_server(binary, sessions, core, no_reattach=False):
    """tuishell serve pinned to core, with the load mode's options; (process, ws:// base, command).
    Options that only newer builds have are passed when `serve --help` lists them: the
    per-address limit (as large as the total), and with no_reattach `--reattach-grace 0`."""
    usage = subprocess.run([binary, "serve", "--help"], capture_output=True, text=True).stdout
    command = ["taskset", "-c", str(core), binary, "serve", "--port", "0", "--no-animation",
               "--max-sessions", str(sessions), "--max-message-rate", "1000", "--idle-timeout", "3600"]
    if "--max-sessions-per-address" in usage:
        command += ["--max-sessions-per-address", str(sessions)]
    if no_reattach and "--reattach-grace" in usage:
        command += ["--reattach-grace", "0"]
    server = subprocess.Popen(command, stdout=subprocess.PIPE, text=True)
    line = server.stdout.readline()
    match = re.search(r"http://(\S+)", line)
    if not match:
        server.kill()
        raise SystemExit(f"the server did not start: {line!r}")
    return server, "ws://" + match.group(1), command


def metrics(base):
    """The server's /metrics as {name{labels}: value}, or None when it has none (before it existed)."""
    import urllib.request
    try:
        with urllib.request.urlopen(base.replace("ws://", "http://") + "metrics", timeout=5) as response:
            text = response.read().decode()
    except Exception:
        return None
    return {name: float(value) for name, value in re.findall(r"^([a-z_]+(?:\{[^}]*\})?) (\S+)$", text, re.M)}


def server_side(before, after):
    """Quantiles (bucket bounds) and mean of tuishell_key_to_frame_seconds between two /metrics reads."""
    if not before or not after:
        return None
    buckets = sorted((float(re.search(r'le="([^"]+)"', name).group(1).replace("+Inf", "inf")), value - before.get(name, 0))
                     for name, value in after.items() if name.startswith("tuishell_key_to_frame_seconds_bucket"))
    count = after.get("tuishell_key_to_frame_seconds_count", 0) - before.get("tuishell_key_to_frame_seconds_count", 0)
    if not buckets or count <= 0:
        return None
    total = after["tuishell_key_to_frame_seconds_sum"] - before.get("tuishell_key_to_frame_seconds_sum", 0)
    quantile = lambda q: next(bound for bound, cumulative in buckets if cumulative >= q * count)
    return {"count": count, "p50": quantile(0.5), "p99": quantile(0.99), "mean": total / count}


def sessions_open(base):
    """The server's open page sessions (attached or waiting to be reattached), or None without /metrics."""
    counted = metrics(base)
    return None if counted is None else counted.get('tuishell_sessions_open{transport="page"}')


def wait_sessions_ended(base, timeout=120):
    """Until the server says no page session is left (a closed page's app may wait --reattach-grace
    seconds for it to come back); the seconds waited, or None when the server has no /metrics."""
    start = time.monotonic()
    while True:
        count = sessions_open(base)
        if count is None or count == 0:
            return None if count is None else time.monotonic() - start
        if time.monotonic() - start > timeout:
            raise SystemExit(f"{count:g} sessions still open {timeout} s after their pages closed")
        time.sleep(0.25)


def load(arguments):
    import argparse
    import serve_clients as clients

    parser = argparse.ArgumentParser(prog="serve.py load", description="\n\n".join(__doc__.split("\n\n")[3:5]),
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sessions", type=int, default=1000)
    parser.add_argument("--typists", type=int, default=100)
    parser.add_argument("--rate", type=float, default=10, help="keys per second per typist")
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--clients", type=int, default=1, help="client processes")
    parser.add_argument("--open-concurrency", type=int, default=50, help="sessions opening at once")
    parser.add_argument("--settle", type=float, default=10, help="seconds to watch RSS after all close")
    parser.add_argument("--idle-seconds", type=float, default=5,
                        help="seconds the server's CPU is read with all sessions idle, before the typing")
    parser.add_argument("--reopen", type=int, default=0, metavar="ROUNDS",
                        help="then open and close the sessions ROUNDS times more, RSS read after each: "
                             "is the memory reused or does it grow?")
    parser.add_argument("--server-core", type=int, default=0)
    parser.add_argument("--client-core", type=int, default=1)
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build/release/tuishell"))
    options = parser.parse_args(arguments)
    if options.typists > options.sessions:
        raise SystemExit("--typists is more than --sessions")

    limit = clients.raise_descriptor_limit()
    os.sched_setaffinity(0, {options.client_core})
    server, base, command = start_server(options.binary, options.sessions + 100, options.server_core)
    pid, problems, result = server.pid, [], {"command": " ".join(command[3:])}
    print(f"server: {' '.join(command)} (pid {pid}); clients: {options.clients} process(es) on core "
          f"{options.client_core}, descriptor limit {limit}", flush=True)
    pool = clients.Pool("tuishell", base, options.clients, options.client_core)
    try:
        # Warm up: one session opens, answers j and k, closes; then the baseline.
        warm = pool.open(1)
        if warm["failures"]:
            raise SystemExit(f"the first session failed: {warm['failures']}")
        if pool.check()["lost"]:
            raise SystemExit("the first session did not answer")
        pool.close()
        wait_sessions_ended(base)
        time.sleep(2)
        base_rss, base_pss = clients.memory_kib(pid)

        opened = pool.open(options.sessions, options.open_concurrency)
        if opened["failures"]:
            problems.append(f"{len(opened['failures'])} sessions did not open: {opened['failures'][:3]}")
            raise SystemExit("\n".join(problems))
        time.sleep(2)
        open_rss, open_pss = clients.memory_kib(pid)
        per_session = (open_rss - base_rss) / options.sessions
        print(f"opened {options.sessions} sessions, all on Home, in {opened['wall']:.1f} s "
              f"({options.open_concurrency} opening at a time; to Home p50 {clients.ms(statistics.median(opened['times']))}, "
              f"p99 {clients.ms(clients.percentile(opened['times'], 0.99))})")
        print(f"server RSS: {base_rss / 1024:.1f} MiB after a warm-up session, {open_rss / 1024:.1f} MiB with "
              f"{options.sessions} open: {per_session:.1f} KiB per session (PSS {(open_pss - base_pss) / options.sessions:.1f})",
              flush=True)

        idle_before = clients.cpu_seconds(pid)
        time.sleep(options.idle_seconds)
        idle_cpu = clients.cpu_seconds(pid) - idle_before
        print(f"server CPU with {options.sessions} idle sessions: {100 * idle_cpu / options.idle_seconds:.1f}% of a core "
              f"(over {options.idle_seconds:g} s)")

        histogram_before = metrics(base)
        cpu_before, cores_before, start = clients.cpu_seconds(pid), clients.core_busy(), time.monotonic()
        watching, watch = [], threading.Event()

        def watcher():  # every 5 s: the server's CPU and RSS, the other processes' share, its own histogram
            previous, cpu, cores, scheduled = histogram_before, cpu_before, cores_before, clients.schedule(pid)
            while not watch.wait(5):
                now_metrics, now_cpu, now_cores = metrics(base), clients.cpu_seconds(pid), clients.core_busy()
                now_scheduled = clients.schedule(pid)
                waited = (now_scheduled[1] - scheduled[1]) / 1e6 / 5
                slices = (now_scheduled[2] - scheduled[2]) / 5
                scheduled = now_scheduled
                inside = server_side(previous, now_metrics)
                busy = clients.busy_percent(cores, now_cores)
                watching.append({"server_cpu": 100 * (now_cpu - cpu) / 5, "rss_mib": clients.memory_kib(pid)[0] / 1024,
                                 "core_busy": busy, "steal": clients.busy_percent(cores, now_cores, 2),
                                 "server_mean_ms": inside and inside["mean"] * 1000,
                                 "runqueue_wait_ms_per_s": waited, "slices_per_s": slices})
                previous, cpu, cores = now_metrics, now_cpu, now_cores

        watcher_thread = threading.Thread(target=watcher, daemon=True)
        watcher_thread.start()
        typed = pool.type(options.typists, options.seconds, options.rate)
        watch.set()
        watcher_thread.join()
        wall = time.monotonic() - start
        cpu_after, cores_after = clients.cpu_seconds(pid), clients.core_busy()
        inside = server_side(histogram_before, metrics(base))
        if inside:
            print(f"the server's own key-to-frame histogram over the typing (/metrics, {inside['count']:.0f} keys): "
                  f"p50 ≤ {inside['p50'] * 1000:g} ms, p99 ≤ {inside['p99'] * 1000:g} ms, mean {inside['mean'] * 1000:.2f} ms")
        keys = typed["latencies"]
        if typed["failures"]:
            problems.append(f"{len(typed['failures'])} typists failed: " + "\n  ".join(typed["failures"][:5]))
        stats = clients.summary(keys)
        server_cpu = cpu_after - cpu_before
        net_per_key = (server_cpu - idle_cpu / options.idle_seconds * wall) / max(1, len(keys))
        busy = clients.busy_percent(cores_before, cores_after)
        typed_rss, _ = clients.memory_kib(pid)
        print(f"typing: {options.typists} sessions x {options.rate:g} keys/s x {options.seconds:g} s, "
              f"{len(keys)} keys, each seen on screen ({typed['late']} sent late: the previous key's frame "
              f"came after the next key was due)")
        print(f"key to frame: p50 {clients.ms(stats['p50'])}, p99 {clients.ms(stats['p99'])}, max {clients.ms(stats['max'])}")
        trend = clients.windows(typed["sent_at"], keys, max(1, round(options.seconds / 5)))
        print("  each 5 s of the typing, p50/p99 ms: " + ", ".join(f"{p50 * 1000:.1f}/{p99 * 1000:.1f}" for p50, p99 in trend))
        print("  each 5 s, the server's CPU % / its core busy % / the client core busy % / steal % (both cores) / "
              "the server's own mean key to frame ms: " + ", ".join(
                  f"{w['server_cpu']:.0f}/{w['core_busy'][options.server_core]:.0f}/{w['core_busy'][options.client_core]:.0f}/"
                  f"{sum(w['steal'].values()):.0f}/" + (f"{w['server_mean_ms']:.2f}" if w["server_mean_ms"] is not None else "-")
                  for w in watching))
        print("  each 5 s, the server's threads' time runnable but waiting for the core, ms per s / their time slices per "
              "s (/proc/PID/task/*/schedstat): " + ", ".join(
                  f"{w['runqueue_wait_ms_per_s']:.0f}/{w['slices_per_s']:.0f}" for w in watching))
        print(f"server CPU: {server_cpu:.2f} s over {wall:.1f} s ({100 * server_cpu / wall:.0f}% of core "
              f"{options.server_core}): {server_cpu / max(1, len(keys)) * 1e6:.0f} µs per key with the idle "
              f"sessions' share, {net_per_key * 1e6:.0f} µs without it (less the idle rate above); "
              f"RSS after typing {typed_rss / 1024:.1f} MiB")
        others = {options.server_core: busy[options.server_core] - 100 * server_cpu / wall,
                  options.client_core: busy[options.client_core] - 100 * typed["client_cpu"] / wall}
        print(f"client CPU: {typed['client_cpu']:.2f} s ({100 * typed['client_cpu'] / wall:.0f}% of core "
              f"{options.client_core}); cores busy (all processes): "
              + ", ".join(f"core {core} {percent:.0f}%" for core, percent in sorted(busy.items()))
              + "; other processes took about " + ", ".join(f"{max(0, percent):.0f}% of core {core}"
                                                           for core, percent in sorted(others.items())), flush=True)

        checked = pool.check()
        lost = checked["lost"]
        if server.poll() is not None:
            lost.append(f"the server exited with {server.returncode}")
        print(f"sessions lost: {len(lost)} of {checked['count']} (each must still be open and answer j and k)")
        if lost:
            problems.append(f"{len(lost)} sessions lost: " + "\n  ".join(lost[:5]))

        closed = pool.close()
        ended = wait_sessions_ended(base)
        if ended is not None:
            print(f"the server ended the {closed['closed']} sessions {ended:.1f} s after their pages closed "
                  "(its /metrics: tuishell_sessions_open)")
        samples, end = [], time.monotonic() + options.settle
        while time.monotonic() < end:
            time.sleep(0.5)
            samples.append(clients.memory_kib(pid)[0])
        after_rss = samples[-1]
        change = 100 * (after_rss - base_rss) / base_rss
        print(f"after all {closed['closed']} closed: RSS {after_rss / 1024:.1f} MiB after {options.settle:g} s "
              f"({change:+.1f}% against {base_rss / 1024:.1f} MiB; lowest {min(samples) / 1024:.1f} MiB)")

        counted = metrics(base)
        if counted is not None:
            print("server's /metrics then: " + ", ".join(
                f"{name} {value:g}" for name, value in counted.items()
                if name.startswith(("tuishell_sessions_open", "tuishell_sessions_detached", "tuishell_sessions_ended"))))
        result["reopen_rss_kib"] = []
        for _ in range(options.reopen):
            reopened = pool.open(options.sessions, options.open_concurrency)
            if reopened["failures"]:
                problems.append(f"{len(reopened['failures'])} sessions did not open again: {reopened['failures'][:3]}")
            time.sleep(2)
            again_open = clients.memory_kib(pid)[0]
            pool.close()
            wait_sessions_ended(base)
            time.sleep(options.settle)
            again = clients.memory_kib(pid)[0]
            print(f"reopened {options.sessions - len(reopened['failures'])} and closed them again: RSS "
                  f"{again_open / 1024:.1f} MiB open, {again / 1024:.1f} MiB {options.settle:g} s after they ended")
            result["reopen_rss_kib"].append([again_open, again])

        goals = {"p99 < 20 ms": stats["p99"] < 0.020, "<= 100 KiB per session": per_session <= 100,
                 "no session lost": not lost and not typed["failures"], "RSS back within 10%": abs(change) <= 10}
        print("goals: " + ", ".join(f"{goal} {'met' if met else 'MISSED'}" for goal, met in goals.items()))
        result.update({"sessions": options.sessions, "typists": options.typists, "rate": options.rate,
                       "seconds": options.seconds, "clients": options.clients, "keys": len(keys),
                       "p50_ms": stats["p50"] * 1000, "by_5s_ms": [[a * 1000, b * 1000] for a, b in trend], "watch_5s": watching, "p99_ms": stats["p99"] * 1000, "max_ms": stats["max"] * 1000,
                       "late": typed["late"], "base_rss_kib": base_rss, "open_rss_kib": open_rss,
                       "kib_per_session": per_session, "pss_kib_per_session": (open_pss - base_pss) / options.sessions,
                       "idle_cpu_percent": 100 * idle_cpu / options.idle_seconds, "server_side": inside,
                       "server_cpu_s": server_cpu, "server_us_per_key": server_cpu / max(1, len(keys)) * 1e6,
                       "server_us_per_key_net_of_idle": net_per_key * 1e6,
                       "client_cpu_s": typed["client_cpu"], "wall_s": wall, "busy": busy, "others_busy": others, "lost": len(lost),
                       "after_rss_kib": after_rss, "rss_change_pct": change, "goals": goals})
        print("RESULT " + json.dumps(result), flush=True)
        if problems:
            raise SystemExit("FAILED:\n" + "\n".join(problems))
    finally:
        pool.exit()
        server.terminate()
        try:
            server.wait(10)
        except subprocess.TimeoutExpired:
            server.kill()


if __name__ == "__main__":
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    if sys.argv[1:2] == ["load"]:
        load(sys.argv[2:])
    else:
        classic()
