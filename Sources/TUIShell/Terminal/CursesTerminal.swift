import CNcurses
import Synchronization

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The real terminal, through ncursesw: wide characters, the theme's colours (approximated to
/// what the terminal has), resize, bracketed paste, and the terminal restored on every way out.
@MainActor
package final class CursesTerminal: Terminal {
    private var window: OpaquePointer?
    private var previous: (grid: CellGrid, appearance: Appearance)?
    private var colors = CursesColors()
    private let terminalName: String
    let reportsMouse: Bool
    /// What the terminal sent that curses did not decode, read as a remote terminal's bytes are.
    var decoder = InputDecoder()
    /// Input decoded and not yet read.
    var decoded: [TerminalInput] = []
    /// When the paste being read last had a byte, so one whose end marker never comes ends.
    var lastPasteByte: ContinuousClock.Instant?
    /// Ends a wait for input when a link arrives.
    package let waker = InputWaker()

    /// Whether stdin and stdout are a terminal, which curses needs.
    package nonisolated static var isAvailable: Bool { isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 }

    /// Creates the terminal; nothing changes until ``start()``. With `mouse`, the terminal
    /// reports clicks and the wheel (xterm's SGR mode 1006).
    package init(environment: [String: String] = ProcessInfo.processInfo.environment, mouse: Bool = true) {
        reportsMouse = mouse
        terminalName = environment["TERM"] ?? ""
    }

    /// Whether the character set the locale chose is UTF-8.
    private static var localeIsUTF8: Bool {
        guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
        let name = String(cString: codeset).uppercased()
        return name == "UTF-8" || name == "UTF8"
    }

    /// Enters curses mode: alternate screen, raw keys, no echo, hidden cursor, bracketed paste.
    ///
    /// - Throws: when `TERM` names a terminal terminfo does not know, or one that cannot place
    ///   the cursor (`dumb`); the terminal is left as it was.
    package func start() throws(TerminalError) {
        setlocale(LC_ALL, "")
        // Without a UTF-8 locale (no LANG, as on a fresh container) ncursesw writes every
        // non-ASCII glyph — the tab bar's │, ↑/↓, ‹, … — as bytes of garbage. The app's own text
        // is UTF-8 whatever the locale, so it asks for C.UTF-8 (glibc) or UTF-8 (Darwin) then.
        if !Self.localeIsUTF8, setlocale(LC_CTYPE, "C.UTF-8") == nil { setlocale(LC_CTYPE, "UTF-8") }
        let advice = "(set TERM, e.g. TERM=xterm-256color)"
        guard let screen = tuishell_newterm() else {
            if terminalName.isEmpty { throw TerminalError("TERM is not set, so the terminal is unknown \(advice)") }
            throw TerminalError("the terminal type '\(terminalName)' is not known to this system \(advice)")
        }
        guard tuishell_can_address_cursor() != 0 else {
            endwin()
            let problem = "cannot place the cursor, which a full-screen app needs"
            throw TerminalError("the terminal type '\(terminalName)' \(problem) \(advice)")
        }
        window = OpaquePointer(screen)
        colors = CursesColors.ofCurrentTerminal()
        raw()
        noecho()
        nonl()
        keypad(screen, true)
        set_escdelay(25)
        curs_set(0)
        writeEscape(Self.pasteOn)
        // With the mouse off too: a terminal whose terminfo lists `ESC [ <` as its mouse key
        // (xterm-256color) would otherwise have curses eat those three bytes of a report typed
        // or pasted in and hand the rest (`0;3;9M`) to the app as keys.
        tuishell_leave_mouse_reports_to_the_app()
        if reportsMouse { writeEscape(Self.mouseOn) }
        Self.installExitHandlers()
    }

    /// Leaves curses mode and restores the terminal, once; safe to call more than once.
    package func stop() {
        guard let window else { return }
        // The alternate screen is left blank, in the terminal's own colours: tmux, giving the
        // main screen back after the window was resized, carries rows of the alternate screen
        // into it (two rows of the quit box, after 40x12 became 80x24).
        let screen = UnsafeMutablePointer<WINDOW>(window)
        wattrset(screen, 0)
        wbkgdset(screen, chtype(UInt8(ascii: " ")))
        werase(screen)
        wrefresh(screen)
        writeEscape(Self.pasteOff)
        if reportsMouse { writeEscape(Self.mouseOff) }
        endwin()
        self.window = nil
    }

    /// The terminal size.
    package var size: (width: Int, height: Int) {
        guard let window else { return (80, 24) }
        return (Int(getmaxx(UnsafeMutablePointer(window))), Int(getmaxy(UnsafeMutablePointer(window))))
    }

    /// Shows `grid`, redrawing only the rows that changed since the last frame (every row when
    /// the appearance changed); without colour in the terminal, in the appearance's monochrome.
    package func draw(_ grid: CellGrid, appearance requested: Appearance) {
        guard let window else { return }
        // A terminal without colour draws every role in its monochrome attributes, as under
        // NO_COLOR: the selection and the title bar are colour alone otherwise.
        var appearance = requested
        appearance.usesColor = requested.usesColor && colors.hasColor
        let screen = UnsafeMutablePointer<WINDOW>(window)
        let unchanged = previous.flatMap { $0.appearance == appearance ? $0.grid : nil }
        let rows = unchanged.map { grid.changedRows(since: $0) } ?? Array(0..<grid.height)
        // A whole redraw (first frame, after a resize) starts from a blank screen in the plain
        // style, so no cell the frame does not cover keeps what was there.
        if unchanged == nil {
            wbkgdset(
                screen,
                chtype(UInt32(bitPattern: colors.attributes(for: appearance.resolve(.plain))))
                    | chtype(UInt8(ascii: " ")))
            werase(screen)
        }
        for row in rows {
            wmove(screen, Int32(row), 0)
            var column = 0
            while column < grid.width {
                guard let cell = grid[column, row] else { break }
                var run = ""
                let style = cell.style
                while column < grid.width, let next = grid[column, row], next.style == style {
                    if let character = next.character { run.append(character) }
                    column += 1
                }
                wattrset(screen, colors.attributes(for: appearance.resolve(style)))
                // The bottom-right cell too: curses keeps it (only the cursor cannot wrap, which
                // is the error this returns there), and its refresh writes that cell without
                // scrolling, inserting it where the terminal wraps at the margin.
                waddstr(screen, run)
            }
        }
        wattrset(screen, 0)
        wrefresh(screen)
        previous = (grid, appearance)
    }

    /// Waits up to `timeout` milliseconds for input.
    package func read(timeout: Int) -> TerminalInput? {
        guard let window else { return nil }
        let screen = UnsafeMutablePointer<WINDOW>(window)
        if decoded.isEmpty { readCharacters(screen, timeout: timeout) }
        guard !decoded.isEmpty else { return nil }
        let input = decoded.removeFirst()
        if input == .key(.control("z")) { return suspend(screen) }
        if case .resize = input { previous = nil }
        return input
    }

    /// Ctrl+Z, which raw mode hands over as a character: gives the terminal back as it was
    /// before ``start()``, stops the process as the terminal's own Ctrl+Z would, and takes the
    /// terminal again when the shell resumes it (`fg`). A shell without job control ignores
    /// the stop, and the app simply goes on. Returns the size then, so the whole frame is redrawn.
    private func suspend(_ screen: UnsafeMutablePointer<WINDOW>) -> TerminalInput {
        writeEscape(Self.pasteOff)
        if reportsMouse { writeEscape(Self.mouseOff) }
        endwin()
        Self.stopUntilResumed()
        writeEscape(Self.pasteOn)
        if reportsMouse { writeEscape(Self.mouseOn) }
        clearok(screen, true)
        wrefresh(screen)
        previous = nil
        return .resize(width: size.width, height: size.height)
    }

    /// Button presses and the wheel (1000), reported as SGR numbers (1006), which have no
    /// 223-column limit.
    private static let mouseOn = "\u{1B}[?1000h\u{1B}[?1006h"
    private static let mouseOff = "\u{1B}[?1006l\u{1B}[?1000l"
    /// Bracketed paste (2004): a paste arrives marked, not as typed keys.
    private static let pasteOn = "\u{1B}[?2004h"
    private static let pasteOff = "\u{1B}[?2004l"

    private func writeEscape(_ sequence: String) {
        DescriptorWriter.writeAll(Array(sequence.utf8), to: STDOUT_FILENO)
    }

    /// Stops the process here with SIGTSTP's default action, until the shell sends SIGCONT.
    /// Raised at this thread, the signal is taken before `raise` returns; curses' own handler,
    /// which would take it on another thread while this one drew on, is set aside meanwhile.
    private static func stopUntilResumed() {
        var stop = sigset_t()
        var mask = sigset_t()
        sigemptyset(&stop)
        sigaddset(&stop, SIGTSTP)
        pthread_sigmask(SIG_UNBLOCK, &stop, &mask)
        let handler = signal(SIGTSTP, SIG_DFL)
        raise(SIGTSTP)
        signal(SIGTSTP, handler)
        pthread_sigmask(SIG_SETMASK, &mask, nil)
    }

    /// Restores the terminal on SIGTERM, SIGHUP and SIGINT, and on an `exit` that did not
    /// (``stop()`` did already on the usual ways out; a second `endwin` would leave the
    /// alternate screen twice).
    private static func installExitHandlers() {
        atexit { if !isendwin() { endwin() } }
        TerminalSignals.install()
    }
}

/// The last termination signal, stored by a signal handler and read by the run loop: an atomic,
/// as a signal may arrive on any thread while the main thread reads it (lock-free, so a signal
/// handler may store it).
enum TerminalSignals {
    static let last = Atomic<Int32>(0)

    /// The signal's number, or 0 while none arrived.
    static var received: Int32 { last.load(ordering: .relaxed) }

    /// Makes SIGTERM, SIGHUP and SIGINT end the run loop, which then gives the terminal back.
    static func install() {
        for number in [SIGTERM, SIGHUP, SIGINT] {
            _ = signal(number) { number in
                TerminalSignals.last.store(number, ordering: .relaxed)
            }
        }
    }
}
