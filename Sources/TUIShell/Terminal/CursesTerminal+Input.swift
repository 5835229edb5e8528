import CNcurses

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reading input: the keys curses decodes itself (terminfo's), and every other character through
/// the one decoder remote terminals use too (``InputDecoder``): escape sequences terminfo does
/// not list, SGR mouse reports, bracketed pastes, UTF-8.
extension CursesTerminal {
    /// Reads what arrives within `timeout` milliseconds into ``decoded``, and the rest of a
    /// sequence it began: a terminal sends one in one write, so its rest comes within a moment
    /// (10 ms), a mouse report or a paste split across writes within 100 ms. A lone Esc still
    /// alone then is the Esc key; a report typed while the mouse is off (`--no-mouse`) is dropped.
    func readCharacters(_ screen: UnsafeMutablePointer<WINDOW>, timeout: Int) {
        // What curses holds already (the rest of a write it read part of) comes first; then the
        // wait is on the terminal and the waker together, so a link ends it at once.
        wtimeout(screen, 0)
        var character: wint_t = 0
        var status = wget_wch(screen, &character)
        if status == ERR, timeout > 0, let wait = waitForInput(milliseconds: timeout) {
            wtimeout(screen, Int32(clamping: wait))
            status = wget_wch(screen, &character)
        }
        while status != ERR {
            if status == KEY_CODE_YES {
                // What the decoder holds came first.
                take(decoder.abandon())
                if Int32(character) == KEY_RESIZE {
                    decoded.append(.resize(width: size.width, height: size.height))
                } else if let key = Self.functionKey(Int32(character)) {
                    decoded.append(.key(key))
                }
            } else if let scalar = Unicode.Scalar(UInt32(character)) {
                take(decoder.decode(Array(String(scalar).utf8)))
                if decoder.isInPaste { lastPasteByte = .now }
            }
            // Inside a paste curses must not turn the text's escape sequences into keys.
            keypad(screen, !decoder.isInPaste)
            guard decoder.isWithinSequence else { break }
            wtimeout(screen, decoder.waitsForMore ? 100 : 10)
            status = wget_wch(screen, &character)
        }
        if status == ERR { take(decoder.abandon()) }
        endLostPaste(screen)
    }

    /// How long a paste may go without a byte before it is taken to have lost its end marker:
    /// a terminal sends a paste in a burst, so a second of silence means the marker is not coming.
    static let pasteSilence = Duration.seconds(1)

    /// Ends a paste that has had no byte for ``pasteSilence``, so keys typed afterwards are keys.
    private func endLostPaste(_ screen: UnsafeMutablePointer<WINDOW>) {
        guard decoder.isInPaste, let last = lastPasteByte, last.duration(to: .now) >= Self.pasteSilence else { return }
        take(decoder.endPaste())
        lastPasteByte = nil
        keypad(screen, true)
    }

    /// Queues what the decoder made of the input, without mouse reports while the mouse is off.
    private func take(_ inputs: [TerminalInput]) {
        decoded += inputs.filter { input in
            if case .mouse = input { return reportsMouse }
            return true
        }
    }

    /// Waits up to `milliseconds` for the terminal to send something or the waker to ring;
    /// how long curses should then wait for a character, or nil when the waker rang or the time
    /// ran out. A signal that ended the wait (a resize) lets curses look; without a waker, curses
    /// waits the whole time itself.
    private func waitForInput(milliseconds: Int) -> Int? {
        guard let waker else { return milliseconds }
        var descriptors = [
            pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
            pollfd(fd: waker.descriptor, events: Int16(POLLIN), revents: 0),
        ]
        let ready = poll(&descriptors, 2, Int32(clamping: milliseconds))
        if ready > 0, descriptors[1].revents != 0 { waker.drain() }
        return ready < 0 || descriptors[0].revents != 0 ? 10 : nil
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
