import RouterCore

/// The terminal app: a router, a window of tabs and modals, overlays, the command bar, and the
/// frame they make. The same object runs on the curses terminal and headless in `tuishell script`.
@MainActor
public final class ShellApp {
    /// The router every navigation goes through.
    public let router: Router
    /// The window.
    public let host: NavigationHost
    /// Screen factories by the names route tables use.
    public let screens: ScreenRegistry
    /// The transitions routes can name.
    public let transitions = TransitionLibrary()
    /// Lifecycle and router lines.
    public let events = EventLog()
    /// The terminal size.
    public private(set) var size: (width: Int, height: Int)
    /// Set when the user confirmed quitting.
    public private(set) var isQuitRequested = false
    /// Overlays, bottom first.
    public private(set) var overlays: [any Overlay] = []
    /// The command bar, when open.
    public private(set) var isCommandBarOpen = false
    /// A status message for the footer (errors of in-app navigations, warnings).
    public var status: String?

    let commandBar: CommandBar
    private var bannerQueue: [PushPayload] = []
    private var bannerTimer: Int?
    private var pendingOpens: [PendingOpen] = []
    private var runs: [RouteRun] = []
    private var screenHandlers: [String: ScreenRouteHandler] = [:]
    private var fallbackScreenHandler: ScreenRouteHandler!

    /// Creates the app.
    ///
    /// - Parameters:
    ///   - router: the router, with its table, handlers and middleware.
    ///   - tabs: tab names and their root screens.
    ///   - history: the command bar history store.
    public init(router: Router, screens: ScreenRegistry, tabs: [(name: String, root: Screen)], history: CommandHistory, size: (width: Int, height: Int)) {
        self.router = router
        self.screens = screens
        self.size = size
        host = NavigationHost(tabs: tabs)
        commandBar = CommandBar(history: history) { [router] in
            router.table.routes.filter { $0.access == .public }.map(\.pattern.text)
        }
        status = history.warning
        let events = self.events
        host.lifecycleObserver = { screen, event in events.append("lifecycle \(screen.name) \(event.rawValue)") }
        router.observe { event in
            if let line = EventLog.line(for: event) { events.append(line) }
        }
        fallbackScreenHandler = ScreenRouteHandler(shell: self)
        router.setFallbackHandler(ScreenRouteHandlerAdapter(handler: fallbackScreenHandler))
        host.openURL = { [weak self] url, parameters in self?.openLater(url, parameters: parameters) }
        host.start()
    }

    /// Shows the routes named `route` with `handler` (default: every route without a handler of
    /// its own), the way WLRRoute registers a handler subclass per route.
    public func useScreenHandler(_ handler: ScreenRouteHandler, forRoute route: String? = nil) {
        let adapter = ScreenRouteHandlerAdapter(handler: handler)
        if let route {
            screenHandlers[route] = handler
            router.setHandler(adapter, forRoute: route)
        } else {
            fallbackScreenHandler = handler
            router.setFallbackHandler(adapter)
        }
    }

    /// The screen handler that shows `route`, or `nil` when a closure handler serves it.
    func screenHandler(forRoute route: String) -> ScreenRouteHandler? {
        screenHandlers[route] ?? (router.hasOwnHandler(forRoute: route) ? nil : fallbackScreenHandler)
    }

    /// Adds a line to the lifecycle log.
    public func log(_ line: String) { events.append(line) }

    // MARK: Navigation

    /// Routes `url` as the command bar, `openurl` or a push payload would (external) or as an
    /// in-app button would (internal). Errors are shown and change nothing.
    ///
    /// Returns once the route has finished, or once it waits for the user (a login gate); the
    /// error, if it failed.
    @discardableResult
    public func open(_ url: String, origin: RouteOrigin, primitiveParameters: [String: any Sendable] = [:]) async -> RouteError? {
        host.finishTransition()
        let run = RouteRun()
        runs.append(run)
        Task { [router] in
            let outcome = await RouteRun.$current.withValue(run) {
                await router.handle(url, primitiveParameters: primitiveParameters, origin: origin)
            }
            run.update(.finished(outcome))
        }
        await run.settled()
        let error = run.outcome?.error
        reportFinishedRuns()
        await openPending()
        return error
    }

    /// Routes `url` once the current key or route is done (default: as an in-app navigation).
    public func openLater(_ url: String, origin: RouteOrigin = .internal, parameters: [String: any Sendable] = [:]) {
        pendingOpens.append(PendingOpen(url: url, origin: origin, parameters: parameters))
    }

    /// Parks the current route until the user answers: `start` shows what the user needs (a login
    /// screen) and keeps `resume`, which must be called once. Keys keep working meanwhile.
    public func waitForUser<Answer: Sendable>(_ start: (_ resume: @escaping @MainActor (Answer) -> Void) -> Void) async -> Answer {
        let run = RouteRun.current
        return await withCheckedContinuation { continuation in
            run?.update(.parked)
            start { answer in
                run?.update(.running)
                continuation.resume(returning: answer)
            }
        }
    }

    /// Waits until every route resumed by the last key has finished or parked again, and shows
    /// the errors of those that failed.
    private func settleRuns() async {
        while let running = runs.first(where: \.isRunning) { await running.settled() }
        reportFinishedRuns()
    }

    private func reportFinishedRuns() {
        for run in runs {
            if let error = run.outcome?.error { showError(error) }
        }
        runs.removeAll { $0.outcome != nil }
    }

    /// Shows `error: <code>: <message>` in the footer.
    func showError(_ error: RouteError) {
        status = "error: \(error)"
    }

