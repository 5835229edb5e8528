#!/usr/bin/env python3
"""Draws lookup-scaling.png from lookup-scaling.csv, which lookup.py writes: the cost of one URL
(whole process on one core, table loading taken out) against table size, tuishell and
routing-kit side by side on the param-heavy workload. Needs matplotlib."""
import csv, os
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt

here = os.path.dirname(os.path.abspath(__file__))
rows = list(csv.DictReader(open(os.path.join(here, "lookup-scaling.csv"))))
figure, axes = plt.subplots(figsize=(7, 4.2), dpi=120)
for key, label, marker in [("routercore_ns", "tuishell resolve --batch --summary", "o"), ("routingkit_ns", "routing-kit TrieRouter (pre-split)", "s")]:
    points = [(int(r["routes"]), float(r[key])) for r in rows]
    axes.plot([p[0] for p in points], [p[1] for p in points], marker=marker, label=label)
axes.set_xscale("log")
axes.set_ylim(bottom=0)
axes.set_xlabel("routes in the table")
axes.set_ylabel("ns per URL (one core, load excluded)")
axes.set_title("URL lookup vs table size, param-heavy workload (1M URLs)")
axes.grid(True, which="both", alpha=0.3)
axes.legend()
figure.tight_layout()
figure.savefig(os.path.join(here, "lookup-scaling.png"))
