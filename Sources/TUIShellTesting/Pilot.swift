import RouterCore
import TUIShell

/// Drives any app headless, as a person would at a terminal of a given size: press keys, type,
/// click, open links, move virtual time on, then read the screen, its styled cells and the
/// navigation stacks — Textual's `Pilot` and ratatui's `TestBackend` in one.
///
/// Every call returns once the app has settled: the navigations it started have finished and
/// the background work screens started (`Screen.perform(_:then:)`) has been applied. Time
/// moves only when ``advance(by:)`` says so, so timers and animations are reproducible.
///
/// ```swift
/// let pilot = Pilot(size: (80, 24), screens: screens) { try MyApp.routes() }
/// await pilot.press(.down, .enter)
/// #expect(pilot.shows("Greeting"))
/// try pilot.expectFrame(matching: "Tests/Golden/greeting.txt")
/// ```
@MainActor
public final class Pilot {
    /// The app being driven.
    let app: ShellApp
    /// How long a call waits for background work before it gives up (``PilotError/timedOut(_:)``).
    public var timeout: Duration = .seconds(10)
    /// The error of the last background wait that gave up, if any.
    public private(set) var lastError: PilotError?
    /// Narration, once ``narration()`` started it, and what it said since the last call.
    var narrator: Narrator?
    var narrated: [String] = []

    /// Starts an app made of `routes` and `screens`, as `TUIApplication` would, headless and
    /// without animations (``animated`` turns them on), nothing saved.
    ///
    /// - Parameters:
    ///   - name: the app's name.
    ///   - size: the terminal's columns and rows.
    ///   - screens: the screens the routes name.
    ///   - routes: the route table.
    ///   - configure: as for `TUIApplication`: middleware, handlers, palette commands, a theme.
    public init(
        named name: String = "app", size: (width: Int, height: Int) = (80, 24), screens: ScreenRegistry,
        routes: () throws -> [Route], configure: (ShellApp) -> Void = { _ in }
    ) {
        app = ShellApp.make(routes: routes, screens: screens, history: CommandHistory(directory: nil))
        app.name = name
        configure(app)
        app.resize(width: size.width, height: size.height)
        app.window.animator.isEnabled = false
    }

    /// Whether transitions animate (default `false`: every frame shows where a navigation ends).
    public var animated: Bool {
        get { app.window.animator.isEnabled }
        set { app.window.animator.isEnabled = newValue }
    }

    // MARK: Input

    /// Presses `keys` one after another, each handled (and settled) before the next.
    public func press(_ keys: Key...) async {
        for key in keys {
            await app.handle(key)
            await settle()
        }
    }

    /// Presses keys by their script names (`down`, `enter`, `ctrl+p`, `f12`, `a`).
    ///
    /// - Throws: ``PilotError/unknownKey(_:)`` for a name that is not a key; nothing is pressed.
    public func press(named names: String...) async throws(PilotError) {
        var keys: [Key] = []
        for name in names {
            guard let key = Key(name: name) else { throw .unknownKey(name) }
            keys.append(key)
        }
        for key in keys { await press(key) }
    }

    /// Types `text` a character at a time, as keys.
    public func type(_ text: String) async {
        for character in text { await app.handle(.character(character)) }
        await settle()
    }

    /// Pastes `text` (a bracketed paste).
    public func paste(_ text: String) async {
        await app.paste(text)
        await settle()
    }

    /// Clicks the cell at `column`, `row` (from 0, the title bar's row is 0).
    public func click(column: Int, row: Int) async {
        await app.handle(MouseEvent(.click, column: column, row: row))
        await settle()
    }

    /// Clicks the first cell of the first place the screen shows `text`.
    ///
    /// - Throws: ``PilotError/notShown(_:)`` when the screen does not show it.
    public func click(_ text: String) async throws(PilotError) {
        guard let (column, row) = find(text) else { throw .notShown(text) }
        await click(column: column, row: row)
    }

    /// Turns the wheel `rows` steps over the cell at `column`, `row`: down when positive.
    public func scroll(_ rows: Int, column: Int, row: Int) async {
        for _ in 0..<abs(rows) {
            await app.handle(MouseEvent(rows > 0 ? .wheelDown : .wheelUp, column: column, row: row))
        }
        await settle()
    }

    /// Opens `url` as a link from outside (the command bar, `openurl`), or in-app with
    /// `origin: .internal`; returns its error, if it failed.
    @discardableResult
    public func open(_ url: String, origin: RouteOrigin = .external) async -> RouteError? {
        let error = await app.open(url, origin: origin)
        await settle()
        return error
    }

    /// Opens a typed route (`tuishell routes generate swift`) as ``open(_:origin:)`` opens its
    /// URL; a value its constraint refuses is that `invalidURL` error.
    @discardableResult
    public func open(_ route: some RouteLink, origin: RouteOrigin = .external) async -> RouteError? {
        do throws(RouteError) {
            return await open(try route.url(), origin: origin)
        } catch {
            return error
        }
    }

    /// Changes the terminal's size.
    public func resize(width: Int, height: Int) {
        app.resize(width: width, height: height)
    }

    /// Moves virtual time on by `duration`: timers fire and animations advance, each at its own
    /// time, then what they started settles.
    public func advance(by duration: Duration) async {
        app.advance(by: duration.wholeMilliseconds)
        await settle()
    }

    /// Waits until the background work screens started has been applied, and the navigations
    /// it started have finished; gives up after ``timeout`` and records it in ``lastError``.
    public func settle() async {
        if !(await app.settleWork(timeout: timeout)) { lastError = .timedOut(timeout) }
        listen()
    }
}
