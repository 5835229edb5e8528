"""Browser-tab clients for the serving benchmarks (`serve.py load`, `serve_peer.py`), shared so
tuishell and its peer are measured by the same code.

A session is one tab: it opens the server's WebSocket as the server's own page does, keeps the
screen the page would show, and sends keys. Two kinds, one interface (`lines()`, `selected()`,
`key()`, `wait()`):

- `TuishellSession`: `tuishell serve`'s page protocol (docs/reference.md §14): JSON key messages
  out, JSON frames of changed rows in; messages that are not frames (the coming
  `{"type":"session",…}`, screenshots) are skipped. The selected list row is the one drawn with
  `› ` before its label.
- `TextualSession`: textual-serve's page protocol (its textual.js and server.py, 1.1.3): open
  `/ws?width=W&height=H`, send `["resize",{"width":W,"height":H}]` as the page does on open,
  keys as `["stdin","j"]`; binary messages are the app's terminal output, fed to a `pyte`
  terminal emulator of the same size. The selected list row is the one list row whose
  background differs from the other rows' (Textual draws the highlight as a background colour).

A key's latency is from just before the key is sent to the arrival of the message after which
the screen shows its effect (the time stamp is taken when the message arrives, before the client
parses it, so a slow client-side emulator does not count against the server). Both use the
`websockets` library (`pip install websockets pyte`), with what a browser negotiates by default
(permessage-deflate offered) and no client pings (a page sends none; server pings are answered).

`Pool` runs sessions in client processes (multiprocessing, each pinned to the client core, each
an asyncio loop with its own descriptor limit raised), so the sessions can be spread over several
processes when one cannot keep up; the orchestrating process sends each phase as a command.
"""
import asyncio, json, multiprocessing, os, re, resource, statistics, time

from websockets.asyncio.client import connect

GOODS = ["Goods #1  Mechanical keyboard  ¥399", "Goods #2  Terminal mug  ¥59", "Goods #3  Router handbook  ¥88"]
MORE = ["A post          app://post/42", "A web page      https://example.com/docs",
        "The blog        aop://blog/redirect", "An alert        app://alert?title=Hello",
        "A mediator call mediator://Order/makeScreen", "x-callback      app://x-callback-url/register"]
LIST_LABELS = GOODS + MORE
WIDTH, HEIGHT = 80, 24


def on_home(session):
    """Home's list is on screen: all three goods rows."""
    text = "\n".join(session.lines())
    return all(label in text for label in GOODS)


def home_ready(session):
    """Home's list with the first product selected: where typing starts."""
    return on_home(session) and session.selected() == GOODS[0]


def alternate(count):
    """The count-th key of a typing run and the selection it must show: j to Goods #2, k back."""
    return ("j", GOODS[1]) if count % 2 == 0 else ("k", GOODS[0])


class Lost(Exception):
    pass


class Session:
    kind = "?"

    def __init__(self, socket):
        self.socket, self.closed, self.bytes, self.messages, self._watch = socket, None, 0, 0, None
        self._reader = asyncio.create_task(self._read())

    @classmethod
    async def open(cls, base, timeout=30):
        raise NotImplementedError

    async def _read(self):
        try:
            async for message in self.socket:
                arrived = time.perf_counter()
                self.messages += 1
                self.apply(message)
                watch = self._watch
                if watch is not None and watch[0](self):
                    self._watch = None
                    if not watch[1].done():
                        watch[1].set_result(arrived)
        except Exception as error:  # a connection that ends badly ends the session all the same
            self.closed = f"{type(error).__name__}: {error}"
        finally:
            if self.closed is None:
                self.closed = f"closed {self.socket.close_code} {self.socket.close_reason!r}"
            watch, self._watch = self._watch, None
            if watch is not None and not watch[1].done():
                watch[1].set_exception(Lost(self.closed))

    async def wait(self, predicate, timeout, send=None):
        """When the screen first satisfied predicate (perf_counter at the arrival of the message
        after which it did). send, a coroutine such as key(), runs once the watch is in place."""
        if send is None and predicate(self):
            return time.perf_counter()
        if self.closed is not None:
            if send is not None:
                send.close()
            raise Lost(self.closed)
        future = asyncio.get_running_loop().create_future()
        self._watch = (predicate, future)
        if send is not None:
            try:
                await send
            except Exception as error:
                self._watch = None
                raise Lost(f"could not send: {type(error).__name__}: {error}") from None
        try:
            return await asyncio.wait_for(future, timeout)
        except asyncio.TimeoutError:
            self._watch = None
            raise Lost(f"no such screen within {timeout} s; screen:\n" + "\n".join(self.lines())) from None

    async def close(self):
        await self.socket.close()
        await self._reader


