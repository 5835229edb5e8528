#!/usr/bin/env bash
# Types N characters (default 9,000) into the command bar of the app in tmux, as keys without
# bracketed paste (`send-keys -l`), then pastes the same text bracketed, and reports how long
# until the bar shows the text's end. Each run checks what arrived: after Enter the footer must
# say `the URL is N bytes long` (so N must exceed the 8,192-byte URL limit), else it exits 1.
# Every wait has a deadline (120 s).
#
#   Benchmarks/typing.sh [N] [BINARY...]     (default: the release build)
set -euo pipefail
cd "$(dirname "$0")/.."
count="${1:-9000}"
shift || true
[ "$count" -gt 8192 ] || { echo "N must exceed 8192, the URL limit the check relies on" >&2; exit 2; }
if [ "$#" -eq 0 ]; then
    swift build -c release --product tuishell >/dev/null
    set -- "$(swift build -c release --show-bin-path)/tuishell"
fi
work=$(mktemp -d)
server=""
# The app saves its state as it goes: give it a moment after the server is gone.
trap 'tmux -L "$server" kill-server 2>/dev/null || true; sleep 0.3; rm -rf "$work" 2>/dev/null || true' EXIT
run=0
mkdir -m 700 "$work/run"
text=$(python3 -c "import sys; n = int(sys.argv[1]); print('app://post/' + ('abcdefghij' * n)[:n - 15] + 'QEND')" "$count")
tail_shown="${text: -12}"

# Waits until a line of the pane matches the regex $1, for at most 120 s; prints the seconds
# since $2.
wait_for() {
    local deadline=$((SECONDS + 120))
    until tmux -L "$server" capture-pane -p -t bench | grep -qE -- "$1"; do
        [ "$SECONDS" -lt "$deadline" ] || { echo "the pane never showed '$1'" >&2; exit 1; }
        sleep 0.005
    done
    echo "$(date +%s.%N) - $2" | bc
}

for bin in "$@"; do
    for mode in typed pasted; do
        # A server of its own per run: a new one under the old name can meet it shutting down.
        run=$((run + 1))
        server="typing-$$-$run"
        tmux -L "$server" new-session -d -s bench -x 80 -y 24 \
            "XDG_RUNTIME_DIR=$work/run XDG_STATE_HOME=$work/state $bin --no-animation --instance typing; sleep 60"
        wait_for "1 Home" "$(date +%s.%N)" >/dev/null
        tmux -L "$server" send-keys -t bench ":"
        wait_for "^:" "$(date +%s.%N)" >/dev/null
        start=$(date +%s.%N)
        if [ "$mode" = typed ]; then
            tmux -L "$server" send-keys -t bench -l "$text"
        else
            tmux -L "$server" set-buffer -b typing "$text"
            tmux -L "$server" paste-buffer -p -d -b typing -t bench
        fi
        seconds=$(wait_for "$tail_shown" "$start")
        tmux -L "$server" send-keys -t bench Enter
        wait_for "the URL is $count bytes long" "$start" >/dev/null
        printf '%s  %s %d characters: %.2f s\n' "$bin" "$mode" "$count" "$seconds"
        tmux -L "$server" kill-server
    done
done
