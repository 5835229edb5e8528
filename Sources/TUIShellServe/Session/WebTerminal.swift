import TUIShell

/// A browser's page as the run loop's terminal: input arrives from the page's WebSocket
/// (``deliver(_:)``), and each frame leaves as the rows that changed since the one before.
@MainActor
package final class WebTerminal: Terminal {
    /// The size in cells: the page's, as its last resize said.
    package var size: (width: Int, height: Int) { inputs.size }
    /// True once the page went away or the session was ended.
    package var isClosed: Bool { inputs.isClosed }
    /// The URL of the screen on top, for the page's address; asked after every frame.
    package var topURL: () -> String? = { nil }

    private let send: @Sendable (String) -> Void
    private var encoder = FrameEncoder()
    private let inputs: InputQueue

    /// Creates a terminal of `size` whose messages to the page go to `send`.
    package init(size: (width: Int, height: Int), send: @escaping @Sendable (String) -> Void) {
        inputs = InputQueue(size: size)
        self.send = send
    }

    package func start() throws(TerminalError) {}

    package func stop() {}

    package func draw(_ grid: CellGrid, appearance: Appearance) {
        guard !isClosed, let message = encoder.message(for: grid, appearance: appearance, url: topURL()) else { return }
        send(message)
    }

    /// The next input from the page, waiting up to `timeout` milliseconds for one.
    package func read(timeout: Int) async -> TerminalInput? { await inputs.next(timeout: timeout) }

    /// Hands the run loop input from the page.
    package func deliver(_ input: TerminalInput) { inputs.add(input) }

    /// Ends the session: the run loop stops at its next turn.
    package func close() { inputs.close() }

    /// A message for the page that is not a frame (a screenshot to download).
    package func sendMessage(_ text: String) {
        if !isClosed { send(text) }
    }
}
