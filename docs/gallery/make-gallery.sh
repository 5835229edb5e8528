#!/usr/bin/env bash
# Renders the README's gallery: each *.tuishell script here runs headlessly against the demo
# (tuishell script, 100x30, dark theme) and writes its SVG next to it. CLITests check that the
# committed pictures are what these scripts draw now.
set -euo pipefail
cd "$(dirname "$0")"
tuishell=${TUISHELL:-../../.build/debug/tuishell}
[ -x "$tuishell" ] || (cd ../.. && swift build --product tuishell)
for script in *.tuishell; do
  env -u NO_COLOR TUISHELL_THEME=dark "$tuishell" script --size 100x30 "$script"
done
ls -1 *.svg
