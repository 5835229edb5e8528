#!/usr/bin/env python3
"""Time to first frame in a real terminal (a pseudo-terminal of 80x24): from fork to the moment
the first frame's text arrives on the terminal. tuishell is timed against the floor, a C program
that starts ncursesw and draws the same line (Peers/first_frame_floor.c, compiled here), the two
run alternately; and against a minimal Textual app when Textual is installed.

    Benchmarks/first-frame.py [RUNS] [BINARY]   (default: the release build, swift build -c release)
"""
import fcntl, os, pty, select, signal, statistics, struct, subprocess, sys, tempfile, termios, time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RUNS = int(sys.argv[1]) if len(sys.argv) > 1 else 20
BINARY = sys.argv[2] if len(sys.argv) > 2 else os.path.join(ROOT, ".build/release/tuishell")
MARKER = "Router handbook".encode()


def first_frame(argv, env, marker=MARKER):
    start = time.perf_counter()
    pid, fd = pty.fork()
    if pid == 0:
        fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
        os.execvpe(argv[0], argv, env)
    seen = b""
    try:
        while marker not in seen:
            ready, _, _ = select.select([fd], [], [], 10)
            if not ready:
                raise SystemExit(f"{argv[0]}: no first frame within 10 s")
            seen += os.read(fd, 65536)
        return time.perf_counter() - start
    finally:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        os.close(fd)


def summary(name, times):
    times = sorted(t * 1000 for t in times)
    print(f"{name}: median {statistics.median(times):.1f} ms, min {times[0]:.1f}, max {times[-1]:.1f} ({len(times)} runs)")
    return statistics.median(times)


# Own state and socket folders: the timed app neither restores nor collides with an app you run.
env = dict(os.environ, TERM="xterm-256color", XDG_STATE_HOME=tempfile.mkdtemp(), XDG_RUNTIME_DIR=tempfile.mkdtemp(), LANG="C.UTF-8")
with tempfile.TemporaryDirectory() as work:
    floor_binary = os.path.join(work, "first_frame_floor")
    subprocess.run(["cc", "-O2", os.path.join(ROOT, "Benchmarks/Peers/first_frame_floor.c"), "-lncursesw", "-o", floor_binary], check=True)
    # `tuishell` as a newcomer starts it, and with an option, which adds the argument parser.
    # A saved navigation for `--restore`: the Home tab three posts deep, as a user leaves it.
    saved = os.path.join(env["XDG_STATE_HOME"], "tuishell/instances/restored")
    os.makedirs(saved)
    with open(os.path.join(saved, "navigation.json"), "w") as file:
        file.write('{"version":1,"selectedTab":"Home","modals":[],"tabs":[{"name":"Home","urls":'
                   '["app://home","app://post/1","app://post/2","app://post/3"]}]}')
    ours, with_option, restored, floor = [], [], [], []
    for _ in range(RUNS):
        ours.append(first_frame([BINARY], env))
        floor.append(first_frame([floor_binary], env))
        with_option.append(first_frame([BINARY, "--instance", "first-frame"], env))
        # Any first frame: the tab bar is on every one, whatever screen the restore shows.
        restored.append(first_frame([BINARY, "--restore", "--instance", "restored"], env, marker="1 Home".encode()))
    ours_median = summary("tuishell", ours)
    option_median = summary("tuishell --instance first-frame", with_option)
    restore_median = summary("tuishell --restore --instance restored", restored)
    floor_median = summary("C ncursesw floor", floor)
    print(f"tuishell takes {ours_median / floor_median:.2f}x the floor, {option_median / floor_median:.2f}x with "
          f"--instance, {restore_median / floor_median:.2f}x with --restore")
try:
    import textual  # noqa: F401
except ImportError:
    print("Textual is not installed (pip install textual): its peer is skipped")
else:
    peer = summary("Textual", [first_frame([sys.executable, os.path.join(ROOT, "Benchmarks/Peers/textual_first_frame.py")], env) for _ in range(RUNS)])
    print(f"tuishell is {peer / ours_median:.1f}x faster to first frame than Textual")
