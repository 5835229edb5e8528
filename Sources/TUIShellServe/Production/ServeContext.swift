import TUIShell

#if canImport(Glibc)
    import Glibc
#endif

/// What every session of one server shares: the settings, the places within the limits, the
/// metrics, the roster a drain reaches, and how a visitor's app is made.
struct ServeContext: Sendable {
    let settings: ServeSettings
    let gate: SessionGate
    let metrics = ServeMetrics()
    let roster = SessionRoster()
    let drain: Drain
    let clientAddress: ClientAddress
    let makeApp: @MainActor @Sendable () -> ShellApp

    init(
        settings: ServeSettings, trustedProxies: [AddressBlock], makeApp: @escaping @MainActor @Sendable () -> ShellApp
    ) {
        self.settings = settings
        gate = SessionGate(limit: settings.maxSessions, limitPerAddress: settings.maxSessionsPerAddress)
        drain = Drain(timeout: settings.drainTimeout)
        clientAddress = ClientAddress(trustedProxies: trustedProxies)
        self.makeApp = makeApp
    }

    /// Runs `app` on `terminal` until it quits or the terminal closes: nothing saved, screenshots
    /// kept off the server's disk (`screenshot` says where they went), the start link opened
    /// after the first frame as `openurl` would. A drain meanwhile tells it with `announce`
    /// (see ``announceDrain(on:movesElsewhere:)``) and at its deadline ends it by `end`.
    @MainActor
    func runListed(
        _ app: ShellApp, on terminal: any Terminal, open: String?, announce: @escaping @Sendable () async -> Void,
        end: @escaping @Sendable (SessionEnd) async -> Void, screenshot: @escaping @MainActor (String) -> String
    ) async {
        let member = roster.add(SessionRoster.Member(tell: announce, end: end))
        defer { roster.remove(member) }
        app.screenshotReceiver = screenshot
        let loop = TerminalRunLoop(app: app, terminal: terminal)
        let links = RunSettings(urls: open.map { [$0] } ?? [], animated: settings.animated)
        _ = try? await loop.run {
            await TUIApplication.prepare(app, settings: links, state: nil)
            app.window.animator.isEnabled = settings.animated
        }
    }

    /// Shows `app` the banner of a draining server, which stays until dismissed: a page moves to
    /// another server (behind a proxy), an SSH session just ends.
    @MainActor
    func announceDrain(on app: ShellApp?, movesElsewhere: Bool) {
        guard let app, let remaining = drain.remaining else { return }
        // Whole seconds, rounded up: a deadline 2.9 s away is "within 3 s".
        let seconds = max(1, remaining.components.seconds + (remaining.components.attoseconds > 0 ? 1 : 0))
        let line =
            movesElsewhere
            ? "Your session moves to another server within \(seconds) s"
            : "This session ends within \(seconds) s; log in again to reach another server"
        app.showBanner(title: "This server is shutting down", lines: [line], staysUntilDismissed: true)
    }

    /// Takes a place for a session from `address`; the reason it is refused (counted in
    /// `/metrics`) when the server or that address is full.
    func enter(from address: String) -> SessionEnd? {
        guard let refusal = gate.enter(from: address) else { return nil }
        metrics.refused(refusal == .full(limit: gate.limit) ? .full : .perAddress)
        return refusal
    }

    /// Gives back the place a session from `address` held. When the last session has gone, the
    /// memory the sessions freed goes back to the system: glibc's allocator keeps freed memory
    /// for reuse, so a server that had a thousand visitors would otherwise stay at its peak.
    func leave(from address: String) {
        gate.leave(from: address)
        if gate.count == 0 { _ = Self.trimMemory?(0) }
    }

    /// glibc's `malloc_trim`, which Swift's Glibc module does not declare; nil elsewhere.
    private static let trimMemory: (@convention(c) (Int) -> Int32)? = {
        #if canImport(Glibc)
            guard let symbol = dlsym(nil, "malloc_trim") else { return nil }
            return unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
        #else
            return nil
        #endif
    }()
}
