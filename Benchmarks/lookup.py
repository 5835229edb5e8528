#!/usr/bin/env python3
"""Whole-process look-ups, one core: `tuishell resolve --batch FILE --summary` against
vapor/routing-kit's TrieRouter (Peers/RoutingKitBatch, given the same URLs already split into
decoded segments), on the param-heavy workload of param_workload.py, run alternately and pinned
to core 0. Also times each side with an empty URL file (start-up and table load only), so that
the per-URL cost can be compared across table sizes.

    Benchmarks/lookup.py [RUNS] [ROUTES ...]        (default: 5 runs, 10000 routes; 1,000,000 URLs)

The per-URL medians are also written to lookup-scaling.csv, which scaling-chart.py draws.
"""
import os, statistics, subprocess, sys, tempfile, time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
RUNS = int(sys.argv[1]) if len(sys.argv) > 1 else 5
COUNTS = [int(n) for n in sys.argv[2:]] or [10000]
URLS = 1_000_000

subprocess.run(["swift", "build", "-c", "release", "--product", "tuishell"], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
subprocess.run(["swift", "build", "-c", "release", "--product", "RoutingKitBatch"], cwd=HERE, check=True, stdout=subprocess.DEVNULL)
tuishell = os.path.join(ROOT, ".build/release/tuishell")
routing_kit = os.path.join(HERE, ".build/release/RoutingKitBatch")


def timed(argv):
    start = time.perf_counter()
    out = subprocess.run(["taskset", "-c", "0"] + argv, check=True, capture_output=True, text=True).stdout.strip()
    return time.perf_counter() - start, out


print(f"machine: {os.cpu_count()} cores; one core used (taskset -c 0); {URLS:,} URLs; medians of {RUNS} alternating runs")
print("| routes | tuishell | routing-kit | ratio | tuishell per URL | routing-kit per URL |")
print("|---:|---:|---:|---:|---:|---:|")
rows = []
with tempfile.TemporaryDirectory() as work:
    empty = os.path.join(work, "empty.txt")
    open(empty, "w").close()
    for count in COUNTS:
        folder = os.path.join(work, str(count))
        subprocess.run([sys.executable, os.path.join(HERE, "lookup-workload.py"), str(count), str(URLS), folder], check=True)
        routes, urls, segments = (os.path.join(folder, name) for name in ("routes.json", "urls.txt", "segments.txt"))
        ours = lambda path: [tuishell, "resolve", "--batch", path, "--routes", routes, "--summary"]
        theirs = lambda path: [routing_kit, routes, path]
        samples = {key: [] for key in ("ours", "theirs", "ours_load", "theirs_load")}
        for _ in range(RUNS):
            seconds, answer = timed(ours(urls)); samples["ours"].append(seconds)
            seconds, theirs_answer = timed(theirs(segments)); samples["theirs"].append(seconds)
            samples["ours_load"].append(timed(ours(empty))[0])
            samples["theirs_load"].append(timed(theirs(empty))[0])
        median = {key: statistics.median(values) for key, values in samples.items()}
        per_url = lambda key: (median[key] - median[key + "_load"]) / URLS * 1e9
        rows.append(f"{count},{per_url('ours'):.0f},{per_url('theirs'):.0f}")
        print(f"| {count:,} | {median['ours']:.2f} s | {median['theirs']:.2f} s | {median['theirs'] / median['ours']:.1f}× "
              f"| {per_url('ours'):.0f} ns | {per_url('theirs'):.0f} ns |   <!-- {answer}; routing-kit: {theirs_answer} -->")
with open(os.path.join(HERE, "lookup-scaling.csv"), "w") as csv:
    csv.write("routes,routercore_ns,routingkit_ns\n" + "\n".join(rows) + "\n")
