import CNcurses

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
    private let reportsMouse: Bool

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
            throw TerminalError("the terminal type '\(terminalName)' is not known to this system \(advice)")
        }
        guard tuishell_can_address_cursor() != 0 else {
            endwin()
            let problem = "cannot place the cursor, which a full-screen app needs"
            throw TerminalError("the terminal type '\(terminalName)' \(problem) \(advice)")
        }
        window = OpaquePointer(screen)
        raw()
        noecho()
        nonl()
        keypad(screen, true)
        set_escdelay(25)
        curs_set(0)
        writeEscape("\u{1B}[?2004h")
        if reportsMouse {
            tuishell_leave_mouse_reports_to_the_app()
            writeEscape(Self.mouseOn)
        }
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
        writeEscape("\u{1B}[?2004l")
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
    /// the appearance changed).
    package func draw(_ grid: CellGrid, appearance: Appearance) {
        guard let window else { return }
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
        wtimeout(screen, Int32(timeout))
        var character: wint_t = 0
        let status = wget_wch(screen, &character)
        if status == ERR { return nil }
        if status == KEY_CODE_YES {
            if Int32(character) == KEY_RESIZE {
                previous = nil
                return .resize(width: size.width, height: size.height)
            }

            return Self.functionKey(Int32(character)).map(TerminalInput.key)
        }
        if character == 0x1B { return readEscapeSequence(screen) }
        return EscapeSequence.key(character: UInt32(character)).map(TerminalInput.key)
    }

    /// Button presses and the wheel (1000), reported as SGR numbers (1006), which have no
    /// 223-column limit.
    private static let mouseOn = "\u{1B}[?1000h\u{1B}[?1006h"
    private static let mouseOff = "\u{1B}[?1006l\u{1B}[?1000l"

    /// After ESC: a bracketed paste, a mouse report, a key curses did not decode, or Esc itself.
    private func readEscapeSequence(_ screen: UnsafeMutablePointer<WINDOW>) -> TerminalInput? {
        wtimeout(screen, 10)
        var sequence: [UInt32] = []
        var character: wint_t = 0
        while sequence.count < 24, wget_wch(screen, &character) == OK {
            // Only `ESC [` and `ESC O` begin a sequence: anything else is Esc, then a key of its
            // own (Esc and Ctrl+P sent in one write must not swallow each other).
            if sequence.isEmpty, character != 0x5B, character != 0x4F {
                unget_wch(wchar_t(character))
                return .key(.escape)
            }
            sequence.append(UInt32(character))
            if let last = sequence.last, sequence.count > 1, (0x40...0x7E).contains(last) { break }
        }
        guard !sequence.isEmpty else { return .key(.escape) }
        let text = String(String.UnicodeScalarView(sequence.compactMap(Unicode.Scalar.init)))
        if text.hasPrefix("[<") {
            // Reports typed or pasted in while the mouse is off (`--no-mouse`) are dropped too.
            return reportsMouse ? MouseEvent(sgr: String(text.dropFirst(2))).map(TerminalInput.mouse) : nil
        }
        if let key = EscapeSequence.key(text) { return .key(key) }
        guard sequence == Array("[200~".unicodeScalars.map(\.value)) else { return nil }
        var pasted: [UInt32] = []
        let end = Array("\u{1B}[201~".unicodeScalars.map(\.value))
        wtimeout(screen, 100)
        while pasted.count < 1_048_576, wget_wch(screen, &character) != ERR {
            pasted.append(UInt32(character))
            if pasted.count >= end.count, Array(pasted.suffix(end.count)) == end {
                pasted.removeLast(end.count)
                break
            }
        }
        return .paste(String(String.UnicodeScalarView(pasted.compactMap(Unicode.Scalar.init))))
    }

    private func writeEscape(_ sequence: String) {
        DescriptorWriter.writeAll(Array(sequence.utf8), to: STDOUT_FILENO)
    }

    static func functionKey(_ code: Int32) -> Key? {
        switch code {
        case KEY_UP: .up
        case KEY_DOWN: .down
        case KEY_LEFT: .left
        case KEY_RIGHT: .right
        case KEY_HOME: .home
        case KEY_END: .end
        case KEY_PPAGE: .pageUp
        case KEY_NPAGE: .pageDown
        case KEY_BACKSPACE: .backspace
        case KEY_DC: .delete
        case KEY_ENTER: .enter
        case KEY_BTAB: .backTab
        case (KEY_F0 + 1)...(KEY_F0 + 12): .function(Int(code - KEY_F0))
        default: nil
        }
    }

    /// Restores the terminal on SIGTERM, SIGHUP and SIGINT, and on an `exit` that did not
    /// (``stop()`` did already on the usual ways out; a second `endwin` would leave the
    /// alternate screen twice).
    private static func installExitHandlers() {
        atexit { if !isendwin() { endwin() } }
        for number in [SIGTERM, SIGHUP, SIGINT] {
            _ = signal(number) { number in
                TerminalSignals.received = number
            }
        }
    }
}

/// The last termination signal, set from a signal handler and read by the run loop.
enum TerminalSignals {
    nonisolated(unsafe) static var received: Int32 = 0
}
