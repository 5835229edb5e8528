/// Turns the bytes a terminal sends into input — a remote terminal's (SSH), and the characters
/// curses hands over without decoding them itself: UTF-8
/// characters, control keys, the escape sequences of ``EscapeSequence``, SGR mouse reports and
/// bracketed pastes. A sequence or character split across two reads is kept until it completes.
package struct InputDecoder {
    private var pending: [UInt8] = []
    private var paste: [UInt8]?
    /// The longest bracketed paste kept (the rest is dropped), and the longest sequence read.
    private static let pasteLimit = 1_048_576
    private static let sequenceLimit = 32
    private static let pasteStart = Array("\u{1B}[200~".utf8)
    private static let pasteEnd = Array("\u{1B}[201~".utf8)

    package init() {}

    /// The input `bytes` complete, in order.
    package mutating func decode(_ bytes: some Sequence<UInt8>) -> [TerminalInput] {
        pending.append(contentsOf: bytes)
        var inputs: [TerminalInput] = []
        var index = 0
        while index < pending.count {
            if paste != nil {
                guard let end = Self.find(Self.pasteEnd, in: pending, from: index) else {
                    // Keep what might be the start of the end marker for the next read.
                    let keep = min(Self.pasteEnd.count - 1, pending.count - index)
                    appendPaste(pending[index..<(pending.count - keep)])
                    index = pending.count - keep
                    break
                }
                appendPaste(pending[index..<end])
                inputs.append(.paste(String(decoding: paste ?? [], as: UTF8.self)))
                paste = nil
                index = end + Self.pasteEnd.count
                continue
            }
            guard let (input, length) = Self.next(in: pending, at: index) else { break }
            index += length
            if pending[(index - length)..<index].elementsEqual(Self.pasteStart) {
                paste = []
            } else if let input {
                inputs.append(input)
            }
        }
        pending.removeFirst(index)
        return inputs
    }

    /// Whether bytes of an unfinished sequence, character or paste wait for the rest.
    package var isWithinSequence: Bool { !pending.isEmpty || paste != nil }

    /// Whether what waits is a paste or a mouse report, whose rest may come a little later than
    /// a key's (split across writes, typed, or over a slow link).
    package var waitsForMore: Bool { paste != nil || pending.starts(with: Self.mouseReportStart) }
    private static let mouseReportStart = Array("\u{1B}[<".utf8)

    /// Ends a lone Esc waiting for more: a terminal sends a sequence in one write, so an Esc
    /// still alone when no more bytes come is the Esc key.
    package mutating func flush() -> [TerminalInput] {
        guard paste == nil, pending == [0x1B] else { return [] }
        pending.removeAll()
        return [.key(.escape)]
    }

    /// Ends what waits once its rest is no longer coming (the wait after it ran out, or a key
    /// curses decoded itself came next): an unfinished `ESC [` or `ESC O` is Esc and then keys of
    /// their own (Alt+[ sends `ESC [`), so the next key typed is not taken as its end. A paste and
    /// the start of a mouse report keep waiting: their rest may come later and must not become keys.
    package mutating func abandon() -> [TerminalInput] {
        guard paste == nil, pending.first == 0x1B, !pending.starts(with: Self.mouseReportStart) else { return [] }
        let rest = pending.dropFirst()
        pending.removeAll()
        return [.key(.escape)] + decode(rest)
    }

    /// Whether a bracketed paste is being read: its bytes are text, whatever they look like.
    package var isInPaste: Bool { paste != nil }

    /// Ends a paste whose end marker is not coming (lost on the way): what arrived is the paste,
    /// and what is typed next is keys again.
    package mutating func endPaste() -> [TerminalInput] {
        guard let text = paste else { return [] }
        // Bytes held back as the possible start of the end marker belong to the paste.
        let held = pending
        paste = nil
        pending.removeAll()
        return [.paste(String(decoding: text + held, as: UTF8.self))]
    }

    private mutating func appendPaste(_ bytes: ArraySlice<UInt8>) {
        let room = Self.pasteLimit - (paste?.count ?? 0)
        paste?.append(contentsOf: bytes.prefix(max(0, room)))
    }

    /// The input at `index` and how many bytes it took (nil input: bytes that mean nothing), or
    /// nil when the bytes there are not complete yet.
    private static func next(in bytes: [UInt8], at index: Int) -> (TerminalInput?, Int)? {
        let byte = bytes[index]
        if byte == 0x1B { return escape(in: bytes, at: index) }
        if byte < 0x80 { return (EscapeSequence.key(character: UInt32(byte)).map(TerminalInput.key), 1) }
        let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
        guard index + length <= bytes.count else { return nil }
        let text = String(decoding: bytes[index..<(index + length)], as: UTF8.self)
        return (
            text.unicodeScalars.first.flatMap { EscapeSequence.key(character: $0.value) }.map(TerminalInput.key), length
        )
    }

    /// After ESC: `ESC [ … final`, `ESC O x`, or Esc followed by a key of its own.
    private static func escape(in bytes: [UInt8], at index: Int) -> (TerminalInput?, Int)? {
        guard index + 1 < bytes.count else { return nil }
        let introducer = bytes[index + 1]
        guard introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O") else {
            return (.key(.escape), 1)
        }
        var end = index + 2
        if introducer == UInt8(ascii: "O") {
            guard end < bytes.count else { return nil }
        } else {
            // Parameter and intermediate bytes, up to the final byte (`~`, a letter).
            while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) {
                end += 1
                if end - index > sequenceLimit { return (nil, end - index) }
            }
            guard end < bytes.count else { return nil }
        }
        let text = String(decoding: bytes[(index + 1)...end], as: UTF8.self)
        let length = end - index + 1
        if text.hasPrefix("[<") { return (MouseEvent(sgr: String(text.dropFirst(2))).map(TerminalInput.mouse), length) }
        return (EscapeSequence.key(text).map(TerminalInput.key), length)
    }

    private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard bytes.count - start >= needle.count else { return nil }
        for index in start...(bytes.count - needle.count)
        where bytes[index..<(index + needle.count)].elementsEqual(needle) {
            return index
        }
        return nil
    }
}
