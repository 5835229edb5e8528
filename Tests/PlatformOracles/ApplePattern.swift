import Foundation

/// One piece of an applinks pattern as written.
enum ApplePatternPiece: Sendable, Equatable {
    case literal(Character)
    /// `*`: Apple: "Matches zero or more characters" (a run that may hold `/`).
    case anyRun
    /// `?`: Apple: "Matches any single character."
    case oneCharacter
    /// `$(name)`: Apple: names "can contain any character except `$`, `(`, and `)`".
    case variable(String)
}

/// A compiled `/`, `?` or `#` pattern of an applinks component. Matching is a whole-string
/// match; a set of reachable positions is carried token by token, which gives the same answer
/// as a backtracking greedy `*` without its exponential cost.
struct ApplePattern: Sendable, Equatable {
    indirect enum Token: Sendable, Equatable {
        case char(Character)
        case one
        case any
        /// The values of a substitution variable: one of them must match here.
        case choice([[Token]])
    }

    let tokens: [Token]
    let usesVariables: Bool

    /// Splits a pattern into pieces; with `variables: false` a `$(` is plain text (Apple: values
    /// "can contain the `?` and `*` wildcard characters, but not other substitution variables").
    static func pieces(_ pattern: String, variables: Bool = true) -> [ApplePatternPiece] {
        let chars = Array(pattern)
        var out: [ApplePatternPiece] = []
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if variables, c == "$", i + 1 < chars.count, chars[i + 1] == "(",
                let close = chars[(i + 2)...].firstIndex(of: ")")
            {
                let name = String(chars[(i + 2)..<close])
                if !name.contains("$"), !name.contains("(") {
                    out.append(.variable(name))
                    i = close + 1
                    continue
                }
            }
            switch c {
            case "*": out.append(.anyRun)
            case "?": out.append(.oneCharacter)
            default: out.append(.literal(c))
            }
            i += 1
        }
        return out
    }

    /// The values of a variable: the file's own first (a custom variable shadows a built-in of
    /// the same name), then the built-ins; an unknown name has no values and never matches.
    static func values(of name: String, custom: [String: [String]]) -> [String] {
        custom[name] ?? builtinVariables[name] ?? []
    }

    /// Apple "applinks.SubstitutionVariables": the predefined variables and their values.
    static let builtinVariables: [String: [String]] = {
        let upper = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) }
        let lower = upper.map { $0.lowercased() }
        let digits = (0...9).map(String.init)
        let alpha = zip(upper, lower).flatMap { [$0, $1] }
        return [
            "alpha": alpha,
            "upper": upper,
            "lower": lower,
            "alnum": alpha + digits,
            "digit": digits,
            "xdigit": digits + ["A", "a", "B", "b", "C", "c", "D", "d", "E", "e", "F", "f"],
            // "All ISO regions in isoRegionCodes" / "All ISO languages in isoLanguageCodes":
            // Foundation's lists (the non-deprecated spellings of the same properties).
            "region": Locale.Region.isoRegions.map(\.identifier),
            "lang": Locale.LanguageCode.isoLanguageCodes.map(\.identifier),
        ]
    }()

    init(_ pattern: String, variables custom: [String: [String]], caseSensitive: Bool, substitutes: Bool = true) {
        var usesVariables = false
        func compile(_ pieces: [ApplePatternPiece]) -> [Token] {
            pieces.flatMap { piece -> [Token] in
                switch piece {
                case .literal(let c):
                    // Apple "caseSensitive": false folds the pattern and the URL alike.
                    return caseSensitive ? [.char(c)] : String(c).lowercased().map { .char($0) }
                case .anyRun: return [.any]
                case .oneCharacter: return [.one]
                case .variable(let name):
                    usesVariables = true
                    let values = ApplePattern.values(of: name, custom: custom)
                    return [.choice(values.map { compile(ApplePattern.pieces($0, variables: false)) })]
                }
            }
        }
        tokens = compile(ApplePattern.pieces(pattern, variables: substitutes))
        self.usesVariables = usesVariables
    }

    /// Whether the whole of `text` (already folded by the caller when case-insensitive) matches.
    func matches(_ text: String) -> Bool {
        let s = Array(text)
        var start = [Bool](repeating: false, count: s.count + 1)
        start[0] = true
        return ApplePattern.advance(tokens, s, start)[s.count]
    }

    private static func advance(_ tokens: [Token], _ s: [Character], _ start: [Bool]) -> [Bool] {
        var current = start
        for token in tokens {
            var next = [Bool](repeating: false, count: s.count + 1)
            var reached = false
            switch token {
            case .char(let c):
                for p in 0..<s.count where current[p] && s[p] == c {
                    next[p + 1] = true
                    reached = true
                }
            case .one:
                for p in 0..<s.count where current[p] {
                    next[p + 1] = true
                    reached = true
                }
            case .any:
                if let first = current.firstIndex(of: true) {
                    for q in first...s.count { next[q] = true }
                    reached = true
                }
            case .choice(let alternatives):
                for alternative in alternatives {
                    let ends = advance(alternative, s, current)
                    for q in 0...s.count where ends[q] {
                        next[q] = true
                        reached = true
                    }
                }
            }
            if !reached { return next }
            current = next
        }
        return current
    }

    /// Preferred sample values of variables whose value lists are long or unordered.
    private static let sampleValues: [String: [String]] = ["lang": ["en", "fr"], "region": ["US", "CA"]]

    /// The pattern with every wildcard replaced by `filler` and every variable by one of its
    /// values (`choice` picks which), for sample URLs.
    static func fill(_ pattern: String, filler: String, choice: Int, variables custom: [String: [String]]) -> String {
        var out = ""
        for piece in pieces(pattern) {
            switch piece {
            case .literal(let c): out.append(c)
            case .anyRun, .oneCharacter: out += filler
            case .variable(let name):
                let values = custom[name] ?? sampleValues[name] ?? builtinVariables[name] ?? []
                if values.isEmpty {
                    out += "$(\(name))"
                } else {
                    out += fill(values[choice % values.count], filler: filler, choice: 0, variables: [:])
                }
            }
        }
        return out
    }

    /// The text before the first wildcard or variable.
    static func literalPrefix(_ pattern: String) -> String {
        var out = ""
        for piece in pieces(pattern) {
            guard case .literal(let c) = piece else { break }
            out.append(c)
        }
        return out
    }
}
