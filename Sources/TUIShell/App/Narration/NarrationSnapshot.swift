/// What narration compares from one update to the next: the navigation, the top screen's
/// narration, the overlays, the focus and the footer's messages.
@MainActor
struct NarrationSnapshot {
    /// Whose focus it is: the top screen's or an overlay's that takes keys.
    enum FocusOwner: Equatable {
        case screen(ScreenID)
        case overlay(ObjectIdentifier)
    }

    /// An overlay shown, held so that one freed and another made in its place are not taken
    /// for the same.
    struct ShownOverlay {
        let overlay: any Overlay
        let narration: OverlayNarration
    }

    let state: NavigationState
    /// The titles of the top screens of each stack, by identity: what a line about a screen
    /// that left says.
    let titles: [ScreenID: String]
    let top: ScreenID?
    let topTitle: String
    /// The top screen's narration, its own or read from what it draws.
    let screen: Narration
    /// Whether the top screen gave a narration of its own: then a change to its summary is news
    /// (a table sorted, a request run); a drawn text's change (a spinner's turn) is not.
    let screenSpeaks: Bool
    let overlays: [ShownOverlay]
    let focusOwner: FocusOwner?
    let focus: String?
    let messages: [StatusLine.Message]
    /// How many footer messages were ever shown (``StatusLine/shownCount``).
    let messagesShown: Int

    /// How many screens from the top of each stack have their titles kept.
    private static let titledDepth = 8

    init(app: ShellApp) {
        let window = app.window
        state = window.state
        var titles: [ScreenID: String] = [:]
        for path in state.paths {
            for id in state[path].suffix(Self.titledDepth) { titles[id] = window.screen(id)?.title }
        }
        self.titles = titles
        top = state.top
        let topScreen = window.topScreen
        topTitle = topScreen?.title ?? ""
        // Asked once: a screen's narration may cost as much as drawing it.
        let own = topScreen?.narration
        screen = own ?? topScreen.map { Self.drawnNarration(of: $0, size: app.size) } ?? Narration()
        screenSpeaks = own != nil
        overlays = app.overlays.overlays.map { ShownOverlay(overlay: $0, narration: $0.narration) }
        messages = app.status.messages
        messagesShown = app.status.shownCount
        let taker = app.overlays.keyTaker
        let takerNarration = overlays.last { $0.overlay === taker }?.narration.narration
        if let taker, taker.blocksInput || takerNarration?.focus != nil {
            focusOwner = .overlay(ObjectIdentifier(taker))
            focus = takerNarration?.focus
        } else {
            focusOwner = top.map(FocusOwner.screen)
            focus = screen.focus
        }
    }

    /// A screen's own narration, or else the text it draws, read as lines: the first few when
    /// it opens, all on request.
    static func narration(of screen: Screen, size: (width: Int, height: Int)) -> Narration {
        screen.narration ?? drawnNarration(of: screen, size: size)
    }

    /// The text `screen` draws, as lines.
    private static func drawnNarration(of screen: Screen, size: (width: Int, height: Int)) -> Narration {
        // The content area: the frame less its title bar, tab bar and footer.
        let width = max(1, size.width)
        let height = max(1, size.height - 3)
        var grid = CellGrid(width: width, height: height)
        Canvas.draw(in: &grid, bounds: Rect(x: 0, y: 0, width: width, height: height)) { screen.draw(in: &$0) }
        // The title is said when the screen opens; a screen that draws it again says it once.
        let lines = grid.lines.map(NarrationText.clean).filter { !$0.isEmpty && $0 != screen.title }
        var summary = Array(lines.prefix(Self.drawnLinesInSummary))
        if lines.count > summary.count { summary.append("\(lines.count - summary.count) more lines; Ctrl+T reads all") }
        return Narration(summary: summary, details: lines)
    }

    /// How many drawn lines a screen without a narration of its own says when it opens.
    private static let drawnLinesInSummary = 6

    /// The identities of the overlays shown.
    var overlayObjects: [any Overlay] { overlays.map(\.overlay) }
}
