import Synchronization

/// Counts a client's messages (or bytes) per second: more than `limit` within one second ends
/// the session.
struct RateWindow {
    let limit: Int
    private var windowStart = ContinuousClock.now
    private var count = 0

    init(limit: Int) { self.limit = limit }

    /// Counts `count` messages (or bytes); false when they are too many for the current second.
    mutating func admit(count added: Int = 1, at now: ContinuousClock.Instant = .now) -> Bool {
        if windowStart.duration(to: now) >= .seconds(1) {
            windowStart = now
            count = 0
        }
        count += added
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
