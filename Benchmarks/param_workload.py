"""The param-heavy workload shared by check-table.py and lookup-workload.py.

Routes of depth 2-5 (host plus 1-4 path segments) drawn from a 20-word vocabulary, half the words
with a numeric suffix, so many routes share literal prefixes; about 30% of path segments are
parameters, some constrained, so literals and parameters compete at the same positions.
"""
import random

WORDS = ["user", "goods", "order", "pay", "item", "post", "feed", "mine", "lab", "search",
         "cart", "shop", "news", "blog", "chat", "help", "tag", "list", "page", "team"]
PARAMS = [":id", ":name", ":id([0-9]+)", ":slug([a-z-]+)"]


def routes(count, seed=11):
    """`count` routes with distinct shapes, as route-table entries."""
    rng = random.Random(seed)
    seen, result = set(), []
    while len(result) < count:
        host = rng.choice(WORDS) + str(rng.randint(0, 40))
        path = []
        for _ in range(rng.randint(1, 4)):
            if rng.random() < 0.3:
                param = rng.choice(PARAMS)
                base = param.split("(")[0]
                path.append(base + str(len(path)) + param[len(base):])
            else:
                path.append(rng.choice(WORDS) + (str(rng.randint(0, 9)) if rng.random() < 0.5 else ""))
        shape = tuple(("P" + s[s.find("("):] if "(" in s else "P") if s.startswith(":") else s for s in [host] + path)
        if shape in seen:
            continue
        seen.add(shape)
        result.append({"name": f"r{len(result)}", "pattern": "app://" + "/".join([host] + path), "access": "public"})
    return result


def value_for(segment, rng):
    """A value that satisfies the parameter `segment`."""
    if "([0-9]+)" in segment or segment.startswith(":id"):
        return str(rng.randint(1, 999999))
    if "([a-z-]+)" in segment:
        return "-".join(rng.choice(WORDS) for _ in range(rng.randint(1, 3)))
    return rng.choice(WORDS) + "_" + str(rng.randint(1, 9999))


def urls(table, count, seed=42):
    """`count` URLs, each filled from a random route; ~20% changed on their last segment so that
    route misses (another may still match), half with a query string."""
    rng = random.Random(seed)
    patterns = [entry["pattern"][len("app://"):].split("/") for entry in table]
    for _ in range(count):
        segments = [value_for(s, rng) if s.startswith(":") else s for s in rng.choice(patterns)]
        if rng.random() < 0.2:
            segments[-1] = "x" + segments[-1] + "~"
        query = f"?from=push&n={rng.randint(1, 999)}" if rng.random() < 0.5 else ""
        yield "app://" + "/".join(segments) + query, segments
