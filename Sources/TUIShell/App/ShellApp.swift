import RouterCore

/// A terminal app: the parts below, put together, and the few calls the run loop, scripts and
/// tests make on them. It owns the parts and does none of their work:
///
/// - `navigator` routes URLs (the `Router` holds the handlers) and tracks route runs;
/// - `window` holds the tabs and the modal chain, animated by its `TransitionAnimator`;
/// - `overlays` holds alerts, toasts, banners, help, the quit confirmation and the command bar;
/// - `status` is the footer's one message channel; `events` the lifecycle log;
/// - key dispatch and the frame renderer read them.
///
/// The same object runs on the curses terminal (``TUIApplication``) and headless (`ScriptRunner`).
@MainActor
public final class ShellApp {
    /// Routes every navigation.
    package let navigator: Navigator
    /// The tabs and the modal chain.
    package let window: Window
    /// Alerts, toasts, banners, help, the command bar.
    package let overlays: OverlayStack
    /// The footer's messages.
    package let status = StatusLine()
    /// Lifecycle and router lines.
    package let events = EventLog()
    /// The terminal size.
    package private(set) var size: (width: Int, height: Int)
    /// The theme and whether colour is used; the palette changes it live.
    package var appearance = Appearance()
    /// The theme frames are drawn with, from the next frame on; the palette's theme switch sets it,
    /// and offers every theme set here besides the ones that ship (one of a shipped theme's name
    /// replaces it). `TUISHELL_THEME`, when set,
    /// is taken over the theme an app sets before it runs.
    public var theme: Theme {
        get { appearance.theme }
        set {
            appearance.theme = newValue
            // A theme of a shipped theme's name (`Theme.dark.painting(…)`) takes its place, so
            // the palette and `TUISHELL_THEME=dark` pick the app's painted one.
            if let index = themes.firstIndex(where: { $0.name == newValue.name }) {
                themes[index] = newValue
            } else {
                themes.append(newValue)
            }
        }
    }
    /// The themes the palette offers: the ones that ship, then the app's own.
    package private(set) var themes = Theme.all
    /// Whether frames have colour: not when `NO_COLOR` is set, and then only attributes are drawn.
    public var usesColor: Bool { appearance.usesColor }
    /// Commands the palette offers after the built-in ones; an app appends its own.
    public var paletteCommands: [PaletteCommand] = []
    /// Where a screenshot goes instead of a new file (a served page downloads it); returns what
    /// the footer says.
    package var screenshotReceiver: (@MainActor (_ svg: String) -> String)?
    /// Says what changes in words, when a narrated terminal, a served page or a script listens;
    /// its keys (Ctrl+R, Ctrl+T) work and are listed while it is set.
    package var narrator: Narrator? {
        didSet { keys.extraBindings = narrator == nil ? [] : Narrator.bindings }
    }
    /// Set by ``requestFrame()``; the run loop clears it when it draws.
    package var isFrameRequested = false
    /// Run when the app is freed: to break the cycles an app's modules make among themselves (a
    /// screen registry whose factories hold the registry's owner), which would otherwise keep
    /// them for as long as the process lives; a served app makes one app per visitor.
    package var onRelease: [@MainActor () -> Void] = []

    isolated deinit {
        // The router's screen handlers hold the navigation context, which holds the router.
        navigator.router.removeAllHandlers()
        for release in onRelease { release() }
    }
    /// The command bar's history, which the palette and the Router Lab's field use too.
    package let history: CommandHistory
    let commandBar: CommandBar
    let keys: KeyDispatch
    let mouse: MouseDispatch

