#!/usr/bin/env bash
# Times `tuishell resolve --batch` on 1,000,000 URLs against a 10,000-route table.
# Usage: Benchmarks/batch-resolve.sh [URL_COUNT] [ROUTE_COUNT]
set -euo pipefail
cd "$(dirname "$0")/.."
urls=${1:-1000000}
routes=${2:-10000}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

python3 - "$work" "$urls" "$routes" <<'PY'
import json, random, sys
work, url_count, route_count = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
shapes = []
routes = []
for i in range(route_count):
    segs = [f"m{i % 97}", f"item{i}", ":id"] + ([] if i % 2 == 0 else ["detail"])
    shapes.append(segs)
    routes.append({"name": f"r{i}", "pattern": "app://" + "/".join(segs), "access": "public"})
json.dump({"routes": routes}, open(f"{work}/routes.json", "w"))
rng = random.Random(42)
with open(f"{work}/urls.txt", "w") as out:
    for _ in range(url_count):
        segs = shapes[rng.randrange(route_count)]
        out.write("app://" + "/".join(str(rng.randint(1, 99999)) if s == ":id" else s for s in segs) + "?from=bench\n")
PY

swift build -c release --product tuishell >/dev/null
bin=$(swift build -c release --show-bin-path)/tuishell
echo "machine: $(nproc) cores, $(free -g | awk '/Mem:/{print $2}') GiB; $(swift --version 2>/dev/null | head -1)"
for mode in "--summary" ""; do
  start=$(date +%s.%N)
  "$bin" resolve --batch "$work/urls.txt" --routes "$work/routes.json" $mode > "$work/out.txt"
  end=$(date +%s.%N)
  printf 'resolve --batch %s (%s URLs, %s routes): %.2f s wall, output %s lines\n' \
    "${mode:-(JSON lines)}" "$urls" "$routes" "$(echo "$end - $start" | bc)" "$(wc -l < "$work/out.txt")"
done
