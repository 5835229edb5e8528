/// Time and background work bound to a screen: they stop when the screen leaves, so a screen
/// never updates after it is gone.
extension Screen {
    /// Calls `action` every `interval` while the screen is on top (not before the first
    /// interval has passed); the timer pauses while another screen covers this one and stops
    /// when it leaves its stack. The frame is drawn again after each call, without a key.
    ///
    /// ```swift
    /// override func viewDidLoad() {
    ///     every(.seconds(5)) { [unowned self] in refresh() }
    /// }
    /// ```
    ///
    /// - Returns: the timer, to ``ScreenTimer/cancel()`` it sooner.
    @discardableResult
    public func every(_ interval: Duration, _ action: @escaping @MainActor () -> Void) -> ScreenTimer {
        let timer = ScreenTimer(milliseconds: interval.wholeMilliseconds, action: action)
        timers.append(timer)
        if isOnTop, let clock = services?.clock { timer.resume(on: clock) }
        return timer
    }

    /// Runs `work` off the main actor, then `apply` with its result on the main actor — unless
    /// the screen has left its stack by then, in which case the work is cancelled and `apply`
    /// never runs. A test pilot waits for the work before it reads the screen.
    ///
    /// ```swift
    /// perform { try? await Git.log(in: folder) } then: { [unowned self] commits in
    ///     table.rows = (commits ?? []).map(row)
    /// }
    /// ```
    public func perform<Value: Sendable>(
        _ work: @escaping @Sendable @concurrent () async -> Value, then apply: @escaping @MainActor (Value) -> Void
    ) {
        let body: @MainActor () async -> Void = { [weak self] in
            let value = await work()
            guard !Task.isCancelled, let self, self.navigationStack != nil else { return }
            apply(value)
        }
        guard let services else {
            Task { @MainActor in await body() }
            return
        }
        let id = services.work.start { [weak self] id in
            await body()
            self?.work.remove(id)
        }
        self.work.insert(id)
    }

    /// Whether the screen is the one on top of its window.
    private var isOnTop: Bool { window?.topScreen === self }
}
