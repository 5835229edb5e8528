extension StringProtocol {
    /// The text without the spaces and tabs at either end (any Unicode space separator counts,
    /// line breaks do not): what a typed command or a script line means.
    package var trimmingSpaces: String {
        let isSpace = { (character: Character) in character.isWhitespace && !character.isNewline }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
