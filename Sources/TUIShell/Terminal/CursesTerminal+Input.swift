import CNcurses

/// Reading what curses does not decode: the escape sequences after ESC, and the function keys
/// it does.
extension CursesTerminal {
    /// What follows ESC in an SGR mouse report.
    private static let mouseReportStart = Array("[<".unicodeScalars.map(\.value))

    /// After ESC: a bracketed paste, a mouse report, a key curses did not decode, or Esc itself.
    func readEscapeSequence(_ screen: UnsafeMutablePointer<WINDOW>) -> TerminalInput? {
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
            // A mouse report split across writes (typed, pasted, over a slow link) is waited
            // for to its end: cut at the pause, its tail (`3;9M`) would arrive as keys.
            if sequence == Self.mouseReportStart { wtimeout(screen, 100) }
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
}
