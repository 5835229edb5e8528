#!/usr/bin/env bash
# 1,000 URLs app://x/aaaa…a(c|b) against :v((a|aa)+b) — exponential on a backtracking engine —
# through `resolve --batch --summary` (release build), pinned to one core.
#
#   Benchmarks/pathological-constraints.sh [LETTERS] [BINARY]     default: 8000 letters, ending in c
set -euo pipefail
letters="${1:-8000}"
binary="${2:-$(dirname "$0")/../.build/release/tuishell}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
printf '{"routes":[{"name":"x","pattern":"app://x/:v((a|aa)+b)","access":"public"}]}' > "$work/table.json"
python3 -c "import sys; [print('app://x/' + 'a' * $letters + 'c') for _ in range(1000)]" > "$work/urls.txt"
/usr/bin/time -f "%e s" taskset -c 0 "$binary" resolve --batch "$work/urls.txt" --routes "$work/table.json" --summary
