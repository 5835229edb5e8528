/// A repeating timer of a screen (``Screen/every(_:_:)``): it runs while the screen is on top,
/// pauses while another screen covers it, and stops for good when the screen leaves its stack
/// or ``cancel()`` is called. It runs on the app's virtual clock, so a test moves time on
/// instead of waiting.
@MainActor
public final class ScreenTimer {
    private let interval: Int
    private let action: @MainActor () -> Void
    private weak var clock: VirtualClock?
    private var scheduled: Int?
    /// Between the screen coming on top and being covered.
    private var isRunning = false
    /// Whether the timer was cancelled.
    public private(set) var isCancelled = false

    init(milliseconds: Int, action: @escaping @MainActor () -> Void) {
        interval = max(1, milliseconds)
        self.action = action
    }

    /// Stops the timer for good.
    public func cancel() {
        pause()
        isCancelled = true
    }

    /// Starts counting a full interval from now (the screen came on top).
    func resume(on clock: VirtualClock) {
        guard !isCancelled else { return }
        self.clock = clock
        isRunning = true
        schedule()
    }

    /// Stops counting (the screen is covered).
    func pause() {
        isRunning = false
        if let scheduled { clock?.cancel(scheduled) }
        scheduled = nil
    }

    private func schedule() {
        guard isRunning, !isCancelled, scheduled == nil, let clock else { return }
        scheduled = clock.schedule(after: interval) { [weak self] in self?.fire() }
    }

    /// Runs the action, then counts again — unless the action covered the screen (a present)
    /// or cancelled the timer, which paused it meanwhile.
    private func fire() {
        scheduled = nil
        action()
        schedule()
    }
}

extension Duration {
    /// The duration in whole milliseconds, rounded down; negative durations count as zero.
    package var wholeMilliseconds: Int {
        let (seconds, attoseconds) = components
        let milliseconds = seconds.multipliedReportingOverflow(by: 1000)
        guard !milliseconds.overflow else { return seconds < 0 ? 0 : Int.max }
        return max(0, Int(milliseconds.partialValue) + Int(attoseconds / 1_000_000_000_000_000))
    }
}
