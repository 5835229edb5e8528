#!/usr/bin/env bash
# Sends a burst of `tuishell openurl` processes, all at once, to a running release app in tmux and
# reports how long until every one was answered and how many were not accepted.
# Usage: Benchmarks/deep-link-burst.sh [COUNT]
set -euo pipefail
cd "$(dirname "$0")/.."
count=${1:-1000}
work=$(mktemp -d)
server="burst-$$"
trap 'tmux -L "$server" kill-server 2>/dev/null || true; rm -rf "$work"' EXIT
mkdir -m 700 "$work/run"
export XDG_RUNTIME_DIR="$work/run" XDG_STATE_HOME="$work/state"

swift build -c release --product tuishell >/dev/null
bin=$(swift build -c release --show-bin-path)/tuishell
tmux -L "$server" new-session -d -x 100 -y 30 "XDG_RUNTIME_DIR=$work/run XDG_STATE_HOME=$work/state $bin --no-animation --instance burst"
until [ -S "$work/run/tuishell/burst.sock" ]; do sleep 0.1; done

start=$(date +%s.%N)
for i in $(seq 1 "$count"); do "$bin" openurl "app://post/$i" --instance burst 2>>"$work/errors" & done
wait
end=$(date +%s.%N)
sleep 0.3
echo "openurl burst: $count processes in $(echo "$end - $start" | bc) s; not accepted: $(wc -l < "$work/errors")"
echo "top screen after the burst: $(tmux -L "$server" capture-pane -p | head -1 | sed 's/^ *//')"
