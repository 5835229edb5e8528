#!/usr/bin/env python3
"""Draws lookup-scaling.png from lookup-scaling.csv: p50 lookup time against table size, as
measured side by side in one RouterBenchmarks run (see README.md). Needs matplotlib."""
import csv, os
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt

here = os.path.dirname(os.path.abspath(__file__))
rows = list(csv.DictReader(open(os.path.join(here, "lookup-scaling.csv"))))
figure, axes = plt.subplots(figsize=(7, 4.2), dpi=120)
for key, label, marker in [("routercore_ns", "RouterCore", "o"), ("routingkit_ns", "routing-kit TrieRouter", "s"), ("wlr_scan_ns", "WLRRoute-style scan", "^")]:
    points = [(int(r["routes"]), float(r[key]) / 1000) for r in rows if r[key]]
    axes.plot([p[0] for p in points], [p[1] for p in points], marker=marker, label=label)
axes.set_xscale("log")
axes.set_yscale("log")
axes.set_xlabel("routes in the table")
axes.set_ylabel("p50 time per lookup (µs, log)")
axes.set_title("URL lookup vs table size (release, 2 cores, Swift 6.3.1)")
axes.grid(True, which="both", alpha=0.3)
axes.legend()
figure.tight_layout()
figure.savefig(os.path.join(here, "lookup-scaling.png"))
