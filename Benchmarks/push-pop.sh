#!/usr/bin/env bash
# 1,000 pushes then 1,000 pops, side by side, alternating in one run: tuishell pinned to core 0,
# tuishell free to use every core, and Textual pinned to core 0. tuishell opens N screens
# through the router in `tuishell script` (release build, in-memory terminal, animations on as
# in the app) and goes back N times with Esc; Textual pushes and pops N screens under run_test.
# Every run checks the depth it reached and the depth it came back to. Prints each side's
# median, Textual's time over tuishell's pinned, and tuishell's unpinned time over its pinned.
#
#   Benchmarks/push-pop.sh [RUNS] [N]      (needs: swift build -c release; pip install textual==8.2.8)
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-5}"
count="${2:-1000}"
bin=.build/release/tuishell
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

{ for i in $(seq 1 "$count"); do echo "open app://post/$i"; done
  echo "stack"
  for i in $(seq 1 "$count"); do echo "key esc"; done
  echo "stack"; } > "$work/push-pop.txt"

home_depths() {
  python3 -c 'import json, sys
for line in sys.stdin:
    if line.startswith("{"):
        print(len(next(t for t in json.loads(line)["tabs"] if t["name"] == "Home")["stack"]))' < "$1" | tr '\n' ' '
}

tuishell_run() {  # CPUS → milliseconds; fails unless the stack reached N + 1 and came back to 1
  local start end
  start=$(date +%s%N)
  taskset -c "$1" "$bin" script "$work/push-pop.txt" > "$work/out.txt"
  end=$(date +%s%N)
  local depths
  depths=$(home_depths "$work/out.txt")
  [ "$depths" = "$((count + 1)) 1 " ] || { echo "error: Home stack depths '$depths', expected $((count + 1)) then 1" >&2; exit 1; }
  echo $(( (end - start) / 1000000 ))
}

pinned=() unpinned=() textual=()
all=$(seq -s, 0 $(($(nproc) - 1)))
for _ in $(seq 1 "$runs"); do
  pinned+=("$(tuishell_run 0)")
  unpinned+=("$(tuishell_run "$all")")
  textual+=("$(taskset -c 0 python3 Benchmarks/Peers/textual_push_pop.py "$count" | grep -oE '[0-9]+ ms' | grep -oE '[0-9]+')")
done
median() { printf '%s\n' "$@" | sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
p=$(median "${pinned[@]}") u=$(median "${unpinned[@]}") t=$(median "${textual[@]}")
echo "push+pop $count, medians of $runs (ms): tuishell core 0 $p [${pinned[*]}], tuishell all cores $u [${unpinned[*]}], Textual core 0 $t [${textual[*]}]"
echo "Textual / tuishell (both core 0): $(echo "scale=1; $t / $p" | bc)x; tuishell all cores / core 0: $(echo "scale=2; $u / $p" | bc)"
