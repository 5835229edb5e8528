/// Time for animations and timers. The app advances it from the real clock; scripts and tests
/// advance it explicitly, so every frame is reproducible.
@MainActor
package final class VirtualClock {
    private struct Timer {
        let id: Int
        let fireAt: Int
        let action: () -> Void
    }

    /// Milliseconds since start.
    package private(set) var now = 0
    private var timers: [Timer] = []
    private var nextID = 0

    /// Creates a clock at zero.
    package init() {}

    /// Runs `action` once `delay` milliseconds from now; returns an id for ``cancel(_:)``.
    @discardableResult
    package func schedule(after delay: Int, _ action: @escaping () -> Void) -> Int {
        nextID += 1
        timers.append(Timer(id: nextID, fireAt: Self.adding(max(0, delay), to: now), action: action))
        return nextID
    }

    /// Cancels a scheduled action.
    package func cancel(_ id: Int) {
        timers.removeAll { $0.id == id }
    }

    /// Moves time forward, firing due timers in order (each at its own time); how many fired.
    @discardableResult
    package func advance(by milliseconds: Int) -> Int {
        let target = Self.adding(max(0, milliseconds), to: now)
        var fired = 0
        while let next = timers.enumerated().filter({ $0.element.fireAt <= target }).min(by: {
            ($0.element.fireAt, $0.element.id) < ($1.element.fireAt, $1.element.id)
        }) {
            timers.remove(at: next.offset)
            now = max(now, next.element.fireAt)
            next.element.action()
            fired += 1
        }
        now = target
        return fired
    }

    /// `time + milliseconds`, stopping at the end of time instead of overflowing (a timer set
    /// for `Duration.seconds(Int64.max)`).
    private static func adding(_ milliseconds: Int, to time: Int) -> Int {
        let (sum, overflow) = time.addingReportingOverflow(milliseconds)
        return overflow ? Int.max : sum
    }

    /// Milliseconds until the next timer, if any.
    package var timeUntilNextTimer: Int? { timers.map(\.fireAt).min().map { max(0, $0 - now) } }
}
