#!/usr/bin/env python3
"""A param-heavy route table for `tuishell routes --check`: N routes of depth 2-5 drawn from a
small vocabulary (words, often with a numeric suffix, so many routes share literal prefixes),
about 30% of non-host segments parameters, some constrained.

    Benchmarks/check-table.py N > table.json
"""
import json, random, sys

count = int(sys.argv[1]) if len(sys.argv) > 1 else 100000
rng = random.Random(11)
words = ["user", "goods", "order", "pay", "item", "post", "feed", "mine", "lab", "search",
         "cart", "shop", "news", "blog", "chat", "help", "tag", "list", "page", "team"]
params = [":id", ":name", ":id([0-9]+)", ":slug([a-z-]+)"]
seen, routes = set(), []
while len(routes) < count:
    host = rng.choice(words) + str(rng.randint(0, 40))
    path = []
    for _ in range(rng.randint(1, 4)):
        if rng.random() < 0.3:
            path.append(rng.choice(params) .replace(":id", f":id{len(path)}").replace(":name", f":name{len(path)}").replace(":slug", f":slug{len(path)}"))
        else:
            word = rng.choice(words)
            path.append(word + (str(rng.randint(0, 9)) if rng.random() < 0.5 else ""))
    pattern = "app://" + "/".join([host] + path)
    shape = tuple(p.split("(")[0] if not p.startswith(":") else ("P" + (p[p.find("("):] if "(" in p else "")) for p in [host] + path)
    if shape in seen:
        continue
    seen.add(shape)
    routes.append({"name": f"r{len(routes)}", "pattern": pattern, "access": "public"})
json.dump({"routes": routes}, sys.stdout)
