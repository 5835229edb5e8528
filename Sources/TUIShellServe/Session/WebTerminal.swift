import TUIShell

/// A browser's page as the run loop's terminal: input arrives from the page's WebSocket
/// (``deliver(_:)``), and each frame leaves as the rows that changed since the one before. It
/// narrates too: what changed in words and the screen's outline leave as a narration message,
/// for the page's live region and accessibility tree.
///
/// The app outlives the socket: ``attach(size:send:)`` hands the terminal a new page (a reload, a
/// dropped connection that came back), whose first frame has every row and whose first
/// narration has the outline; while no page is attached, frames are dropped and the last lines
/// said are kept for the next page (the first page may attach after the app's first turn).
@MainActor
package final class WebTerminal: Terminal {
    /// The size in cells: the page's, as its last resize said.
    package var size: (width: Int, height: Int) { inputs.size }
    /// True once the session was ended.
    package var isClosed: Bool { inputs.isClosed }
    /// The URL of the screen on top, for the page's address; asked after every frame.
    package var topURL: () -> String? = { nil }
    /// What `/metrics` learns of this terminal's frames and keys.
    var meter = FrameMeter()
    /// A page shows frames and reads them out: a screen reader hears the narration.
    package var narrates: Bool { true }

    private var send: (@Sendable (String) -> Void)?
    private var encoder = FrameEncoder()
    private var narration = NarrationEncoder()
    /// Lines said while no page was attached, the last ``linesKeptWhileAway``.
    private var unsent: [String] = []
    /// As many as the page's live region keeps.
    static let linesKeptWhileAway = 30
    private let inputs: InputQueue

    /// Creates a terminal of `size` whose messages to the page go to `send`.
    package init(size: (width: Int, height: Int), send: (@Sendable (String) -> Void)? = nil) {
        inputs = InputQueue(size: size)
        self.send = send
    }

    package func start() throws(TerminalError) {}

    package func stop() {}

    package func draw(_ grid: CellGrid, appearance: Appearance) {
        guard !isClosed, let send else { return }
        let message = encoder.message(for: grid, appearance: appearance, url: topURL())
        if let message { send(message) }
        meter.drew(bytes: message?.utf8.count)
    }

    package func announce(_ update: NarrationUpdate) {
        guard !isClosed else { return }
        guard let send else {
            unsent = Array((unsent + update.lines).suffix(Self.linesKeptWhileAway))
            return
        }
        var update = update
        update.lines = unsent + update.lines
        unsent = []
        if let message = narration.message(for: update) { send(message) }
    }

    /// The next input from the page, waiting up to `timeout` milliseconds for one.
    package func read(timeout: Int) async -> TerminalInput? { await inputs.next(timeout: timeout) }

    /// Hands the run loop input from the page.
    package func deliver(_ input: TerminalInput) {
        if case .key = input { meter.key() }
        inputs.add(input)
    }

    /// A page of `size` takes over: its next frame has every row and the URL, and its next
    /// narration the outline.
    package func attach(size: (width: Int, height: Int), send: @escaping @Sendable (String) -> Void) {
        self.send = send
        encoder = FrameEncoder()
        narration = NarrationEncoder()
        // A resize wakes the run loop, which draws the whole frame at the page's size.
        inputs.add(.resize(width: size.width, height: size.height))
    }

    /// The page went away: frames are dropped, and lines kept, until another attaches.
    package func detach() { send = nil }

    /// Ends the session: the run loop stops at its next turn.
    package func close() { inputs.close() }

    /// A message for the page that is not a frame (a screenshot to download).
    package func sendMessage(_ text: String) {
        if !isClosed { send?(text) }
    }
}
