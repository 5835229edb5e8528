/// Regular expressions over the rest of a path (its decoded segments joined by `/`, as a route's
/// last `:name(regex)` sees it) for what a manifest claims: a literal, a prefix, a glob; and a
/// prefix minus excluded literals and prefixes, written as one alternation with `.*` only at the
/// ends of branches, so it never repeats a group (the table's rule against catastrophic regexes).
struct PathRegex {
    /// Whether letters match in either case (an AASA entry with `caseSensitive: false`).
    let caseInsensitive: Bool

    /// A text the excluded set holds: exactly it, or it and everything after it.
    struct Exclusion: Equatable {
        let text: String
        let isPrefix: Bool
    }

    /// `text` matched literally.
    func literal(_ text: String) -> String { text.map(character).joined() }

    /// Strings that start with `prefix` and are none of `exclusions`; nil when nothing is left.
    func prefix(_ prefix: String, excluding exclusions: [Exclusion]) -> String? {
        if exclusions.contains(where: { $0.isPrefix && prefix.hasPrefix($0.text) }) { return nil }
        var root = Node()
        for exclusion in exclusions where exclusion.text.hasPrefix(prefix) {
            root.insert(Array(exclusion.text.dropFirst(prefix.count)), isPrefix: exclusion.isPrefix)
        }
        return complement(of: root).map { literal(prefix) + $0 }
    }

    /// A glob (`*` any run, `?` one character; Android's `.`, `x*`, `\` when `android`).
    func glob(_ pattern: String, android: Bool) -> String {
        var regex = ""
        var characters = Array(pattern)[...]
        while let next = characters.popFirst() {
            if android && next == "\\", let escaped = characters.popFirst() {
                regex += character(escaped)
            } else if android && characters.first == "*" {
                characters.removeFirst()
                regex += next == "." ? ".*" : character(next) + "*"
            } else if (android && next == ".") || (!android && next == "?") {
                regex += "."
            } else if !android && next == "*" {
                regex += ".*"
            } else {
                regex += character(next)
            }
        }
        return regex
    }

    /// A trie of excluded remainders.
    private struct Node {
        var children: [(Character, Node)] = []
        /// The path up to here is excluded exactly / with everything after it.
        var endsLiteral = false
        var endsPrefix = false

        mutating func insert(_ text: [Character], isPrefix: Bool) {
            guard let first = text.first else {
                if isPrefix { endsPrefix = true } else { endsLiteral = true }
                return
            }
            if let index = children.firstIndex(where: { $0.0 == first }) {
                children[index].1.insert(Array(text.dropFirst()), isPrefix: isPrefix)
            } else {
                var child = Node()
                child.insert(Array(text.dropFirst()), isPrefix: isPrefix)
                children.append((first, child))
            }
        }
    }

    /// The strings that no path through `node` excludes: end here, leave the trie by a character
    /// it does not have, or go on into a child.
    private func complement(of node: Node) -> String? {
        if node.endsPrefix { return nil }
        guard !node.children.isEmpty else { return node.endsLiteral ? ".+" : ".*" }
        var branches: [String] = node.endsLiteral ? [] : [""]
        let others = node.children.map(\.0).flatMap(variants)
        branches.append("[^\(others.map(classMember).joined())].*")
        for (character, child) in node.children {
            if let rest = complement(of: child) { branches.append(self.character(character) + rest) }
        }
        return "(" + branches.joined(separator: "|") + ")"
    }

    private func variants(_ character: Character) -> [Character] {
        guard caseInsensitive, character.isLetter else { return [character] }
        return Array(Set([Character(character.lowercased()), Character(character.uppercased())])).sorted()
    }

    /// One character as a regex: both cases when case does not matter, metacharacters escaped.
    private func character(_ character: Character) -> String {
        let forms = variants(character)
        if forms.count > 1 { return "[" + forms.map(classMember).joined() + "]" }
        return "\\^$.|?*+()[]{}".contains(character) ? "\\\(character)" : String(character)
    }

    private func classMember(_ character: Character) -> String {
        "\\^-]".contains(character) ? "\\\(character)" : String(character)
    }
}
