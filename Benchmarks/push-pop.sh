#!/usr/bin/env bash
# Pushes N screens through the router and goes back N times in `tuishell script` (release
# build, in-memory terminal, animations on as in the app), then Textual's push_screen/pop_screen
# for the same count under run_test. Also the peak memory of a 10,000-deep stack.
#
#   Benchmarks/push-pop.sh [N]      (needs: swift build -c release; pip install textual)
set -euo pipefail
cd "$(dirname "$0")/.."
count="${1:-1000}"
bin=.build/release/tuishell
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

{ for i in $(seq 1 "$count"); do echo "open app://post/$i"; done
  for i in $(seq 1 "$count"); do echo "key esc"; done
  echo "stack"; } > "$work/push-pop.txt"
start=$(date +%s.%N)
"$bin" script "$work/push-pop.txt" > "$work/out.txt"
end=$(date +%s.%N)
depth=$(tail -n 1 "$work/out.txt" | python3 -c 'import json, sys; s = json.load(sys.stdin); print(len(next(t for t in s["tabs"] if t["name"] == "Home")["stack"]))')
echo "tuishell script push+pop $count (whole process): $(echo "($end - $start) * 1000 / 1" | bc) ms, screens left on the Home stack: $depth"
python3 Benchmarks/Peers/textual_push_pop.py "$count"

{ for i in $(seq 1 10000); do echo "open app://post/$i"; done; echo "expect Post 10000"; } > "$work/deep.txt"
/usr/bin/time -f "tuishell script 10,000-deep stack: peak RSS %M KB, %e s" "$bin" script "$work/deep.txt" >/dev/null
echo "open app://home" > "$work/one.txt"
/usr/bin/time -f "tuishell script one screen (baseline): peak RSS %M KB" "$bin" script "$work/one.txt" >/dev/null
