#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal in narrated mode (`--narrate`, `TERM=dumb`): no full-screen drawing and not
/// one escape sequence written — each announcement is printed as lines of plain text, which a
/// screen reader reads as they arrive. Keys are read raw and decoded as a remote terminal's are
/// (``InputDecoder``), so they are the full mode's. Standard input may be a pipe: the app then
/// ends when it ends.
@MainActor
package final class NarratedTerminal: Terminal {
    private let input = STDIN_FILENO
    private let output = STDOUT_FILENO
    /// The terminal's settings before ``start()``, restored by ``stop()``.
    private var saved: termios?
    private var decoder = InputDecoder()
    private var decoded: [TerminalInput] = []
    private var inputEnded = false
    /// Ends a wait for input when a link arrives.
    package let waker = InputWaker()

    package init() {}

    package var showsFrames: Bool { false }
    package var narrates: Bool { true }
    /// Once standard input ended (a pipe ran dry, the terminal hung up), the app ends.
    package var isClosed: Bool { inputEnded && decoded.isEmpty }

    /// Reads keys one at a time without echo (the terminal's own line editing would hold them
    /// until Enter); Ctrl+C and Ctrl+Z arrive as keys, as in the full mode. Output keeps its
    /// newline translation, so a line ends where it should.
    package func start() throws(TerminalError) {
        TerminalSignals.install()
        guard isatty(input) == 1 else { return }
        var settings = termios()
        guard tcgetattr(input, &settings) == 0 else { throw TerminalError("cannot read the terminal's settings") }
        saved = settings
        settings.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        settings.c_iflag &= ~tcflag_t(IXON | ICRNL | INLCR)
        _ = tcsetattr(input, TCSANOW, &settings)
    }

    package func stop() {
        guard var settings = saved else { return }
        _ = tcsetattr(input, TCSANOW, &settings)
        saved = nil
    }

    /// The window's size, which narration's reading of a screen's text is laid out in.
    package var size: (width: Int, height: Int) {
        var window = winsize()
        guard ioctl(output, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else {
            return (80, 24)
        }
        return (Int(window.ws_col), Int(window.ws_row))
    }

    package func draw(_ grid: CellGrid, appearance: Appearance) {}

    /// Prints each line of the announcement.
    package func announce(_ update: NarrationUpdate) {
        guard !update.lines.isEmpty else { return }
        DescriptorWriter.writeAll(Array(update.lines.map { $0 + "\n" }.joined().utf8), to: output)
    }

    /// Waits up to `timeout` milliseconds for a key (or a link, through the waker).
    package func read(timeout: Int) -> TerminalInput? {
        if decoded.isEmpty, !inputEnded, wait(milliseconds: timeout) {
            readAvailable()
            // The rest of a sequence comes in the same write, or within a moment; a lone Esc
            // still alone then is the Esc key.
            while decoder.isWithinSequence, !inputEnded, wait(milliseconds: decoder.waitsForMore ? 100 : 10) {
                readAvailable()
            }
            if decoder.isWithinSequence { decoded += decoder.abandon() + decoder.endPaste() }
        }
        return decoded.isEmpty ? nil : decoded.removeFirst()
    }

    /// Whether input is ready within `milliseconds`; false when the waker rang or time ran out.
    private func wait(milliseconds: Int) -> Bool {
        var descriptors = [
            pollfd(fd: input, events: Int16(POLLIN), revents: 0),
            pollfd(fd: waker?.descriptor ?? -1, events: Int16(POLLIN), revents: 0),
        ]
        let ready = poll(&descriptors, 2, Int32(clamping: milliseconds))
        if ready > 0, descriptors[1].revents != 0 { waker?.drain() }
        return ready > 0 && descriptors[0].revents != 0
    }

    private func readAvailable() {
        var buffer = [UInt8](repeating: 0, count: 4096)
        #if canImport(Glibc)
            let count = Glibc.read(input, &buffer, buffer.count)
        #else
            let count = Darwin.read(input, &buffer, buffer.count)
        #endif
        if count > 0 {
            decoded += decoder.decode(buffer.prefix(count))
        } else if count == 0 || errno != EINTR && errno != EAGAIN {
            inputEnded = true
            decoded += decoder.abandon() + decoder.endPaste()
        }
    }
}
