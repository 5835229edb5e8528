#!/usr/bin/env bash
# How long one `tuishell openurl` to an idle app takes, whole process (start, send, the app
# applying the link and answering), and how often the idle app wakes. For each binary given, in
# turn (A B A B …, ROUNDS times): the app in tmux at 100x30, COUNT links one after another to
# posts 1…COUNT, each waited for; the screen must then show the last post (the benchmark measures
# what it claims); then 5 s of idle, counting the app's voluntary context switches (all threads).
# Prints the median link time and the wakeups per second of each binary.
#
#   Benchmarks/link-latency.sh ROUNDS COUNT BINARY...    e.g. 3 50 old/tuishell .build/release/tuishell
set -euo pipefail
rounds=$1 count=$2
shift 2
work=$(mktemp -d)
server="latency-$$"
trap 'tmux -L "$server" kill-server 2>/dev/null || true; rm -rf "$work"' EXIT
mkdir -m 700 "$work/run"
export XDG_RUNTIME_DIR="$work/run" XDG_STATE_HOME="$work/state"
switches() { cat /proc/"$1"/task/*/status 2>/dev/null | awk '/^voluntary_ctxt_switches/ { s += $2 } END { print s }'; }

for round in $(seq "$rounds"); do
  for bin in "$@"; do
    tag=$(echo "$bin" | tr '/.' '__')
    tmux -L "$server" new-session -d -x 100 -y 30 "$bin --no-animation --instance lat"
    until [ -S "$work/run/tuishell/lat.sock" ]; do sleep 0.05; done
    sleep 0.5
    for i in $(seq "$count"); do
      start=$(date +%s%N)
      "$bin" openurl "app://post/$i" --instance lat
      echo $(( ($(date +%s%N) - start) / 1000 )) >> "$work/$tag.micros"
    done
    sleep 0.3
    top=$(tmux -L "$server" capture-pane -p | head -1 | sed 's/^ *//')
    [ "$top" = "‹ Post $count" ] || { echo "error: the app shows '$top', not '‹ Post $count'" >&2; exit 1; }
    pid=$(pgrep -f "^$bin --no-animation --instance lat" | head -1)
    before=$(switches "$pid"); sleep 5; after=$(switches "$pid")
    echo $(( (after - before) / 5 )) >> "$work/$tag.wakeups"
    tmux -L "$server" kill-server
    while [ -S "$work/run/tuishell/lat.sock" ]; do sleep 0.05; done
  done
done
for bin in "$@"; do
  tag=$(echo "$bin" | tr '/.' '__')
  median=$(sort -n "$work/$tag.micros" | awk '{ a[NR] = $1 } END { printf "%.1f", a[int((NR + 1) / 2)] / 1000 }')
  wakeups=$(sort -n "$work/$tag.wakeups" | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }')
  echo "$bin: openurl to an idle app median $median ms of $((rounds * count)); idle wakeups $wakeups/s (median of $rounds)"
done
