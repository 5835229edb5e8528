import TUIShell

/// An SSH client's terminal as the run loop's terminal: bytes from the channel are decoded into
/// keys, clicks and pastes; frames leave as escape sequences for the rows that changed, in
/// 24-bit colour.
///
/// A narrated terminal (a screen reader's, or a `dumb` one: see ``NarrationRequest``) shows no
/// frames: it says what changed as lines of plain text, and writes no escape sequence at all, so
/// a braille display or a speech synthesizer reading the terminal gets words, not screen paint.
@MainActor
final class SSHTerminal: Terminal {
    /// The size in cells: the PTY request's, then each window change's.
    var size: (width: Int, height: Int) { inputs.size }
    /// True once the client went away or the session was ended.
    var isClosed: Bool { inputs.isClosed }
    /// What `/metrics` learns of this terminal's frames and keys.
    var meter = FrameMeter()
    /// Whether it says lines instead of drawing frames.
    let narrates: Bool
    var showsFrames: Bool { !narrates }

    private let send: @Sendable ([UInt8]) -> Void
    private let inputs: InputQueue
    private var decoder = InputDecoder()
    private var writer = ANSIFrameWriter()

    /// Creates a terminal of `size` whose output goes to `send`; a narrated one writes lines
    /// instead of frames.
    init(size: (width: Int, height: Int), narrated: Bool = false, send: @escaping @Sendable ([UInt8]) -> Void) {
        inputs = InputQueue(size: PageInput.clampedSize(width: size.width, height: size.height))
        narrates = narrated
        self.send = send
    }

    // A narrated terminal stays as the client's was: no alternate screen, no mouse reporting.
    func start() throws(TerminalError) {
        if !narrates { send(Array(ANSIFrameWriter.start.utf8)) }
    }

    func stop() {
        if !narrates { send(Array(ANSIFrameWriter.stop.utf8)) }
    }

    func draw(_ grid: CellGrid, appearance: Appearance) {
        // The run loop does not draw on a terminal that shows no frames; nor would it paint here.
        guard !narrates else { return }
        let bytes = writer.bytes(for: grid, appearance: appearance)
        guard !isClosed else { return }
        if !bytes.isEmpty { send(bytes) }
        meter.drew(bytes: bytes.isEmpty ? nil : bytes.count)
    }

    /// Writes each line and a new line; the narrator has escaped any control character in them.
    func announce(_ update: NarrationUpdate) {
        guard narrates, !isClosed else { return }
        let bytes = Array(update.lines.map { $0 + "\r\n" }.joined().utf8)
        if !bytes.isEmpty { send(bytes) }
        // What a narrated client gets after a key is its lines: the key's answer for /metrics.
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
