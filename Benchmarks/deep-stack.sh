#!/usr/bin/env bash
# Pushes on one stack: N `open app://goods/1` lines through `tuishell script` (release build),
# whole process, pinned to one core, median of RUNS.
#
#   Benchmarks/deep-stack.sh N [RUNS] [BINARY]      default: 20000 opens, 3 runs, .build/release/tuishell
set -euo pipefail
count="${1:-20000}"
runs="${2:-3}"
binary="${3:-$(dirname "$0")/../.build/release/tuishell}"
script=$(mktemp)
trap 'rm -f "$script"' EXIT
{ for _ in $(seq "$count"); do echo "open app://goods/1"; done; echo "stack"; } > "$script"
for _ in $(seq "$runs"); do
  /usr/bin/time -f "%e" taskset -c 0 "$binary" script "$script" 2>&1 >/dev/null | tail -n 1
done | sort -n | awk '{ a[NR] = $1 } END { printf "%d opens: median %.2f s of %d runs\n", '"$count"', a[int((NR + 1) / 2)], NR }'
