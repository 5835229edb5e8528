#!/usr/bin/env bash
# Issue #26's per-file figures: for every manifest in Tests/DeepLinksTests/Corpus, what
# `routes import` makes of it and how far the imported table agrees with the platform (the
# oracles in Tests/PlatformOracles) on the URLs sampled from the file's own rules.
#
#   Benchmarks/corpus-agreement.sh [TUISHELL]      default: .build/debug/tuishell
#
# Columns: file, import exit code, routes, warnings, samples, claimed URLs routed, excluded URLs
# kept out, unclaimed URLs routed (over-claims), routes diff exit code against the file itself.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${1:-.build/debug/tuishell}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
swiftc -swift-version 6 -parse-as-library -O -o "$work/oracle" Tests/PlatformOracles/*.swift Benchmarks/Corpus/OracleDecisions.swift
printf '%-28s %6s %6s %5s %7s %15s %15s %10s %5s\n' file import routes warn samples claimed-routed excluded-out overclaim diff
for path in Tests/DeepLinksTests/Corpus/aasa/*.json Tests/DeepLinksTests/Corpus/android/*.xml; do
  kind=aasa; [[ $path == *.xml ]] && kind=android
  name=$(basename "$path")
  "$work/oracle" "$kind" "$path" > "$work/decisions"
  set +e
  "$bin" routes import "$path" --format "$kind" > "$work/table.json" 2> "$work/warnings"
  import=$?
  "$bin" routes diff --against "$path" --format "$kind" --routes "$work/table.json" > /dev/null 2>&1
  diff=$?
  set -e
  routes=$(grep -c '"pattern"' "$work/table.json" || true)
  warnings=$(grep -c '^warning' "$work/warnings" || true)
  if [ "$import" -eq 0 ]; then
    cut -f1 "$work/decisions" | "$bin" resolve --batch - --routes "$work/table.json" --origin external \
      | python3 -c 'import json,sys; [print("routed" if json.loads(l)["matched"] else "kept") for l in sys.stdin]' > "$work/routed"
  else
    cut -f1 "$work/decisions" | sed 's/.*/kept/' > "$work/routed"
  fi
  paste "$work/decisions" "$work/routed" | python3 -c '
import sys
rows = [line.rstrip("\n").split("\t") for line in sys.stdin]
claimed = [r for r in rows if r[1] == "claimed"]; excluded = [r for r in rows if r[1] == "excluded"]
over = sum(1 for r in rows if r[1] == "unmatched" and r[2] == "routed")
print(len(rows), "%d/%d" % (sum(r[2] == "routed" for r in claimed), len(claimed)), "%d/%d" % (sum(r[2] == "kept" for r in excluded), len(excluded)), over)
' > "$work/agreement"
  read -r samples routed kept over < "$work/agreement"
  printf '%-28s %6s %6s %5s %7s %15s %15s %10s %5s\n' "$name" "$import" "$routes" "$warnings" "$samples" "$routed" "$kept" "$over" "$diff"
done
