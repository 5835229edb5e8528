#!/usr/bin/env bash
# Issue #13's figures: export and diff on a 10,000-route param-heavy table (the lookup workload's
# routes, made https), and a 10-million-line analytics log replayed with --report. Time and peak
# memory from /usr/bin/time, one core. Usage: Benchmarks/deep-link-tooling.sh [RUNS]
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-3}
swift build -c release --product tuishell >/dev/null
bin=.build/release/tuishell
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd Benchmarks && python3 -c "
import json, param_workload as w
routes = w.routes(10000)
for r in routes: r['pattern'] = r['pattern'].replace('app://', 'https://', 1)
json.dump({'routes': routes}, open('$work/routes.json', 'w'))
")
python3 - "$work/log.txt" <<'PY'
import random, sys
random.seed(7)
shapes = ["app://goods/%d", "app://post/%d", "aop://log/x%d", "app://nowhere/%d/abc", "https://example.com/p/%d",
          "app://user/%032x/orders", "not a url %d", "app://lab/transition/slide", "%d\tapp://goods/%d"]
with open(sys.argv[1], "w") as out:
    for _ in range(10_000_000):
        shape = random.choice(shapes)
        if "%032x" in shape: out.write(shape % random.getrandbits(128) + "\n")
        elif shape.count("%") == 2: out.write(shape % (random.randint(1, 9), random.randint(1, 999)) + "\n")
        elif "%" in shape: out.write(shape % random.randint(1, 10**6) + "\n")
        else: out.write(shape + "\n")
PY
measure() { # label, command…
  local label=$1; shift
  for _ in $(seq "$runs"); do /usr/bin/time -f "$label %e s %M KB" taskset -c 0 "$@" >"$work/out" 2>"$work/err" || true; tail -1 "$work/err"; done
}
for format in aasa android react-navigation markdown; do
  measure "export $format" $bin routes export --format $format --routes "$work/routes.json" --host goods3
done
$bin routes export --format android --routes "$work/routes.json" > "$work/filters.xml" 2>/dev/null
measure "diff android" $bin routes diff --against "$work/filters.xml" --format android --routes "$work/routes.json"
measure "report 10M lines" $bin resolve --batch "$work/log.txt" --report --json
