#!/usr/bin/env python3
"""Time to first frame in a real terminal (a pseudo-terminal of 80x24): from fork to the moment
the first frame's text arrives on the terminal, for tuishell and for a minimal Textual app.

    Benchmarks/first-frame.py [RUNS]        (needs a release build: swift build -c release)
"""
import fcntl, os, pty, select, signal, statistics, struct, sys, termios, time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RUNS = int(sys.argv[1]) if len(sys.argv) > 1 else 20


def first_frame(argv, marker, env):
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


def report(name, argv, marker, env):
    times = sorted(first_frame(argv, marker, env) * 1000 for _ in range(RUNS))
    print(f"{name}: median {statistics.median(times):.1f} ms, min {times[0]:.1f}, max {times[-1]:.1f} ({RUNS} runs)")
    return statistics.median(times)


env = dict(os.environ, TERM="xterm-256color", XDG_STATE_HOME="/tmp/tuishell-first-frame", LANG="C.UTF-8")
ours = report("tuishell", [os.path.join(ROOT, ".build/release/tuishell"), "--instance", "first-frame"], "Router handbook".encode(), env)
peer = report("Textual", [sys.executable, os.path.join(ROOT, "Benchmarks/Peers/textual_first_frame.py")], "Router handbook".encode(), env)
print(f"tuishell is {peer / ours:.1f}x faster to first frame")
