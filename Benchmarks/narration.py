#!/usr/bin/env python3
"""What narration costs per key: the same walk through the demo (N keys: move, open, back, tabs,
help) run headless by `tuishell script` three ways, alternately, pinned to one core —
  plain:    the keys alone (no frame is drawn between them);
  frames:   the keys, each followed by a check of the screen (`expect-not`), so a frame is drawn
            after every key, as the run loop draws one;
  narrated: the keys and a `narration` line, so the narrator listens after every key (its
            update draws the frame it reads the focus from, as the run loop's does).
narrated − frames is narration's own cost per key. Each run is checked: the three end on the same
`stack`, and the narrated one said at least a line per opened screen.

    Benchmarks/narration.py [KEYS] [RUNS] [BINARY]   (default 3000 keys, 7 runs, the release build)
"""
import os, statistics, subprocess, sys, tempfile, time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
KEYS = int(sys.argv[1]) if len(sys.argv) > 1 else 3000
RUNS = int(sys.argv[2]) if len(sys.argv) > 2 else 7
BINARY = sys.argv[3] if len(sys.argv) > 3 else os.path.join(ROOT, ".build/release/tuishell")

# One lap: Home, its second product opened and left, the other tabs, help open and closed —
# so every Enter opens a screen, which the check below counts.
LAP = ["1", "home", "down", "enter", "esc", "2", "3", "4", "?", "esc"]
keys = [LAP[i % len(LAP)] for i in range(KEYS)]
opened = keys.count("enter")
scripts = {
    "plain": "".join(f"key {k}\n" for k in keys) + "stack\n",
    "frames": "".join(f"key {k}\nexpect-not §§\n" for k in keys) + "stack\n",
    "narrated": "narration\n" + "".join(f"key {k}\n" for k in keys) + "stack\nnarration\n",
}

env = dict(os.environ, XDG_STATE_HOME=tempfile.mkdtemp(), XDG_RUNTIME_DIR=tempfile.mkdtemp())
times = {name: [] for name in scripts}
stacks = {}
for _ in range(RUNS):
    for name, script in scripts.items():
        start = time.perf_counter()
        run = subprocess.run(["taskset", "-c", "0", BINARY, "script", "-"], input=script, capture_output=True,
                             text=True, env=env, check=True)
        times[name].append(time.perf_counter() - start)
        lines = run.stdout.splitlines()
        stack = next(line for line in lines if line.startswith("{"))
        if stacks.setdefault("end", stack) != stack:
            raise SystemExit(f"{name} ended on another stack:\n{stack}\n{stacks['end']}")
        if name == "narrated":
            said = sum(1 for line in lines if line.startswith("Opened: "))
            if said < opened:
                raise SystemExit(f"narration said {said} 'Opened:' lines for {opened} screens opened")

medians = {name: statistics.median(values) for name, values in times.items()}
for name, median in medians.items():
    print(f"{name:9} median {median * 1000:8.1f} ms  ({KEYS} keys, {RUNS} runs)")
per_key = (medians["narrated"] - medians["frames"]) / KEYS * 1e6
frame = (medians["frames"] - medians["plain"]) / KEYS * 1e6
print(f"a frame per key: {frame:.1f} µs; narration's own cost per key: {per_key:.1f} µs")
