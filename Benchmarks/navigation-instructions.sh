#!/usr/bin/env bash
# Instructions per navigation, counted by callgrind (no timing noise): `tuishell script` opening N
# screens through the router and going back N times, minus the same script with none, over 2N.
#
#   Benchmarks/navigation-instructions.sh [N] [BINARY]   (needs: swift build -c release; valgrind)
set -euo pipefail
cd "$(dirname "$0")/.."
count="${1:-1000}"
bin="${2:-.build/release/tuishell}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

instructions() {  # N → instructions of the whole run
  { for i in $(seq 1 "$1"); do echo "open app://post/$i"; done
    echo "stack"
    for i in $(seq 1 "$1"); do echo "key esc"; done
    echo "stack"; } > "$work/script-$1.txt"
  valgrind --tool=callgrind --callgrind-out-file="$work/callgrind-$1" "$bin" script "$work/script-$1.txt" \
    > "$work/out-$1.txt" 2> "$work/valgrind-$1.txt"
  grep -oE 'Collected : [0-9]+' "$work/valgrind-$1.txt" | grep -oE '[0-9]+'
}
base=$(instructions 0)
total=$(instructions "$count")
# The stack after the pushes is N + 1 deep on Home (checked, so the count measures real pushes).
depth=$(grep '^{' "$work/out-$count.txt" | head -n 1 | python3 -c 'import json, sys
print(len(next(t for t in json.load(sys.stdin)["tabs"] if t["name"] == "Home")["stack"]))')
[ "$depth" = "$((count + 1))" ] || { echo "error: the Home stack was $depth deep, not $((count + 1))" >&2; exit 1; }
echo "instructions per navigation ($count pushes + $count pops): $(( (total - base) / (2 * count) ))"
