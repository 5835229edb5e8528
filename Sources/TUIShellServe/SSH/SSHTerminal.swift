import TUIShell

/// An SSH client's terminal as the run loop's terminal: bytes from the channel are decoded into
/// keys, clicks and pastes; frames leave as escape sequences for the rows that changed, in
/// 24-bit colour.
@MainActor
final class SSHTerminal: Terminal {
    /// The size in cells: the PTY request's, then each window change's.
    var size: (width: Int, height: Int) { inputs.size }
    /// True once the client went away or the session was ended.
    var isClosed: Bool { inputs.isClosed }
    /// What `/metrics` learns of this terminal's frames and keys.
    var meter = FrameMeter()

    private let send: @Sendable ([UInt8]) -> Void
    private let inputs: InputQueue
    private var decoder = InputDecoder()
    private var writer = ANSIFrameWriter()

    /// Creates a terminal of `size` whose output goes to `send`.
    init(size: (width: Int, height: Int), send: @escaping @Sendable ([UInt8]) -> Void) {
        inputs = InputQueue(size: PageInput.clampedSize(width: size.width, height: size.height))
        self.send = send
    }

    func start() throws(TerminalError) { send(Array(ANSIFrameWriter.start.utf8)) }

    func stop() { send(Array(ANSIFrameWriter.stop.utf8)) }

    func draw(_ grid: CellGrid, appearance: Appearance) {
        let bytes = writer.bytes(for: grid, appearance: appearance)
        guard !isClosed else { return }
        if !bytes.isEmpty { send(bytes) }
        meter.drew(bytes: bytes.isEmpty ? nil : bytes.count)
    }

    func read(timeout: Int) async -> TerminalInput? { await inputs.next(timeout: timeout) }

    /// Takes what the client typed; an Esc alone at the end of a write is the Esc key.
    func receive(_ bytes: [UInt8]) {
        for input in decoder.decode(bytes) + decoder.flush() {
            if case .key = input { meter.key() }
            inputs.add(input)
        }
    }

    /// The client's window changed size.
    func resize(width: Int, height: Int) {
        let size = PageInput.clampedSize(width: width, height: height)
        inputs.add(.resize(width: size.width, height: size.height))
    }

    /// Ends the session: the run loop stops at its next turn.
    func close() { inputs.close() }
}
