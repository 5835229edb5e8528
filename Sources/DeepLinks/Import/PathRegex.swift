/// Literal text as regular-expression text for a route constraint: metacharacters escaped, and
/// letters as `[Aa]` classes when case does not matter.
struct PathRegex {
    /// Whether letters match in either case.
    let caseInsensitive: Bool

    /// `text` matched literally.
    func literal(_ text: String) -> String { text.map(character).joined() }

    /// One character.
    func character(_ character: Character) -> String {
        // A letter whose other case is one character too (not `ß`, whose upper case is "SS").
        if caseInsensitive, character.isLetter, let lower = Character(exactly: character.lowercased()),
            let upper = Character(exactly: character.uppercased()), lower != upper
        {
            return "[\(lower)\(upper)]"
        }
        return "\\^$.|?*+()[]{}".contains(character) ? "\\\(character)" : String(character)
    }
}

extension Character {
    /// The text as one character, when it is one.
    fileprivate init?(exactly text: String) {
        guard text.count == 1, let first = text.first else { return nil }
        self = first
    }
}