class TuishellSession(Session):
    kind = "tuishell"

    def __init__(self, socket):
        self.rows, self.url = {}, None
        super().__init__(socket)

    @classmethod
    async def open(cls, base, timeout=30):
        socket = await connect(f"{base}session?width={WIDTH}&height={HEIGHT}", ping_interval=None,
                               max_size=None, open_timeout=timeout)
        return cls(socket)

    def apply(self, message):
        self.bytes += len(message.encode()) if isinstance(message, str) else len(message)
        message = json.loads(message)
        if message.get("type") != "frame":
            return
        for row, runs in message["rows"]:
            text, cells = [], 0
            for column, width, run, *_ in runs:
                if column > cells:
                    text.append(" " * (column - cells))
                text.append(run)
                cells = column + width
            self.rows[row] = "".join(text)
        if "url" in message:
            self.url = message["url"]

    def lines(self):
        return [self.rows[row] for row in sorted(self.rows)]

    def selected(self):
        found = None
        for line in self.rows.values():
            at = line.find("› ")
            if at >= 0:
                if found is not None:
                    return None
                found = line[at + 2:].rstrip()
        return found

    async def key(self, name):
        await self.socket.send(json.dumps({"type": "key", "key": name}))


class TextualSession(Session):
    kind = "textual"
    KEYS = {"enter": "\r", "esc": "\x1b", "tab": "\t"}

    def __init__(self, socket):
        import pyte
        self.screen = pyte.Screen(WIDTH, HEIGHT)
        self.stream = pyte.ByteStream(self.screen)
        super().__init__(socket)

    @classmethod
    async def open(cls, base, timeout=30):
        socket = await connect(f"{base}ws?width={WIDTH}&height={HEIGHT}", ping_interval=None,
                               max_size=None, open_timeout=timeout)
        await socket.send(json.dumps(["resize", {"width": WIDTH, "height": HEIGHT}]))
        return cls(socket)

    def apply(self, message):
        if isinstance(message, bytes):
            self.bytes += len(message)
            self.stream.feed(message)
        else:
            self.bytes += len(message.encode())  # pong, open_url and the like: not the screen

    def lines(self):
        return self.screen.display

    def selected(self):
        found = []
        for y, line in enumerate(self.screen.display):
            for label in LIST_LABELS:
                x = line.find(label)
                if x >= 0:
                    found.append((self.screen.buffer[y][x].bg, label))
                    break
        backgrounds = [background for background, _ in found]
        unique = [label for background, label in found if backgrounds.count(background) == 1]
        return unique[0] if len(found) >= 3 and len(unique) == 1 else None

    async def key(self, name):
        await self.socket.send(json.dumps(["stdin", self.KEYS.get(name, name)]))


KINDS = {"tuishell": TuishellSession, "textual": TextualSession}


# Measuring a server process and its children, from /proc.

def tree(pid):
    """pid and all its descendants."""
    children = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat") as stat:
                    parent = int(stat.read().rsplit(")", 1)[1].split()[1])
            except OSError:
                continue
            children.setdefault(parent, []).append(int(entry))
    found, stack = [], [pid]
    while stack:
        current = stack.pop()
        found.append(current)
        stack.extend(children.get(current, []))
    return found


def memory_kib(pid):
    """(RSS, PSS) in KiB summed over the process tree."""
    rss = pss = 0
    for process in tree(pid):
        try:
            with open(f"/proc/{process}/smaps_rollup") as rollup:
                text = rollup.read()
        except OSError:
            continue
        rss += int(re.search(r"^Rss:\s+(\d+)", text, re.M).group(1))
        pss += int(re.search(r"^Pss:\s+(\d+)", text, re.M).group(1))
    return rss, pss


def cpu_seconds(pid):
    """utime + stime of the process tree, in seconds (children that exited are not counted)."""
    ticks = 0
    for process in tree(pid):
        try:
            with open(f"/proc/{process}/stat") as stat:
                fields = stat.read().rsplit(")", 1)[1].split()
        except OSError:
            continue
        ticks += int(fields[11]) + int(fields[12])
    return ticks / os.sysconf("SC_CLK_TCK")


def schedule(pid):
    """(run, run-queue wait, time slices) summed over the process's threads, from
    /proc/PID/task/*/schedstat: nanoseconds on a CPU, nanoseconds runnable but waiting for one."""
    total = [0, 0, 0]
    try:
        tasks = os.listdir(f"/proc/{pid}/task")
    except OSError:
        return total
    for task in tasks:
        try:
            with open(f"/proc/{pid}/task/{task}/schedstat") as stat:
                for index, value in enumerate(stat.read().split()[:3]):
                    total[index] += int(value)
        except OSError:
            continue
    return total


