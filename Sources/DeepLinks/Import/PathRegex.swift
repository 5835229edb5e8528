/// Literal text as regular-expression text for a route constraint: metacharacters escaped, and
/// letters as `[Aa]` classes when case does not matter.
struct PathRegex {
    /// Whether letters match in either case.
    let caseInsensitive: Bool

    /// `text` matched literally.
    func literal(_ text: String) -> String { text.map(character).joined() }

    /// One character.
    func character(_ character: Character) -> String {
        if caseInsensitive, character.isLetter {
            let forms = Set([Character(character.lowercased()), Character(character.uppercased())]).sorted()
            if forms.count > 1 { return "[" + forms.map(String.init).joined() + "]" }
        }
        return "\\^$.|?*+()[]{}".contains(character) ? "\\\(character)" : String(character)
    }
}