    /// Shows a toast that disappears after ``ToastOverlay/lifetime``.
    public func showToast(_ message: String) {
        let toast = ToastOverlay(message: message)
        overlays.removeAll { $0 is ToastOverlay }
        overlays.append(toast)
        host.clock.schedule(after: ToastOverlay.lifetime) { [weak self, weak toast] in
            guard let self, let toast else { return }
            self.overlays.removeAll { $0 === toast }
        }
    }

    /// Puts an overlay (alert, help …) above the screens.
    public func show(_ overlay: any Overlay) {
        overlays.append(overlay)
    }

    /// Removes an overlay.
    public func close(_ overlay: any Overlay) {
        overlays.removeAll { $0 === overlay }
        if overlay is BannerOverlay {
            bannerTimer.map(host.clock.cancel)
            bannerTimer = nil
            showNextBanner()
        }
    }

    /// Shows a push payload as a banner, queued behind any banner already up.
    public func deliver(_ payload: PushPayload) {
        bannerQueue.append(payload)
        showNextBanner()
    }

    private func showNextBanner() {
        guard !overlays.contains(where: { $0 is BannerOverlay }), !bannerQueue.isEmpty else { return }
        let banner = BannerOverlay(payload: bannerQueue.removeFirst()) { [weak self] url in
            self?.openLater(url, origin: .external)
        }
        overlays.append(banner)
        bannerTimer = host.clock.schedule(after: BannerOverlay.lifetime) { [weak self, weak banner] in
            guard let self, let banner else { return }
            self.bannerTimer = nil
            self.close(banner)
        }
    }

    /// Changes the terminal size.
    public func resize(width: Int, height: Int) {
        size = (max(0, width), max(0, height))
    }

    /// Moves virtual time on: transitions and timers advance.
    public func advance(by milliseconds: Int) {
        host.clock.advance(by: milliseconds)
    }

    // MARK: Keys

    /// Global bindings, shown in `?` and the footer.
    public static let globalBindings = [
        KeyBinding(.escape, .backspace, .left, action: "back"),
        KeyBinding(.character(":"), .control("l"), action: "open URL"),
        KeyBinding(.tab, .backTab, action: "next/previous tab"),
        KeyBinding(.character("?"), action: "help"),
        KeyBinding(.character("q"), .control("c"), action: "quit"),
    ]

    /// Handles one key: overlays first, then the command bar, the top screen, the global keys.
    public func handle(_ key: Key) async {
        await dispatch(key)
        await settleRuns()
        await openPending()
    }

    /// Routes the URLs screens and banners asked for while a key or a route was being handled.
    private func openPending() async {
        while !pendingOpens.isEmpty {
            let next = pendingOpens.removeFirst()
            await open(next.url, origin: next.origin, primitiveParameters: next.parameters)
        }
    }

    private func dispatch(_ key: Key) async {
        host.finishTransition()
        if let overlay = overlays.last(where: { !($0 is ToastOverlay) }) {
            switch overlay.handle(key) {
            case .handled: return
            case .close:
                close(overlay)
                return
            case .passThrough: break
            }
        }
        if isCommandBarOpen {
            await handleCommandBar(commandBar.handle(key))
            return
        }
        status = nil
        if let screen = host.topScreen, screen.handle(key) { return }
        if key == .control("c") {
            requestQuit()
            return
        }
        if host.topScreen?.isEditingText == true, key != .escape { return }
        switch key {
        case .character(":"), .control("l"):
            commandBar.reset()
            isCommandBarOpen = true
        case .escape, .backspace, .left:
            if let toast = overlays.last(where: { $0 is ToastOverlay }) {
                close(toast)
            } else {
                host.goBack()
            }
        case .tab, .backTab:
            guard !host.tabs.isEmpty else { return }
            let step = key == .tab ? 1 : host.tabs.count - 1
            try? host.selectTab((host.selectedTabIndex + step) % host.tabs.count)
        case .character("?"):
            show(HelpOverlay(screen: host.topScreen?.bindings ?? [], global: Self.globalBindings))
        case .character("q"):
            requestQuit()
        case .character(let digit) where digit.isWholeNumber && digit != "0":
            if let number = digit.wholeNumberValue, number <= host.tabs.count { try? host.selectTab(number - 1) }
        default:
            break
        }
    }

    /// Pasted text: into the command bar or the screen's text field, else it opens the bar.
    public func paste(_ text: String) async {
        if !isCommandBarOpen, host.topScreen?.isEditingText == true {
            for character in text { _ = host.topScreen?.handle(.character(character)) }
            return
        }
        if !isCommandBarOpen {
            commandBar.reset()
            isCommandBarOpen = true
        }
        await handleCommandBar(commandBar.insert(text))
        await settleRuns()
        await openPending()
    }

    private func handleCommandBar(_ response: CommandBar.Response) async {
        switch response {
        case .editing:
            break
        case .close:
            isCommandBarOpen = false
        case .submit(let url):
            if let error = await open(url, origin: .external) {
                commandBar.error = error.description
                status = nil
            } else {
                isCommandBarOpen = false
            }
        }
    }

    private func requestQuit() {
        guard !overlays.contains(where: { $0 is QuitConfirmation }) else { return }
        show(QuitConfirmation { [weak self] in self?.isQuitRequested = true })
    }
}

/// A navigation asked for while something else was being handled.
private struct PendingOpen {
    let url: String
    let origin: RouteOrigin
    let parameters: [String: any Sendable]
}