def core_busy():
    """{core: (busy, total, steal) jiffies} from /proc/stat, to tell how busy each core was."""
    cores = {}
    with open("/proc/stat") as stat:
        for line in stat:
            match = re.match(r"cpu(\d+) (.*)", line)
            if match:
                values = [int(value) for value in match.group(2).split()]
                cores[int(match.group(1))] = (sum(values) - values[3] - values[4], sum(values), values[7])
    return cores


def busy_percent(before, after, field=0):
    """Each core's busy share (field 0; steal time, taken by the host, is field 2) between two reads."""
    return {core: 100 * (after[core][field] - before[core][field]) / max(1, after[core][1] - before[core][1])
            for core in before}


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[max(0, min(len(ordered) - 1, int(len(ordered) * fraction + 0.999999) - 1))] if ordered else float("nan")


def raise_descriptor_limit():
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    return hard


# Client processes.

class Worker:
    """One client process's sessions; each method is a phase the orchestrator starts."""

    def __init__(self, kind, base):
        self.kind, self.base, self.sessions = KINDS[kind], base, []

    async def open(self, count, concurrency, timeout):
        """Open count sessions, at most concurrency at a time; each must show Home."""
        gate = asyncio.Semaphore(concurrency)
        times, failures = [], []

        async def one():
            async with gate:
                start = time.perf_counter()
                try:
                    session = await self.kind.open(self.base, timeout)
                    self.sessions.append(session)
                    seen = await session.wait(home_ready, timeout)
                    times.append(seen - start)
                except Exception as error:
                    failures.append(f"{type(error).__name__}: {error}"[:300])

        start = time.perf_counter()
        await asyncio.gather(*(one() for _ in range(count)))
        return {"times": times, "failures": failures, "wall": time.perf_counter() - start}

    async def type(self, typists, start_at, seconds, rate, timeout):
        """typists: [(session index here, phase in 0..1)]. Each types alternate j/k at rate keys/s
        from start_at (+ its phase of one interval) for seconds, each key waited for on screen."""
        interval = 1 / rate
        latencies, when, failures, late = [], [], [], [0]
        offset = time.monotonic() - time.perf_counter()  # the same clock on Linux; kept exact anyway
        cpu = resource.getrusage(resource.RUSAGE_SELF)

        async def typist(index, phase):
            session, due, count, total = self.sessions[index], start_at + phase * interval, 0, round(seconds * rate)
            while count < total:
                delay = due - time.monotonic()
                if delay > 0:
                    await asyncio.sleep(delay)
                key, want = alternate(count)
                if session.selected() == want:
                    failures.append(f"session {index}: {want!r} selected before its key")
                    return
                sent = time.perf_counter()
                try:
                    seen = await session.wait(lambda s: s.selected() == want, timeout, session.key(key))
                except Exception as error:
                    failures.append(f"session {index}, key {count} ({key}): {type(error).__name__}: {error}"[:400])
                    return
                latencies.append(seen - sent)
                when.append(sent)
                count += 1
                due += interval
                if due < time.monotonic():  # behind: send the next key now, without a burst
                    late[0] += 1
                    due = time.monotonic()
            if count % 2:  # leave the session as it started, on Goods #1
                try:
                    await session.wait(lambda s: s.selected() == GOODS[0], timeout, session.key("k"))
                except Exception as error:
                    failures.append(f"session {index}, last k: {type(error).__name__}: {error}"[:400])

        received = sum(self.sessions[index].bytes for index, _ in typists)
        await asyncio.gather(*(typist(index, phase) for index, phase in typists))
        used = resource.getrusage(resource.RUSAGE_SELF)
        received = sum(self.sessions[index].bytes for index, _ in typists) - received
        return {"latencies": latencies, "sent_at": [t + offset - start_at for t in when], "failures": failures,
                "late": late[0], "bytes": received,
                "cpu": used.ru_utime + used.ru_stime - cpu.ru_utime - cpu.ru_stime}

    async def check(self, timeout):
        """Every session still open and answering: j must show Goods #2, k Goods #1 again."""
        lost = []

        async def one(index, session):
            try:
                if session.closed is not None:
                    raise Lost(session.closed)
                for key, want in (alternate(0), alternate(1)):
                    await session.wait(lambda s: s.selected() == want, timeout, session.key(key))
            except Exception as error:
                lost.append(f"session {index}: {type(error).__name__}: {error}"[:400])

        await asyncio.gather(*(one(index, session) for index, session in enumerate(self.sessions)))
        return {"lost": lost, "count": len(self.sessions)}

    async def close(self):
        sessions, self.sessions = self.sessions, []
        await asyncio.gather(*(session.close() for session in sessions), return_exceptions=True)
        return {"closed": len(sessions), "bytes": sum(session.bytes for session in sessions)}


