#!/usr/bin/env bash
# Issue #26's timings: `routes import`, `routes export` (back to the file's own format) and
# `routes diff` (of the imported table against its source) over every manifest of
# Tests/DeepLinksTests/Corpus (43 files), one process per file as a user runs them, pinned to one
# core. Prints the median of RUNS passes of each step, in milliseconds for the whole corpus, and
# checks each pass did what it claims (every import, export and diff exits 0).
#
#   Benchmarks/corpus-tooling.sh [RUNS]      default: 5
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-5}
swift build -c release --product tuishell >/dev/null
bin=.build/release/tuishell
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
files=(Tests/DeepLinksTests/Corpus/aasa/*.json Tests/DeepLinksTests/Corpus/android/*.xml)
kind() { [[ $1 == *.xml ]] && echo android || echo aasa; }
step() { # import|export|diff → prints milliseconds for the corpus; fails on any non-zero exit
  local started ended
  started=$(date +%s%N)
  for path in "${files[@]}"; do
    local name=$(basename "$path") format=$(kind "$path")
    case $1 in
      import) taskset -c 0 $bin routes import "$path" --format "$format" >"$work/$name.table" 2>/dev/null ;;
      export) taskset -c 0 $bin routes export --format "$format" --routes "$work/$name.table" --host example.com >/dev/null 2>&1 ;;
      diff) taskset -c 0 $bin routes diff --against "$path" --format "$format" --routes "$work/$name.table" >/dev/null 2>&1 ;;
    esac
  done
  ended=$(date +%s%N)
  echo $(( (ended - started) / 1000000 ))
}
median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
for operation in import export diff; do
  times=$(for _ in $(seq "$runs"); do step $operation; done)
  printf "%-7s %6s ms for %d files (median of %d; all: %s)\n" $operation "$(echo "$times" | median)" "${#files[@]}" "$runs" "$(echo $times)"
done
