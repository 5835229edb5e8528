import Synchronization

/// Counts a page's messages per second: more than `limit` within one second ends the session.
struct RateWindow {
    let limit: Int
    private var windowStart = ContinuousClock.now
    private var count = 0

    init(limit: Int) { self.limit = limit }

    /// Counts one message; false when it is one too many for the current second.
    mutating func admit(at now: ContinuousClock.Instant = .now) -> Bool {
        if windowStart.duration(to: now) >= .seconds(1) {
            windowStart = now
            count = 0
        }
        count += 1
        return count <= limit
    }
}

/// When a page last sent anything, for the idle timeout.
final class ActivityClock: Sendable {
    private let last = Mutex(ContinuousClock.now)

    /// Notes that the page sent something now.
    func touch() { last.withLock { $0 = .now } }

    /// How long the page has been quiet.
    var quietFor: Duration { last.withLock { $0.duration(to: .now) } }
}

/// The sessions running, within the server's limit.
final class SessionGate: Sendable {
    let limit: Int
    private let count = Mutex(0)

    init(limit: Int) { self.limit = limit }

    /// Takes a place; false when all are taken.
    func enter() -> Bool {
        count.withLock { count in
            guard count < limit else { return false }
            count += 1
            return true
        }
    }

    /// Gives a place back.
    func leave() { count.withLock { $0 -= 1 } }
}

/// Ends a session once its client has sent nothing for `timeout`.
struct IdleWatchdog {
    let timeout: Duration

    /// Returns when cancelled, or after calling `expire` once the client was quiet too long.
    func watch(_ activity: ActivityClock, expire: () async -> Void) async {
        let check = min(timeout, .seconds(1))
        while !Task.isCancelled {
            do { try await Task.sleep(for: check) } catch { return }
            if activity.quietFor >= timeout {
                await expire()
                return
            }
        }
    }
}
