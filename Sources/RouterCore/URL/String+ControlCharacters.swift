extension String {
    /// The text with control characters (C0, DEL, C1) written as escapes — `\r`, `\n`, `\t`,
    /// else `\u{1B}` — so echoing input back can never move a reader's cursor or forge a line.
    public var escapingControlCharacters: String {
        guard unicodeScalars.contains(where: \.isControlCharacter) else { return self }
        var escaped = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "\r": escaped += "\\r"
            case "\n": escaped += "\\n"
            case "\t": escaped += "\\t"
            case _ where scalar.isControlCharacter:
                escaped += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}

extension Unicode.Scalar {
    /// U+0000–U+001F, U+007F and U+0080–U+009F.
    var isControlCharacter: Bool { value < 0x20 || (0x7F...0x9F).contains(value) }
}
