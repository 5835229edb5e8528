import CNcurses

/// Reading input: the keys curses decodes itself (terminfo's), and every other character through
/// the one decoder remote terminals use too (``InputDecoder``): escape sequences terminfo does
/// not list, SGR mouse reports, bracketed pastes, UTF-8.
extension CursesTerminal {
    /// Reads what arrives within `timeout` milliseconds into ``decoded``, and the rest of a
    /// sequence it began: a terminal sends one in one write, so its rest comes within a moment
    /// (10 ms), a mouse report or a paste split across writes within 100 ms. A lone Esc still
    /// alone then is the Esc key; a report typed while the mouse is off (`--no-mouse`) is dropped.
    func readCharacters(_ screen: UnsafeMutablePointer<WINDOW>, timeout: Int) {
        wtimeout(screen, Int32(timeout))
        var character: wint_t = 0
        var status = wget_wch(screen, &character)
        while status != ERR {
            if status == KEY_CODE_YES {
                if Int32(character) == KEY_RESIZE {
                    decoded.append(.resize(width: size.width, height: size.height))
                } else if let key = Self.functionKey(Int32(character)) {
                    decoded.append(.key(key))
                }
            } else if let scalar = Unicode.Scalar(UInt32(character)) {
                let inputs = decoder.decode(Array(String(scalar).utf8))
                decoded += inputs.filter { input in
                    if case .mouse = input { return reportsMouse }
                    return true
                }
            }
            guard decoder.isWithinSequence else { break }
            wtimeout(screen, decoder.waitsForMore ? 100 : 10)
            status = wget_wch(screen, &character)
        }
        if status == ERR { decoded += decoder.flush() }
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
