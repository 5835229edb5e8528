import RouterCore

/// A path pattern as a platform writes it — Apple's `*` and `?`, Android's simple glob, prefix,
/// suffix — read into tokens, and written back as the path of a route pattern that routes the
/// same links the way a person would write it: literal segments, a rest wildcard for a trailing
/// `/*`, and a whole-path constraint only from the first segment where a wildcard sits inside a
/// segment or spans segments in the middle (docs/reference.md §13).
///
/// The route sees the path with empty segments dropped, so `/a/*/b` must also route `/a/b`
/// (the `*` empty leaves `//`): a `*` between slashes becomes `(.*/|)`, an alternation rather
/// than an optional group, which the table's catastrophic-regex rule would refuse.
struct PathGlob {
    enum Token: Equatable {
        case character(Character)
        /// Apple's `?`, Android's `.`.
        case anyCharacter
        /// Apple's `*`, Android's `.*`: any run, `/` included.
        case anyRun
        /// Android's `x*`: any run of one character, taken whole (AOSP never gives one back).
        case repeated(Character)
        /// Android's `x*` at the very end, which AOSP reaches only with input left: one or more.
        case repeatedAtLeastOnce(Character)
        /// Android's `.*` before a character: any run without that character (AOSP
        /// `PatternMatcher` takes `.*` up to the first occurrence of the next character and never
        /// reconsiders).
        case runWithout(Character)
    }

    let tokens: [Token]

    /// Apple's pattern: `*` any run, `?` one character; with `decoding`, the literal text between
    /// them is percent-decoded (after the wildcards are found, so `%2A` is a literal `*`).
    static func apple(_ text: String, decoding: Bool) -> PathGlob {
        var tokens: [Token] = []
        var literal = ""
        func flush() {
            tokens += (decoding ? literal.percentDecoded ?? literal : literal).map(Token.character)
            literal = ""
        }
        for character in text {
            guard character == "*" || character == "?" else {
                literal.append(character)
                continue
            }
            flush()
            tokens.append(character == "*" ? .anyRun : .anyCharacter)
        }
        flush()
        return PathGlob(tokens: tokens)
    }

    /// Android's `pathPattern` (AOSP `PatternMatcher.PATTERN_SIMPLE_GLOB`): `.` any character,
    /// `x*` any run of `x`, `.*` any run, `\` escapes the next character.
    static func android(_ text: String) -> PathGlob {
        var tokens: [Token] = []
        var characters = Array(text)[...]
        func take() -> (character: Character, escaped: Bool)? {
            guard let next = characters.popFirst() else { return nil }
            guard next == "\\", let escaped = characters.popFirst() else { return (next, false) }
            return (escaped, true)
        }
        while let (character, escaped) = take() {
            guard characters.first == "*" else {
                // AOSP compares a `.` with any character even when it was escaped: its walk
                // unescapes first and then tests `c != '.'`.
                tokens.append(character == "." ? .anyCharacter : .character(character))
                continue
            }
            characters.removeFirst()
            guard !escaped && character == "." else {
                tokens.append(.repeated(character))
                continue
            }
            // AOSP: the character after `.*` is then matched as itself, even a `.`.
            if let (until, _) = take() {
                tokens += [.runWithout(until), .character(until)]
            } else {
                tokens.append(.anyRun)
            }
        }
        return PathGlob(tokens: tokens)
    }

    /// The pattern with its match of the path's leading `/` taken off, for a route path (which
    /// starts after it); nil when the pattern cannot match a path that starts with `/`.
    var afterLeadingSlash: PathGlob? {
        switch tokens.first {
        case .character("/")?, .anyCharacter?: PathGlob(tokens: Array(tokens.dropFirst()))
        // `[^/]*/` at the start takes exactly the leading slash.
        case .runWithout("/")?: PathGlob(tokens: Array(tokens.dropFirst(2)))
        // Any run, or one without some other character, takes the slash and goes on from there
        // as it would have from the start.
        case .anyRun?, .runWithout?, nil: self
        // `x*` may take no `x`: what follows it meets the slash (`/*` takes it).
        case .repeated("/")?, .repeatedAtLeastOnce("/")?: PathGlob(tokens: Array(tokens.dropFirst()))
        case .repeated?: PathGlob(tokens: Array(tokens.dropFirst())).afterLeadingSlash
        case .repeatedAtLeastOnce?: nil
        case .character?: nil
        }
    }

    /// Literal text, then maybe any run after it (a prefix) or before it (a suffix).
    static func literal(_ text: String, anyRunBefore: Bool = false, anyRunAfter: Bool = false) -> PathGlob {
        PathGlob(tokens: (anyRunBefore ? [.anyRun] : []) + text.map(Token.character) + (anyRunAfter ? [.anyRun] : []))
    }

    /// The route pattern's path (no leading `/`): `help/*`, `a/:path(.*\.js)`, `cart`; and a
    /// name for the route from its leading literal text. `foldsCase`: letters match in either
    /// case in a table that compares case (written as classes, so the whole path is a constraint);
    /// `tableFoldsCase`: the table compares literals in either case, and constraints say so too;
    /// `excludes`: the route keeps links out, so it takes no spelling the pattern does not;
    /// `startsWithRun`: the pattern began with a wildcard, which took the path's leading `/`.
    func routePath(foldsCase: Bool, tableFoldsCase: Bool = false, excludes: Bool = false, startsWithRun: Bool = false)
        -> (
            path: String, nameHint: String
        )
    {
        let segments = tokens.split(separator: .character("/")).map(Array.init)
        let literal = { (segment: [Token]) -> String? in
            let text = String(segment.compactMap { if case .character(let character) = $0 { character } else { nil } })
            return text.count == segment.count && Self.isPlain(text) ? text : nil
        }
        let firstLoose = foldsCase ? 0 : segments.firstIndex { literal($0) == nil } ?? segments.count
        let literals = segments[..<firstLoose].compactMap(literal)
        let rest = segments[firstLoose...]
        let start = literals.isEmpty ? "" : literals.joined(separator: "/") + "/"
        // The literal segments, or for a pattern that starts with a wildcard (`*/terms/*`) the
        // first literal text anywhere in it.
        let leading = literal(Array(rest.first?.prefix { if case .character = $0 { true } else { false } } ?? [])) ?? ""
        let characters = String(tokens.compactMap { if case .character(let character) = $0 { character } else { nil } })
        let anywhere = literals.isEmpty && leading.isEmpty ? rest.lazy.compactMap(literal).first ?? characters : ""
        let hint = literals + [leading, anywhere].filter { !$0.isEmpty }
        let path: String
        if rest.isEmpty {
            path = literals.joined(separator: "/")
        } else if rest.count == 1, rest.first == [.anyRun] {
            path = start + "*"
        } else {
            // A constraint sees the path as written, even in a table whose literals fold case.
            let regex = SegmentRegex(
                regex: PathRegex(caseInsensitive: foldsCase || tableFoldsCase), toleratesSlashes: !excludes,
                startsWithRun: startsWithRun)
            path = start + ":path(" + regex.text(rest) + ")"
        }
        return (path, hint.joined(separator: "/"))
    }

    /// A segment the pattern reads as the same literal.
    private static func isPlain(_ segment: String) -> Bool {
        !segment.isEmpty && !segment.hasPrefix(":") && segment != "*"
            && !segment.contains(where: { "()?#%".contains($0) })
    }
}
