#!/usr/bin/env python3
"""`tuishell resolve --batch FILE` (JSON lines, to /dev/null) against the same with `--summary`,
whole process on one core (`taskset -c 0`), on the param-heavy workload of param_workload.py
(10,000 routes, 1,000,000 URLs, written to a temporary folder). Each binary given runs both
modes, all alternately; medians of RUNS.

    Benchmarks/json-lines.py [RUNS] [BINARY ...]   (default: 5 runs, the release build)
"""
import os, statistics, subprocess, sys, tempfile, time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
RUNS = int(sys.argv[1]) if len(sys.argv) > 1 else 5
BINARIES = sys.argv[2:] or [os.path.join(ROOT, ".build/release/tuishell")]
if len(sys.argv) <= 2:
    subprocess.run(["swift", "build", "-c", "release", "--product", "tuishell"], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)

with tempfile.TemporaryDirectory() as work:
    subprocess.run([sys.executable, os.path.join(HERE, "lookup-workload.py"), "10000", "1000000", work], check=True)
    base = ["resolve", "--batch", os.path.join(work, "urls.txt"), "--routes", os.path.join(work, "routes.json")]
    modes = {"JSON lines": base, "--summary": base + ["--summary"]}
    times = {(binary, mode): [] for binary in BINARIES for mode in modes}
    for _ in range(RUNS):
        for binary in BINARIES:
            for mode, argv in modes.items():
                start = time.perf_counter()
                subprocess.run(["taskset", "-c", "0", binary] + argv, check=True, stdout=subprocess.DEVNULL)
                times[(binary, mode)].append(time.perf_counter() - start)
    print(f"machine: {os.cpu_count()} cores, one used; 1,000,000 URLs, 10,000 routes; medians of {RUNS} alternating runs")
    print("| binary | JSON lines | --summary | ratio |")
    print("|---|---:|---:|---:|")
    for binary in BINARIES:
        json_lines, summary = (statistics.median(times[(binary, mode)]) for mode in modes)
        print(f"| {binary} | {json_lines:.2f} s | {summary:.2f} s | {json_lines / summary:.2f}× |")
