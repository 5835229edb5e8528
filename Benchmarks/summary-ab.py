#!/usr/bin/env python3
"""Two or more tuishell builds side by side: `resolve --batch FOLDER/urls.txt --routes
FOLDER/routes.json --summary`, each build in turn, pinned to core 0, and each also with an empty
URL file (start-up and table loading), so that the per-URL cost can be compared. Medians of RUNS.
FOLDER is one written by lookup-workload.py.

    Benchmarks/summary-ab.py RUNS FOLDER BINARY [BINARY ...]
"""
import os, statistics, subprocess, sys, tempfile, time

RUNS, FOLDER, BINARIES = int(sys.argv[1]), sys.argv[2], sys.argv[3:]


def timed(binary, urls):
    argv = ["taskset", "-c", "0", binary, "resolve", "--batch", urls, "--routes", os.path.join(FOLDER, "routes.json"), "--summary"]
    start = time.perf_counter()
    answer = subprocess.run(argv, check=True, capture_output=True, text=True).stdout.strip()
    return time.perf_counter() - start, answer


with tempfile.NamedTemporaryFile() as empty:
    total = {binary: [] for binary in BINARIES}
    loading = {binary: [] for binary in BINARIES}
    answers = {}
    for _ in range(RUNS):
        for binary in BINARIES:
            seconds, answers[binary] = timed(binary, os.path.join(FOLDER, "urls.txt"))
            total[binary].append(seconds)
            loading[binary].append(timed(binary, empty.name)[0])
    with open(os.path.join(FOLDER, "urls.txt"), "rb") as file:
        count = sum(1 for _ in file)
    print(f"{RUNS} alternating runs, core 0; per URL without loading, {count:,} URLs")
    for binary in BINARIES:
        whole, load = statistics.median(total[binary]), statistics.median(loading[binary])
        print(f"{whole * 1000:6.0f} ms  loading {load * 1000:5.0f} ms  {(whole - load) * 1e9 / count:5.0f} ns per URL  {binary}  ({answers[binary]})")
