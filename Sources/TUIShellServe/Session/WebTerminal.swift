import TUIShell

/// A browser's page as the run loop's terminal: input arrives from the page's WebSocket
/// (``deliver(_:)``), and each frame leaves as the rows that changed since the one before.
@MainActor
package final class WebTerminal: Terminal {
    /// The size in cells: the page's, as its last resize said.
    package private(set) var size: (width: Int, height: Int)
    /// True once the page went away or the session was ended.
    package private(set) var isClosed = false
    /// The URL of the screen on top, for the page's address; asked after every frame.
    package var topURL: () -> String? = { nil }

    private let send: @Sendable (String) -> Void
    private var encoder = FrameEncoder()
    private var inputs: [TerminalInput] = []
    private var waiter: (continuation: CheckedContinuation<TerminalInput?, Never>, token: Int)?
    private var nextToken = 0

    /// Creates a terminal of `size` whose messages to the page go to `send`.
    package init(size: (width: Int, height: Int), send: @escaping @Sendable (String) -> Void) {
        self.size = size
        self.send = send
    }

    package func start() throws(ShellError) {}

    package func stop() {}

    package func draw(_ grid: CellGrid, appearance: Appearance) {
        guard !isClosed, let message = encoder.message(for: grid, appearance: appearance, url: topURL()) else { return }
        send(message)
    }

    /// The next input from the page, waiting up to `timeout` milliseconds for one.
    package func read(timeout: Int) async -> TerminalInput? {
        if !inputs.isEmpty { return take(inputs.removeFirst()) }
        guard timeout > 0, !isClosed else { return nil }
        nextToken += 1
        let token = nextToken
        let input = await withCheckedContinuation { continuation in
            waiter = (continuation, token)
            Task { [weak self] in
                try? await Task.sleep(for: .milliseconds(timeout))
                self?.wake(token, with: nil)
            }
        }
        return input.map(take)
    }

    /// Hands the run loop input from the page.
    package func deliver(_ input: TerminalInput) {
        guard !isClosed else { return }
        if let waiter {
            wake(waiter.token, with: input)
        } else {
            inputs.append(input)
        }
    }

    /// Ends the session: the run loop stops at its next turn.
    package func close() {
        isClosed = true
        inputs.removeAll()
        if let waiter { wake(waiter.token, with: nil) }
    }

    /// A message for the page that is not a frame (a screenshot to download).
    package func sendMessage(_ text: String) {
        if !isClosed { send(text) }
    }

    private func wake(_ token: Int, with input: TerminalInput?) {
        guard let waiter, waiter.token == token else { return }
        self.waiter = nil
        waiter.continuation.resume(returning: input)
    }

    private func take(_ input: TerminalInput) -> TerminalInput {
        if case .resize(let width, let height) = input { size = (width, height) }
        return input
    }
}
