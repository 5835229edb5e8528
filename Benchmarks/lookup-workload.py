#!/usr/bin/env python3
"""Writes the param-heavy lookup workload (param_workload.py) into DIR:

    routes.json    ROUTES routes, a `--routes` table
    urls.txt       URLS full URLs, one per line, for `tuishell resolve --batch`
    segments.txt   the same URLs as decoded host and path segments joined by `/` (no scheme, no
                   query): routing-kit's input, split for it in advance

    Benchmarks/lookup-workload.py ROUTES URLS DIR
"""
import json, os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import param_workload

route_count, url_count, out = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
os.makedirs(out, exist_ok=True)
table = param_workload.routes(route_count)
with open(os.path.join(out, "routes.json"), "w") as routes:
    json.dump({"routes": table}, routes)
with open(os.path.join(out, "urls.txt"), "w") as urls, open(os.path.join(out, "segments.txt"), "w") as segments:
    for url, parts in param_workload.urls(table, url_count):
        urls.write(url + "\n")
        segments.write("/".join(parts) + "\n")
