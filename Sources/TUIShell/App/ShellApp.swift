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
    private var pendingOpens: [(url: String, origin: RouteOrigin)] = []

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
        router.setFallbackHandler(ScreenRouteHandlerAdapter(handler: ScreenRouteHandler(shell: self)))
        host.openURL = { [weak self] url in self?.pendingOpens.append((url, .internal)) }
        host.start()
    }

    /// Adds a line to the lifecycle log.
    public func log(_ line: String) { events.append(line) }

    // MARK: Navigation

    /// Routes `url` as the command bar, `openurl` or a push payload would (external) or as an
    /// in-app button would (internal). Errors are shown and change nothing.
    @discardableResult
    public func open(_ url: String, origin: RouteOrigin, primitiveParameters: [String: any Sendable] = [:]) async -> RouteOutcome {
        host.finishTransition()
        let outcome = await router.handle(url, primitiveParameters: primitiveParameters, origin: origin)
        if let error = outcome.error { status = "error: \(error.code.rawValue): \(error.message)" }
        await openPending()
        return outcome
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
        let banner = BannerOverlay(payload: bannerQueue.removeFirst()) { [weak self] url in self?.pendingOpens.append((url, .external)) }
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
        await openPending()
    }

    /// Routes the URLs screens and banners asked for while a key or a route was being handled.
    private func openPending() async {
        while !pendingOpens.isEmpty {
            let next = pendingOpens.removeFirst()
            await open(next.url, origin: next.origin)
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
    }

    private func handleCommandBar(_ response: CommandBar.Response) async {
        switch response {
        case .editing:
            break
        case .close:
            isCommandBarOpen = false
        case .submit(let url):
            let outcome = await open(url, origin: .external)
            if let error = outcome.error {
                commandBar.error = "\(error.code.rawValue): \(error.message)"
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
