import Dispatch
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How a server stops without dropping its visitors: on `SIGTERM` (or `SIGINT`) it drains —
/// `/healthz` answers 503, new sessions are refused, the running ones are told — and it returns
/// once the last session ends or the deadline passes, when the sessions left are ended. A second
/// signal ends the draining at once.
final class Drain: Sendable {
    let timeout: Duration
    private let draining = Atomic(false)
    private let received = Atomic(0)
    private let deadline = Mutex<ContinuousClock.Instant?>(nil)

    init(timeout: Duration) { self.timeout = timeout }

    /// Whether the server is draining: `/healthz` says so, and no new session starts.
    var isDraining: Bool { draining.load(ordering: .relaxed) }

    /// How long the sessions have left, while draining.
    var remaining: Duration? {
        deadline.withLock { $0.map { max(.zero, ContinuousClock.now.duration(to: $0)) } }
    }

    /// Waits for a signal, then drains `roster`'s sessions; returns once `isIdle` says no session
    /// or connection is left. Returns at once when cancelled before a signal.
    func run(roster: SessionRoster, isIdle: @Sendable () -> Bool) async {
        let sources = trapSignals()
        defer { for source in sources { source.cancel() } }
        // Polled: a signal handler may only count, and a twentieth of a second is soon enough.
        while signalsReceived == 0 {
            do { try await Task.sleep(for: .milliseconds(50)) } catch { return }
        }
        let end = ContinuousClock.now.advanced(by: timeout)
        deadline.withLock { $0 = end }
        draining.store(true, ordering: .relaxed)
        for member in roster.all { await member.tell() }
        while !isIdle(), signalsReceived < 2, ContinuousClock.now < end {
            try? await Task.sleep(for: .milliseconds(50))
        }
        for member in roster.all { await member.end(.shuttingDown) }
        // Each client is told why before the server stops listening; a second at most.
        let closing = ContinuousClock.now.advanced(by: .seconds(1))
        while !isIdle(), ContinuousClock.now < closing { try? await Task.sleep(for: .milliseconds(20)) }
    }

    private var signalsReceived: Int { received.load(ordering: .relaxed) }

    /// Counts `SIGTERM` and `SIGINT` instead of ending the process, until the sources are cancelled.
    private func trapSignals() -> [any DispatchSourceSignal] {
        [SIGTERM, SIGINT].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [self] in received.add(1, ordering: .relaxed) }
            source.resume()
            return source
        }
    }
}
