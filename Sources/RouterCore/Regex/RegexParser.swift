/// Parses the regex syntax constraints may use (docs/reference.md §2): literals, `.`, classes
/// `[…]` with ranges and `^`, `\d \w \s` (ASCII, see ``ScalarSet``) and their negations,
/// Unicode properties as RE2 writes them (`\p{Han}`, `\pL`, negated by `\P{…}` or `\p{^…}`,
/// inside classes too: `[\p{Han}\d]`, `[^\p{L}]`; the names are ``UnicodeProperty``'s), escaped
/// punctuation, `\t \n \r \f`, groups `(…)` and `(?:…)`, `|`, and the quantifiers
/// `? * + {m} {m,} {m,n}` (lazy forms read as greedy: a whole-value match does not care). `^` first
/// and `$` last are allowed and change nothing, since a constraint always matches the whole value.
/// Anything else — back-references, look-around, possessive quantifiers, `\b`, nested classes,
/// an unknown property name — is refused with a message saying what and where, so a pattern
/// means the same on this engine and on a backtracking one.
package struct RegexParser {
    /// The largest `{m,n}` bound.
    static let maximumRepeat = 1000

    let scalars: [Unicode.Scalar]
    var index = 0

    /// Parses `source`, or throws a message saying what is wrong and where.
    package static func parse(_ source: String) throws(RegexSyntaxError) -> RegexNode {
        var scalars = Array(source.unicodeScalars)
        if scalars.first == "^" { scalars.removeFirst() }
        if scalars.count >= 2, scalars.last == "$", scalars[scalars.count - 2] != "\\" {
            scalars.removeLast()
        } else if scalars == ["$"] {
            scalars = []
        }
        var parser = RegexParser(scalars: scalars)
        let node = try parser.alternation()
        guard parser.index == scalars.count else { throw parser.error("')' closes no group") }
        return node
    }

    private init(scalars: [Unicode.Scalar]) {
        self.scalars = scalars
    }

    var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    func error(_ message: String) -> RegexSyntaxError {
        RegexSyntaxError(message: "\(message) at character \(index + 1)")
    }

    private mutating func alternation() throws(RegexSyntaxError) -> RegexNode {
        var branches = [try sequence()]
        while current == "|" {
            index += 1
            branches.append(try sequence())
        }
        return branches.count == 1 ? branches[0] : .alternation(branches)
    }

    private mutating func sequence() throws(RegexSyntaxError) -> RegexNode {
        var items: [RegexNode] = []
        while let scalar = current, scalar != "|", scalar != ")" {
            let atom = try self.atom()
            items.append(try quantified(atom))
        }
        switch items.count {
        case 0: return .empty
        case 1: return items[0]
        default: return .sequence(items)
        }
    }

    private mutating func quantified(_ atom: RegexNode) throws(RegexSyntaxError) -> RegexNode {
        guard let bounds = try quantifier() else { return atom }
        if current == "?" {
            index += 1
        } else if current == "+" {
            throw error("possessive quantifiers are not supported")
        }
        if let next = current, "*+?".unicodeScalars.contains(next) || (next == "{" && (try? lookaheadBraces()) != nil) {
            throw error("nothing to repeat")
        }
        return .repetition(atom, min: bounds.min, max: bounds.max)
    }

    private mutating func quantifier() throws(RegexSyntaxError) -> (min: Int, max: Int?)? {
        switch current {
        case "*":
            index += 1
            return (0, nil)
        case "+":
            index += 1
            return (1, nil)
        case "?":
            index += 1
            return (0, 1)
        case "{":
            guard let (bounds, length) = try lookaheadBraces() else {
                throw error("'{' starts no repetition (write '\\{')")
            }
            index += length
            return bounds
        default: return nil
        }
    }

    /// `{m}`, `{m,}` or `{m,n}` at the current position and its length.
    private func lookaheadBraces() throws(RegexSyntaxError) -> ((min: Int, max: Int?), Int)? {
        guard let close = scalars[index...].firstIndex(of: "}") else { return nil }
        let body = String(String.UnicodeScalarView(scalars[(index + 1)..<close]))
        let parts = body.split(separator: ",", maxSplits: 1, omittingEmptySubsequences: false)
        // Digits only: `Int` would also take `-4` and `+4`, and a negative count traps. Six digits
        // are enough to tell a count is over the bound.
        let count = { (text: Substring) -> Int? in text.allSatisfy(\.isASCIIDigit) ? Int(text.prefix(6)) : nil }
        guard let lower = count(parts[0]) else { return nil }
        let upper: Int?
        if parts.count == 1 {
            upper = lower
        } else if parts[1].isEmpty {
            upper = nil
        } else {
            guard let value = count(parts[1]) else { return nil }
            upper = value
        }
        guard lower <= Self.maximumRepeat, (upper ?? lower) <= Self.maximumRepeat else {
            throw error("a repetition is bounded by \(Self.maximumRepeat)")
        }
        if let upper, upper < lower { throw error("{\(body)} has its bounds the wrong way round") }
        return ((lower, upper), close - index + 1)
    }

    private mutating func atom() throws(RegexSyntaxError) -> RegexNode {
        guard let scalar = current else { throw error("the regex ends early") }
        switch scalar {
        case "(":
            index += 1
            if current == "?" {
                guard index + 1 < scalars.count, scalars[index + 1] == ":" else {
                    let next = index + 1 < scalars.count ? scalars[index + 1] : nil
                    let after = index + 2 < scalars.count ? scalars[index + 2] : nil
                    if next == "=" || next == "!" || (next == "<" && (after == "=" || after == "!")) {
                        throw error("look-around is not supported (only '(?:' groups are)")
                    }
                    throw error("only '(?:' groups are supported")
                }
                index += 2
            }
            let inner = try alternation()
            guard current == ")" else { throw error("'(' is never closed") }
            index += 1
            return inner
        case "[":
            index += 1
            return .scalars(try characterClass())
        case ".":
            index += 1
            return .scalars(.anyButLineTerminator)
        case "\\":
            return .scalars(try escape().set)
        case "*", "+", "?":
            throw error("nothing to repeat")
        case "{" where (try? lookaheadBraces()) != nil:
            throw error("nothing to repeat")
        case "^", "$":
            throw error("'\(scalar)' is only allowed first or last (a constraint always matches the whole value)")
        default:
            index += 1
            return .scalars(.scalar(scalar))
        }
    }

}

/// Why a regex is not of the supported syntax.
package struct RegexSyntaxError: Error {
    package let message: String
}
