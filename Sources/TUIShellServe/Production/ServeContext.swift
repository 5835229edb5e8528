import TUIShell

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

    init(settings: ServeSettings, trustedProxies: [AddressBlock], makeApp: @escaping @MainActor @Sendable () -> ShellApp) {
        self.settings = settings
        gate = SessionGate(limit: settings.maxSessions, limitPerAddress: settings.maxSessionsPerAddress)
        drain = Drain(timeout: settings.drainTimeout)
        clientAddress = ClientAddress(trustedProxies: trustedProxies)
        self.makeApp = makeApp
    }

    /// Runs `app` on `terminal` until it quits or the terminal closes: nothing saved, screenshots
    /// kept off the server's disk (`screenshot` says where they went), the start link opened
    /// after the first frame as `openurl` would. A drain meanwhile tells it with a banner, or ends
    /// it when its client `isAway`, and at its deadline ends it by `end`.
    @MainActor
    func runListed(
        _ app: ShellApp, on terminal: any Terminal, open: String?, isAway: @escaping @Sendable () -> Bool = { false },
        end: @escaping @Sendable (SessionEnd) async -> Void, screenshot: @escaping @MainActor (String) -> String
    ) async {
        let member = roster.add(
            SessionRoster.Member(
                tell: { [weak app] title, line in
                    if isAway() { return await end(.shuttingDown) }
                    await MainActor.run { app?.showBanner(title: title, lines: [line]) }
                }, end: end))
        defer { roster.remove(member) }
        app.screenshotReceiver = screenshot
        let loop = TerminalRunLoop(app: app, terminal: terminal)
        let links = RunSettings(urls: open.map { [$0] } ?? [], animated: settings.animated)
        _ = try? await loop.run {
            await TUIApplication.prepare(app, settings: links, state: nil)
            app.window.animator.isEnabled = settings.animated
        }
    }
}
