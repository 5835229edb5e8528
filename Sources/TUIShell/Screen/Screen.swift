import RouterCore

/// A terminal view controller: a title, the request that opened it, the UIKit lifecycle, drawing
/// and keys.
///
/// Subclass it and override what you need:
///
/// ```swift
/// final class GoodsScreen: Screen {
///     override func viewDidLoad() { title = "Goods #\(request?["id"] ?? "?")" }
///     override func draw(in canvas: inout Canvas) { canvas.write("Price: ¥42", row: 1) }
/// }
/// ```
@MainActor
open class Screen {
    /// The name used in lifecycle lines and `stack` JSON (default: the type name).
    public let name: String
    /// The screen's identity in the window's navigation state.
    public let id: ScreenID
    /// The title shown in the title bar.
    open var title: String
    /// The request that opened the screen (WLRRoute's `wlr_request`), if a route did.
    public internal(set) var request: RouteRequest?
    /// The URL that shows this screen again; saved navigation is a list of these.
    public var url: String?
    /// The navigation stack holding the screen.
    public internal(set) weak var navigationStack: NavigationStack?
    /// Whether `viewDidLoad` has run.
    public private(set) var isViewLoaded = false

    /// Creates a screen.
    public init(name: String? = nil, title: String) {
        self.name = name ?? String(describing: Self.self)
        id = ScreenID.next()
        self.title = title
    }

    /// The window holding the screen's stack: push, present, dismiss, switch tabs through it.
    package var window: Window? { navigationStack?.window }
    /// The transition that showed the screen; going back runs it backward.
    var shownWith: (any Transition)?
    /// The timers ``every(_:_:)`` made; they run while the screen is on top.
    var timers: [ScreenTimer] = []
    /// The background work ``perform(_:then:)`` started and has not applied yet.
    var work: Set<Int> = []
    /// What the screen reaches of its app: the footer, overlays, time, background work.
    var services: ScreenServices? { window?.services }

    // MARK: Lifecycle

    /// Called once, before the screen first appears.
    open func viewDidLoad() {}
    /// The screen is about to become the top screen.
    open func viewWillAppear() {}
    /// The screen is the top screen.
    open func viewDidAppear() {}
    /// The screen is about to stop being the top screen.
    open func viewWillDisappear() {}
    /// The screen is no longer the top screen.
    open func viewDidDisappear() {}
    /// The screen has left its navigation stack for good: popped, dismissed, replaced. Called as
    /// the stack changes, before any animation ends (UIKit's `isMovingFromParent` and
    /// `isBeingDismissed` in one hook); a screen that must answer its caller on the way out does
    /// it here.
    open func viewWasRemoved() {}

    // MARK: Drawing and keys

    /// Draws the content area. The canvas starts at row 0 just below the title bar the shell
    /// draws and ends (`canvas.height`) just above the tab bar and the footer; columns run
    /// across the whole width.
    open func draw(in canvas: inout Canvas) {}

    /// Handles a key; return `true` when it was used.
    open func handle(_ key: Key) -> Bool { false }

    /// A click on the row or button `index` this screen marked with
    /// ``Canvas/addClickRegion(_:item:)``; it should do what selecting it and Enter do.
    open func click(item index: Int) {}

    /// The wheel over area `area` this screen marked with ``Canvas/addScrollRegion(_:area:)``:
    /// `rows` down, or up when negative.
    open func scroll(by rows: Int, area: Int) {}

    /// The keys this screen responds to, for the footer and `?`.
    open var bindings: [KeyBinding] { [] }

    /// Whether the screen is editing text, so global keys (`q`, `?`, `1`–`9` …) go to it.
    open var isEditingText: Bool { false }

    /// What narrated mode says about the screen besides its title: a summary when it opens, the
    /// focused item as it moves, every line on request. `nil` (the default) reads the text the
    /// screen draws; ``ListScreen`` and ``TableScreen`` describe their rows.
    open var narration: Narration? { nil }

    /// Routes `url` as an in-app navigation (origin internal), after the current key.
    ///
    /// - Parameters:
    ///   - url: the URL.
    ///   - inAppValues: values for the target that a URL cannot carry (callbacks, objects); the
    ///     route's handler finds them in the request's `inAppValues` (WLRRoute's
    ///     `primitiveParameters`).
    public func open(_ url: String, inAppValues: [String: any Sendable] = [:]) {
        services?.openLink?(url, inAppValues)
    }

    /// Routes a typed route (`tuishell routes generate swift`) as an in-app navigation; a value
    /// its route's constraint refuses shows its `invalidURL` error in the footer instead.
    public func open(_ route: some RouteLink, inAppValues: [String: any Sendable] = [:]) {
        do throws(RouteError) {
            open(try route.url(), inAppValues: inAppValues)
        } catch {
            services?.messages.showError(error)
        }
    }

    /// Presents `screen` modally above everything, covering what was there; `onDismiss` runs
    /// once it is dismissed. For a screen that answers with a value, see ``ModalScreen``.
    ///
    /// - Throws: `transitionFailed` when this screen is not shown, or `screen` already is;
    ///   nothing changes then.
    public func present(_ screen: Screen, onDismiss: (() -> Void)? = nil) throws(RouteError) {
        try present(screen, handler: onDismiss.map { done in { _ in done() } })
    }

    /// Presents `screen` with `handler` receiving what it is dismissed with.
    func present(_ screen: Screen, handler: ((Any?) -> Void)?) throws(RouteError) {
        guard let window else {
            throw RouteError(.transitionFailed, "\(name) is not shown, so it cannot present \(screen.name)")
        }
        do throws(NavigationError) {
            try window.present(screen, transition: nil) { (result: Any?) in handler?(result) }
        } catch {
            throw RouteError(error)
        }
    }

    // MARK: Answering the caller

    /// Dismisses the modal this screen is in (and every modal above it).
    public func dismiss() {
        try? window?.dismiss(self)
    }

    /// Answers the request's caller (WLRRoute's `targetCallBack`); only the first answer counts.
    public func finishRequest(with response: (any Sendable)?) {
        request?.completion.finish(.success(response))
    }

    /// Ends the request with an error for the caller.
    public func failRequest(_ error: RouteError) {
        request?.completion.finish(.failure(error))
    }

    func deliver(_ event: LifecycleEvent, to observer: ((Screen, LifecycleEvent) -> Void)?) {
        if event == .viewDidLoad {
            guard !isViewLoaded else { return }
            isViewLoaded = true
        }
        observer?(self, event)
        switch event {
        case .viewDidLoad: viewDidLoad()
        case .viewWillAppear: viewWillAppear()
        case .viewDidAppear:
            viewDidAppear()
            if let clock = services?.clock { for timer in timers { timer.resume(on: clock) } }
        case .viewWillDisappear:
            for timer in timers { timer.pause() }
            viewWillDisappear()
        case .viewDidDisappear: viewDidDisappear()
        }
    }

    /// The screen left its stack for good: its timers and background work stop, then it hears
    /// of it (``viewWasRemoved()``).
    func remove() {
        for timer in timers { timer.cancel() }
        timers = []
        for id in work { services?.work.cancel(id) }
        work = []
        viewWasRemoved()
    }
}