    /// Creates an app.
    ///
    /// - Parameters:
    ///   - router: the router, with its table, handlers and middleware.
    ///   - screens: the screen factories the table's `screen` names refer to.
    ///   - tabs: tab names and their root screens.
    ///   - history: the command bar's history (default: kept in memory only).
    ///   - size: the terminal size until the terminal says otherwise.
    package init(
        router: Router, screens: ScreenRegistry, tabs: [(name: String, root: Screen)],
        history: CommandHistory = CommandHistory(directory: nil), size: (width: Int, height: Int) = (80, 24)
    ) {
        self.size = size
        self.history = history
        window = Window(tabs: tabs)
        overlays = OverlayStack(clock: window.animator.clock)
        navigator = Navigator(router: router, window: window, screens: screens, events: events) { [status] error in
            if let error { status.show(error) } else { status.clearError() }
        }
        commandBar = CommandBar(
            history: history,
            patterns: { [router] in
                router.table.routes.filter { $0.access == .public }.map(\.pattern.text)
            },
            resolve: { [router] text in
                ResolutionSummary(router.resolve(text, origin: .external))
            },
            exampleLink: { [router] in
                let table = router.table
                return table.routes.lazy.filter { $0.access == .public && !$0.isExclusion }
                    .compactMap { table.exampleURL(for: $0) }.first
            },
            submit: { [navigator, history] url in
                await navigator.open(url, origin: .external, whenFinished: history.adder(for: url))?.description
            })
        let services = ScreenServices(
            messages: OverlayMessages(overlays: overlays, status: status), clock: window.animator.clock)
        // Weak: the window holds the services, and the navigator holds the window.
        services.openLink = { [weak navigator] url, values in navigator?.openLater(url, inAppValues: values) }
        window.services = services
        keys = KeyDispatch(window: window, overlays: overlays, status: status, commandBar: commandBar)
        mouse = MouseDispatch(window: window, overlays: overlays, status: status)
        if let warning = history.warning { status.show(warning, kind: .warning) }
        history.saveFailed = { [status] warning in status.show(warning, kind: .warning) }
        keys.takeScreenshot = { [weak self] in self?.saveScreenshot() }
        keys.openPalette = { [weak self] in self?.openPalette() }
        let events = self.events
        window.lifecycleObserver = { screen, event in events.append("lifecycle \(screen.name) \(event.rawValue)") }
        router.observe { event in
            if let line = EventLog.line(for: event) { events.append(line) }
            TimelineRecorder.current?.add(event)
        }
        window.start()
    }

    /// The router every navigation goes through.
    public var router: Router { navigator.router }
    /// What a ``ScreenRouteHandler`` acts on: the router and its table, the screen factories.
    public var navigationContext: NavigationContext { navigator.context }
    /// The app's name: the quit confirmation asks about it, and screenshots are named after it.
    public var name: String {
        get { keys.appName }
        set { keys.appName = newValue }
    }

    /// Set when the user confirmed quitting.
    package var isQuitRequested: Bool { keys.isQuitRequested }

    /// Handles one key, then waits for the navigations it started.
    package func handle(_ key: Key) async {
        if let narrator, narrator.take(key, in: self) { return }
        await keys.handle(key)
        await navigator.settle()
    }

    /// Handles a click or a wheel step on the frame as it is drawn now (an animation in flight
    /// ends first, as it does for a key), then waits for the navigations it started.
    package func handle(_ event: MouseEvent) async {
        window.animator.finish()
        await mouse.handle(event, in: render()) { [keys] key in await keys.handle(key) }
        await navigator.settle()
    }

    /// Handles pasted text, then waits for the navigations it started.
    package func paste(_ text: String) async {
        await keys.paste(text)
        await navigator.settle()
    }

    /// Rebuilds the window from saved URLs (see ``Navigator/restore(_:)``) and shows a warning
    /// for each URL skipped; returns them.
    @discardableResult
    package func restore(_ saved: SavedNavigation) async -> [String] {
        let warnings = await navigator.restore(saved)
        for warning in warnings { status.show(warning, kind: .warning) }
        return warnings
    }

    /// Changes the terminal size.
    package func resize(width: Int, height: Int) {
        size = (max(0, width), max(0, height))
    }

    /// Moves virtual time on: transitions and timers advance.
    /// Moves virtual time forward; whether a timer fired (and so the screen may have changed).
    @discardableResult
    package func advance(by milliseconds: Int) -> Bool {
        window.animator.clock.advance(by: milliseconds) > 0
    }

    /// Asks the run loop for a frame at its next turn: for a change made from outside it (a
    /// banner a server shows), which it cannot see coming.
    package func requestFrame() { isFrameRequested = true }

    /// Renders the current frame.
    package func render() -> CellGrid {
        FrameRenderer(window: window, overlays: overlays, status: status, hints: keys.footerBindings).render(
            width: size.width, height: size.height)
    }
}

extension ShellApp {
    /// The screen on top of everything.
    package var topScreen: Screen? { window.topScreen }

    /// The navigation state as the `stack` JSON of scripts.
    package var stackJSON: String { window.snapshot.jsonText }

    /// Waits until the background work screens started has been applied and the navigations
    /// that started meanwhile have settled; false when work was still running after `timeout`.
    package func settleWork(timeout: Duration) async -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        guard let work = window.services?.work else { return true }
        repeat {
            while !work.isIdle {
                guard clock.now < deadline else { return false }
                try? await Task.sleep(for: .milliseconds(1))
            }
            // The links it asked for may open screens that start work of their own.
            await navigator.settle()
        } while !work.isIdle
        return true
    }
}
