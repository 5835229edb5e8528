/// Finds constraints the router refuses at registration (docs/reference.md §2): a group that is
/// repeated (`*`, `+`, `{n,}`, `{n,m}` with m > 1) and itself contains a quantifier, such as
/// `(a+)+` or `(\w*)*`, which could backtrack catastrophically; and unbalanced parentheses, which
/// would let a top-level `|` escape the anchors (`[0-9]+)|(.*` matching anything).
enum RegexSafety {
    /// Why a regex is refused, with the character offset where it shows.
    enum Problem: Equatable {
        /// The repeated group closing at this offset contains a quantifier.
        case catastrophicGroup(Int)
        /// The `)` at this offset closes no group, or (at the end) a `(` is never closed.
        case unbalancedParenthesis(Int)
    }

    /// The first problem of `regex`, or `nil` when it is safe.
    static func problem(in regex: String) -> Problem? {
        let characters = Array(regex)
        var groupHasQuantifier: [Bool] = [false]
        var index = 0
        while index < characters.count {
            switch characters[index] {
            case "\\":
                // `\p{…}` is one atom: its braces are no repetition.
                if index + 2 < characters.count, characters[index + 1] == "p" || characters[index + 1] == "P",
                    characters[index + 2] == "{",
                    let close = characters[(index + 2)...].firstIndex(of: "}")
                {
                    index = close + 1
                } else {
                    index += 2
                }
                continue
            case "[":
                index = endOfCharacterClass(characters, from: index)
            case "(":
                groupHasQuantifier.append(false)
                if index + 1 < characters.count, characters[index + 1] == "?" { index += 1 }
            case ")":
                guard groupHasQuantifier.count > 1 else { return .unbalancedParenthesis(index) }
                let inner = groupHasQuantifier.removeLast()
                let repeated = isRepetition(characters, at: index + 1)
                if inner && repeated { return .catastrophicGroup(index) }
                if inner || isQuantifier(characters, at: index + 1) {
                    groupHasQuantifier[groupHasQuantifier.count - 1] = true
                }
            case "*", "+", "?", "{":
                if isQuantifier(characters, at: index) {
                    groupHasQuantifier[groupHasQuantifier.count - 1] = true
                }
            default:
                break
            }
            index += 1
        }
        return groupHasQuantifier.count > 1 ? .unbalancedParenthesis(characters.count) : nil
    }

    /// The index of the `]` closing the class that opens at `start`.
    private static func endOfCharacterClass(_ characters: [Character], from start: Int) -> Int {
        var index = start + 1
        if index < characters.count, characters[index] == "^" { index += 1 }
        if index < characters.count, characters[index] == "]" { index += 1 }
        while index < characters.count, characters[index] != "]" {
            index += characters[index] == "\\" ? 2 : 1
        }
        return index
    }

    private static func isQuantifier(_ characters: [Character], at index: Int) -> Bool {
        guard index < characters.count else { return false }
        switch characters[index] {
        case "*", "+", "?": return true
        case "{": return braceBounds(characters, at: index) != nil
        default: return false
        }
    }

    /// Whether the quantifier at `index` can repeat its atom more than once.
    private static func isRepetition(_ characters: [Character], at index: Int) -> Bool {
        guard index < characters.count else { return false }
        switch characters[index] {
        case "*", "+": return true
        case "{":
            guard let bounds = braceBounds(characters, at: index) else { return false }
            return bounds.upper.map { $0 > 1 } ?? true
        default: return false
        }
    }

    /// `{n}`, `{n,}` or `{n,m}` at `index`; `upper` is `nil` when unbounded.
    private static func braceBounds(_ characters: [Character], at index: Int) -> (lower: Int, upper: Int?)? {
        guard let close = characters[index...].firstIndex(of: "}") else { return nil }
        let body = String(characters[(index + 1)..<close])
        let parts = body.split(separator: ",", maxSplits: 1, omittingEmptySubsequences: false)
        guard let lower = Int(parts[0]) else { return nil }
        if parts.count == 1 { return (lower, lower) }
        if parts[1].isEmpty { return (lower, nil) }
        guard let upper = Int(parts[1]) else { return nil }
        return (lower, upper)
    }
}
