#!/usr/bin/env bash
# Pushes on one stack: N `open-internal app://goods/1` lines through `tuishell script` (release
# build), whole process, pinned to one core, median of RUNS, for each N given. In-app opens, so
# no `parent` chain rebuilds the stack: each one pushes, and the script checks that the Home tab
# really is N + 1 screens deep at the end (the benchmark measures the depth it claims).
#
#   Benchmarks/deep-stack.sh [RUNS] [N...]      default: 3 runs, 8000 and 20000 pushes
#
# BINARIES="old/tuishell new/tuishell" compares builds side by side: each run goes through them
# in turn (A B A B …), and each gets its own median.
set -euo pipefail
runs="${1:-3}"
shift || true
counts=("${@:-8000 20000}")
[ $# -gt 0 ] || counts=(8000 20000)
read -r -a binaries <<< "${BINARIES:-$(dirname "$0")/../.build/release/tuishell}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for count in "${counts[@]}"; do
  { for _ in $(seq "$count"); do echo "open-internal app://goods/1"; done; echo "stack"; } > "$work/script"
  for _ in $(seq "$runs"); do
    for index in "${!binaries[@]}"; do
      /usr/bin/time -o "$work/time" -f "%e" taskset -c 0 "${binaries[$index]}" script "$work/script" > "$work/out"
      depth=$(tail -n 1 "$work/out" | python3 -c 'import json, sys; print(len(json.load(sys.stdin)["tabs"][0]["stack"]))')
      [ "$depth" -eq $((count + 1)) ] || { echo "error: the Home stack is $depth deep, not $((count + 1))" >&2; exit 1; }
      cat "$work/time" >> "$work/times-$index"
    done
  done
  for index in "${!binaries[@]}"; do
    label=$([ ${#binaries[@]} -gt 1 ] && echo " ${binaries[$index]}" || true)
    sort -n "$work/times-$index" | awk '{ a[NR] = $1 } END { printf "%d pushes (stack %d deep)%s: median %.2f s of %d runs\n", '"$count"', '"$count"' + 1, "'"$label"'", a[int((NR + 1) / 2)], NR }'
    rm "$work/times-$index"
  done
done
