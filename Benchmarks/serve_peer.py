#!/usr/bin/env python3
"""`tuishell serve` against its peer, textual-serve running the same shop as a Textual app
(Peers/textual_serve_app.py), measured by the same clients (serve_clients.py: tuishell's JSON
frames, or textual-serve's terminal bytes fed to the pyte emulator; the same key loop, checks and
timing). Needs `pip install textual==8.2.8 textual-serve==1.1.3 pyte websockets`.

    Benchmarks/serve_peer.py [--runs 2] [--seconds 20] [--first 10] [--at-once 50] [--binary B]

Runs alternate, tuishell then textual-serve, --runs times each; each run starts its server afresh
on core 0 (`taskset -c 0`; textual-serve's app processes inherit it) with the client on core 1, and
measures, every figure checked on screen (tuishell gets serve.py load's options, and
`--reattach-grace 0` when it has that option, so that a closed page's app ends at once as
textual-serve's does):

- first frame: a new session, from connect to the first screen showing Home's list (median of
  --first sessions opened one after another, each closed before the next);
- key to frame: one session types j, k, j, … at 10 keys/s for --seconds, each key's effect (the
  selection moving between Goods #1 and #2) waited for on its screen: p50, p99, and the server's
  CPU per key (utime+stime over its process tree);
- --at-once sessions opened at the same moment: time until all show Home; then, settled, memory
  per session (RSS and PSS from /proc/PID/smaps_rollup summed over the server's process tree,
  minus the tree before, over the sessions); then each must answer j and k.

Prints each run's figures, then the medians per server (a table for Benchmarks/README.md) and
`RESULT {...}` lines.
"""
import argparse, json, os, socket, statistics, subprocess, sys, time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import serve_clients as clients  # noqa: E402
from serve import ROOT, start_server, wait_sessions_ended  # noqa: E402

APP = os.path.join(HERE, "Peers", "textual_serve_app.py")


def start_textual(core):
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    app = f"{sys.executable} {APP}"
    code = f"from textual_serve.server import Server; Server({app!r}, host='127.0.0.1', port={port}).serve()"
    command = ["taskset", "-c", str(core), sys.executable, "-c", code]
    server = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 30
    while True:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            break
        except OSError:
            if time.monotonic() > deadline or server.poll() is not None:
                server.kill()
                raise SystemExit("textual-serve did not start")
            time.sleep(0.1)
    return server, f"ws://127.0.0.1:{port}/", command


def stop(server):
    pids = clients.tree(server.pid)
    server.terminate()
    try:
        server.wait(15)
    except subprocess.TimeoutExpired:
        server.kill()
        server.wait()
    for pid in pids[1:]:
        try:
            os.kill(pid, 9)
        except ProcessLookupError:
            pass


def settle(pid, base, timeout=60):
    """Wait until the closed sessions are gone: the peer's app processes have exited, tuishell's
    /metrics (when it has them) counts no session."""
    deadline = time.monotonic() + timeout
    while len(clients.tree(pid)) > 1 and time.monotonic() < deadline:
        time.sleep(0.1)
    wait_sessions_ended(base, timeout)
    time.sleep(0.5)