def _worker_main(connection, kind, base, core):
    if core is not None:
        os.sched_setaffinity(0, {core})
    raise_descriptor_limit()

    async def serve():
        worker, loop = Worker(kind, base), asyncio.get_running_loop()
        while True:
            command, arguments = await loop.run_in_executor(None, connection.recv)
            if command == "exit":
                connection.send(None)
                return
            try:
                connection.send(await getattr(worker, command)(*arguments))
            except Exception as error:
                connection.send({"error": f"{type(error).__name__}: {error}"})

    asyncio.run(serve())


class Pool:
    """Client processes (`processes` of them, pinned to `core`) holding the sessions, dealt round
    robin; each method runs one phase in all of them and gathers what they report."""

    def __init__(self, kind, base, processes=1, core=None):
        context = multiprocessing.get_context("fork")
        self.connections, self.processes, self.opened = [], [], [0] * processes
        for _ in range(processes):
            mine, theirs = context.Pipe()
            process = context.Process(target=_worker_main, args=(theirs, kind, base, core), daemon=True)
            process.start()
            self.connections.append(mine)
            self.processes.append(process)

    def _all(self, command, per_worker):
        for connection, arguments in zip(self.connections, per_worker):
            connection.send((command, arguments))
        results = [connection.recv() for connection in self.connections]
        for result in results:
            if isinstance(result, dict) and "error" in result:
                raise SystemExit(f"client process failed in {command}: {result['error']}")
        return results

    def open(self, count, concurrency=50, timeout=60):
        shares = [count // len(self.connections) + (i < count % len(self.connections))
                  for i in range(len(self.connections))]
        gates = [max(1, concurrency * share // max(1, count)) for share in shares]
        start = time.perf_counter()
        results = self._all("open", [(share, gate, timeout) for share, gate in zip(shares, gates)])
        wall = time.perf_counter() - start
        for i, share in enumerate(shares):
            self.opened[i] += share
        return {"times": [t for r in results for t in r["times"]],
                "failures": [f for r in results for f in r["failures"]], "wall": wall}

    def type(self, typists, seconds, rate, timeout=10, lead=0.5):
        """The first typists sessions type (dealt over the processes), phases spread evenly."""
        per_worker = [[] for _ in self.connections]
        taken = [0] * len(self.connections)
        for number in range(typists):
            worker = number % len(self.connections)
            per_worker[worker].append((taken[worker], number / typists))
            taken[worker] += 1
        for worker, count in enumerate(taken):
            if count > self.opened[worker]:
                raise SystemExit(f"client process {worker} has {self.opened[worker]} sessions, {count} typists")
        start_at = time.monotonic() + lead
        results = self._all("type", [(mine, start_at, seconds, rate, timeout) for mine in per_worker])
        return {"latencies": [l for r in results for l in r["latencies"]],
                "sent_at": [t for r in results for t in r["sent_at"]],
                "failures": [f for r in results for f in r["failures"]],
                "late": sum(r["late"] for r in results), "client_cpu": sum(r["cpu"] for r in results),
                "bytes": sum(r["bytes"] for r in results)}

    def check(self, timeout=30):
        results = self._all("check", [(timeout,)] * len(self.connections))
        return {"lost": [l for r in results for l in r["lost"]], "count": sum(r["count"] for r in results)}

    def close(self):
        results = self._all("close", [()] * len(self.connections))
        self.opened = [0] * len(self.connections)
        return {"closed": sum(r["closed"] for r in results), "bytes": sum(r["bytes"] for r in results)}

    def exit(self):
        for connection in self.connections:
            try:
                connection.send(("exit", ()))
                connection.recv()
            except (OSError, EOFError):
                pass
        for process in self.processes:
            process.join(10)


def windows(sent_at, latencies, count):
    """(p50, p99) of the keys sent in each of count equal spans of the run, to see a trend."""
    if not sent_at:
        return []
    end = max(sent_at) + 1e-9
    spans = [[] for _ in range(count)]
    for at, latency in zip(sent_at, latencies):
        spans[min(count - 1, int(max(0, at) / end * count))].append(latency)
    return [(statistics.median(span), percentile(span, 0.99)) if span else (float("nan"),) * 2 for span in spans]


def ms(seconds):
    return f"{seconds * 1000:.2f} ms"


def summary(latencies):
    return {"p50": statistics.median(latencies), "p99": percentile(latencies, 0.99), "max": max(latencies),
            "count": len(latencies)} if latencies else {"p50": float("nan"), "p99": float("nan"),
                                                         "max": float("nan"), "count": 0}
