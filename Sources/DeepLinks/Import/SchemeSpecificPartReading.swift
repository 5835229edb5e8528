/// What an `android:ssp…` rule claims, as hosts and paths. Android matches it against the
/// scheme-specific part, decoded: `//host/path?query` for a web link, `+1555` for `tel:+1555`.
/// A route table reads both alike, the first segment after `scheme:` or `scheme://` as the host,
/// so a rule that starts with `//` is read from after it and one that does not as it stands —
/// except on `http` and `https`, where it matches only links written without `//`, which are
/// not web links (and which the table could not tell from the web links the rule does not
/// match). The table does not look at the query, so a rule that checks it is widened to its
/// path, with the reason.
struct SchemeSpecificPartReading {
    /// One host and path the rule claims.
    struct Claim {
        /// The host as a route pattern writes it: a literal, or a `:host(…)` constraint.
        let host: String
        /// The path, from its leading `/`.
        let path: PathGlob
    }

    /// What the rule claims; empty when it claims no link a table can route.
    private(set) var claims: [Claim] = []
    /// Why the reading claims more than the rule (or, with no claims, why it claims nothing).
    private(set) var widenings: [String] = []

    init(_ rule: PathGlob, scheme: String) {
        var tokens = rule.tokens[...]
        if tokens.starts(with: [Self.slash, Self.slash]) {
            tokens = tokens.dropFirst(2)
        } else if ["http", "https"].contains(scheme) {
            widenings = [
                "on \(scheme) it matches only links written without // (\(scheme):host/…), which are not web links"
            ]
            return
        }
        let host = Array(tokens.prefix { $0 == .anyCharacter || ($0 != Self.slash && Self.isLiteral($0)) })
        let after = tokens.dropFirst(host.count)
        // `///x`: an empty host, which the table drops (`https:///x/y` reads as host `x`).
        while tokens.first == Self.slash { tokens = tokens.dropFirst() }
        if tokens.isEmpty {
            // `//` alone: a link with no host and no path, which a table does not route.
            widenings = ["it matches only a link with no host, which a route table does not route"]
            return
        }
        // User info and a port are taken off the host by the table: it cannot check them.
        let checkable = !host.contains { if case .character(let c) = $0 { ":@?#%".contains(c) } else { false } }
        guard !host.isEmpty, checkable, after.first.map({ $0 == Self.slash || $0 == .anyRun }) ?? true else {
            claims = [Claim(host: ":host", path: PathGlob(tokens: [.anyRun]))]
            widenings = ["a route table cannot check a host written so, so the table routes every link"]
            return
        }
        if after.first == .anyRun {
            // `//www.youtube.com` as a prefix: any host that starts so, any path.
            claims = [Claim(host: Self.hostPattern(host, anyEnd: true), path: PathGlob(tokens: [.anyRun]))]
            return
        }
        add(host: host, path: [Self.slash] + after)
        // A `.` in the host also matches the `/` that ends a shorter host.
        for (index, token) in host.enumerated() where token == .anyCharacter && index > 0 {
            add(host: Array(host[..<index]), path: [Self.slash] + host[(index + 1)...] + after)
            // …and the `?` of a link with no path and a query.
            claims.append(
                Claim(
                    host: Self.hostPattern(Array(host[..<index]), anyEnd: false), path: PathGlob(tokens: [Self.slash])))
            note("a . in the host also matches the ? that starts a query, which a route table does not look at")
        }
    }

    private static let slash = PathGlob.Token.character("/")

    /// Adds the claim of `host` and `path` (from its `/`), read up to where the query may start.
    private mutating func add(host: [PathGlob.Token], path: [PathGlob.Token]) {
        let hostPattern = Self.hostPattern(host, anyEnd: false)
        // The first token that may reach past the path into the query.
        guard let cut = path.firstIndex(where: Self.mayMatchQuestionMark) else {
            claims.append(Claim(host: hostPattern, path: PathGlob(tokens: path)))
            note("it matches only links without a query, and a route table does not look at the query")
            return
        }
        claims.append(Claim(host: hostPattern, path: PathGlob(tokens: Array(path[..<cut]) + [.anyRun])))
        if !(cut == path.count - 1 && path[cut] == .anyRun) {
            note(
                "its wildcards may reach into the query, which a route table does not look at, so the table routes every path that starts as the rule does"
            )
        }
    }

    private mutating func note(_ widening: String) {
        if !widenings.contains(widening) { widenings.append(widening) }
    }

    /// `host` as a pattern's host: literal when it is, else a constraint (`.` any character).
    private static func hostPattern(_ host: [PathGlob.Token], anyEnd: Bool) -> String {
        let literal = String(host.compactMap { if case .character(let c) = $0 { c } else { nil } })
        // A host a pattern reads as itself; anything else (`*`, `:x`) as a constraint.
        let plain = literal.allSatisfy { $0.isLetter || $0.isNumber || "-._~+".contains($0) } && !literal.isEmpty
        if literal.count == host.count && !anyEnd && plain { return literal.lowercased() }
        let regex = PathRegex(caseInsensitive: true)
        let body = host.map { if case .character(let c) = $0 { regex.character(c) } else { "." } }.joined()
        return ":host(" + body + (anyEnd ? ".*" : "") + ")"
    }

    private static func isLiteral(_ token: PathGlob.Token) -> Bool {
        if case .character = token { true } else { false }
    }

    private static func mayMatchQuestionMark(_ token: PathGlob.Token) -> Bool {
        switch token {
        case .character(let character), .repeated(let character), .repeatedAtLeastOnce(let character):
            character == "?"
        case .anyCharacter, .anyRun, .runWithout: true
        }
    }
}