def measure(kind, options):
    if kind == "tuishell":
        server, base, command = start_server(options.binary, options.at_once + options.first + 10,
                                             options.server_core, no_reattach=True)
    else:
        server, base, command = start_textual(options.server_core)
    pid, problems = server.pid, []
    pool = clients.Pool(kind, base, 1, options.client_core)
    try:
        warm = pool.open(1, timeout=60)
        if warm["failures"] or pool.check()["lost"]:
            raise SystemExit(f"{kind}: the first session failed: {warm['failures']}")
        pool.close()
        settle(pid, base)
        base_rss, base_pss = clients.memory_kib(pid)

        first = []
        for _ in range(options.first):
            opened = pool.open(1, timeout=60)
            if opened["failures"]:
                raise SystemExit(f"{kind}: a session did not reach Home: {opened['failures']}")
            first += opened["times"]
            pool.close()
            settle(pid, base)

        pool.open(1, timeout=60)
        cpu_before, cores_before, start = clients.cpu_seconds(pid), clients.core_busy(), time.monotonic()
        typed = pool.type(1, options.seconds, options.rate)
        cpu, wall = clients.cpu_seconds(pid) - cpu_before, time.monotonic() - start
        busy = clients.busy_percent(cores_before, clients.core_busy())
        others = {core: round(max(0, percent - 100 * (cpu if core == options.server_core else typed["client_cpu"] if
                                                       core == options.client_core else 0) / wall))
                  for core, percent in busy.items()}
        if typed["failures"]:
            raise SystemExit(f"{kind}: a key's effect did not show: {typed['failures']}")
        pool.close()
        settle(pid, base)
        keys = clients.summary(typed["latencies"])

        at_once = pool.open(options.at_once, concurrency=options.at_once, timeout=300)
        if at_once["failures"]:
            raise SystemExit(f"{kind}: {len(at_once['failures'])} of {options.at_once} sessions did not reach "
                             f"Home: {at_once['failures'][:3]}")
        time.sleep(3)
        rss, pss = clients.memory_kib(pid)
        tree_size = len(clients.tree(pid))
        lost = pool.check(timeout=60)["lost"]
        if lost:
            raise SystemExit(f"{kind}: {len(lost)} sessions lost: {lost[:3]}")
        pool.close()
        return {"kind": kind, "command": " ".join(command[3:]) if kind == "tuishell" else "textual-serve " + APP,
                "first_ms": statistics.median(first) * 1000, "first_max_ms": max(first) * 1000,
                "key_p50_ms": keys["p50"] * 1000, "key_p99_ms": keys["p99"] * 1000, "keys": keys["count"],
                "late": typed["late"], "server_us_per_key": cpu / keys["count"] * 1e6,
                "client_cpu_s": typed["client_cpu"], "bytes_per_key": typed["bytes"] / keys["count"],
                "at_once_all_s": at_once["wall"], "at_once_p50_ms": statistics.median(at_once["times"]) * 1000,
                "rss_kib_per_session": (rss - base_rss) / options.at_once,
                "pss_kib_per_session": (pss - base_pss) / options.at_once,
                "base_rss_kib": base_rss, "processes_with_sessions": tree_size,
                "others_busy_while_typing": others}
    finally:
        pool.exit()
        stop(server)


ROWS = [("new session, connect to Home's list on screen (median of {first})", "first_ms", "{:.1f} ms"),
        ("key to frame p50, one session, 10 keys/s", "key_p50_ms", "{:.2f} ms"),
        ("key to frame p99", "key_p99_ms", "{:.2f} ms"),
        ("server CPU per key (process tree)", "server_us_per_key", "{:.0f} µs"),
        ("bytes received per key (as the client library hands them over, after any decompression)", "bytes_per_key", "{:,.0f}"),
        ("{at_once} sessions at once, until all show Home", "at_once_all_s", "{:.2f} s"),
        ("memory per session, RSS of the tree ({at_once} open, minus before)", "rss_kib_per_session", "{:,.0f} KiB"),
        ("memory per session, PSS of the tree", "pss_kib_per_session", "{:,.0f} KiB")]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=2)
    parser.add_argument("--seconds", type=float, default=20)
    parser.add_argument("--rate", type=float, default=10)
    parser.add_argument("--first", type=int, default=10)
    parser.add_argument("--at-once", type=int, default=50)
    parser.add_argument("--only", choices=["tuishell", "textual"])
    parser.add_argument("--server-core", type=int, default=0)
    parser.add_argument("--client-core", type=int, default=1)
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build/release/tuishell"))
    options = parser.parse_args()
    clients.raise_descriptor_limit()
    os.sched_setaffinity(0, {options.client_core})
    kinds = [options.only] if options.only else ["tuishell", "textual"]
    results = {kind: [] for kind in kinds}
    for run in range(options.runs):
        for kind in kinds:
            result = measure(kind, options)
            results[kind].append(result)
            print(f"run {run + 1} {kind}: " + ", ".join(
                f"{key} {value:.2f}" if isinstance(value, float) else f"{key} {value}"
                for key, value in result.items() if key not in ("kind", "command")), flush=True)
            print("RESULT " + json.dumps(result), flush=True)
    print(f"\nmedians of {options.runs} alternating runs:\n")
    print("| what | " + " | ".join(kinds) + " |")
    print("|---|" + "---:|" * len(kinds))
    for label, key, form in ROWS:
        cells = [form.format(statistics.median(r[key] for r in results[kind])) for kind in kinds]
        print(f"| {label.format(**vars(options))} | " + " | ".join(cells) + " |")


if __name__ == "__main__":
    main()
