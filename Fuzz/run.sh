#!/usr/bin/env bash
# Builds the fuzz targets with libFuzzer and AddressSanitizer, then runs each for SECONDS.
#
#   Fuzz/run.sh [SECONDS] [TARGET...]      default: 60 seconds, every target
#
# Seeds come from Fuzz/Corpus/<target>; the growing corpus and any crash files are kept under
# .build-fuzz/ (ignored by git). Exits non-zero when a target finds a crash, leak or timeout.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
seconds="${1:-60}"
shift || true
all=(URLResolution RouteTableLoading PushPayloadParsing ScriptParsing DeepLinkExport ManifestImport)
targets=("${@:-${all[@]}}")
out="$root/.build-fuzz"
mkdir -p "$out"

# One package name for every module, so `package` declarations (the JSON reader and writer) are
# visible across them as under SwiftPM.
flags=(-sanitize=fuzzer,address -parse-as-library -O -g -swift-version 6 -use-ld=lld -package-name tuishell -I "$out"
  -enable-upcoming-feature NonisolatedNonsendingByDefault)

# One static library per project module, instrumented for coverage, in dependency order.
build_module() {
  local name="$1"; shift
  local sources
  mapfile -t sources < <(find "Sources/$name" -name '*.swift' | sort)
  swiftc "${flags[@]}" "$@" -emit-library -static -emit-module -module-name "$name" \
    -emit-module-path "$out/$name.swiftmodule" -o "$out/lib$name.a" "${sources[@]}"
}
echo "building RouterCore, DeepLinks, TUIShell and Screens with -sanitize=fuzzer,address …"
build_module RouterCore
build_module DeepLinks
build_module TUIShell -enable-testing -I Sources/CNcurses
build_module Screens -I Sources/CNcurses

max_len() {
  case "$1" in
    URLResolution) echo 9000 ;;        # past the 8192-byte URL limit
    RouteTableLoading) echo 16384 ;;
    ManifestImport) echo 16384 ;;
    PushPayloadParsing) echo 5000 ;;   # past the 4096-byte payload limit
    *) echo 4096 ;;
  esac
}

export LSAN_OPTIONS="suppressions=$root/Fuzz/lsan.supp:print_suppressions=0"
status=0
for target in "${targets[@]}"; do
  [ -f "Fuzz/Targets/$target.swift" ] || { echo "error: unknownTarget: no Fuzz/Targets/$target.swift" >&2; exit 2; }
  swiftc "${flags[@]}" -I Sources/CNcurses "Fuzz/Targets/$target.swift" -L "$out" \
    -lScreens -lTUIShell -lDeepLinks -lRouterCore -lncursesw -ltinfo -o "$out/$target"
  corpus="$out/corpus/$target"
  findings="$out/findings/$target"
  mkdir -p "$corpus" "$findings"
  cp -n "Fuzz/Corpus/$target"/* "$corpus"/ 2>/dev/null || true
  echo "== $target for ${seconds}s"
  log="$out/$target.log"
  dict=()
  [ -f "Fuzz/Dictionaries/$target.dict" ] && dict=(-dict="Fuzz/Dictionaries/$target.dict")
  if "$out/$target" "$corpus" "${dict[@]}" -max_total_time="$seconds" -max_len="$(max_len "$target")" \
      -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$findings/" >"$log" 2>&1; then
    runs=$(grep -oE 'stat::number_of_executed_units: *[0-9]+' "$log" | grep -oE '[0-9]+$' || echo "?")
    cov=$(grep -oE 'cov: [0-9]+' "$log" | tail -n 1 | grep -oE '[0-9]+' || echo "?")
    echo "   clean: $runs executions, coverage $cov edges, corpus $(ls "$corpus" | wc -l) inputs"
  else
    status=1
    echo "   FINDING — see $log and $findings" >&2
    grep -E 'ERROR|Fatal error|SUMMARY|Test unit written' "$log" >&2 || tail -n 30 "$log" >&2
  fi
done
exit "$status"
