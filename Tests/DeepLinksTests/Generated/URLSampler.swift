import PlatformOracles

/// URLs near the edges of a manifest's rules, read from the oracle's view of the file (so a
/// regression file is sampled from its text alone): each rule's literal start and one
/// character more, with and without a trailing `/`; each wildcard empty, one character and a
/// run across `/`; upper case; with a query and a fragment; on another host, another scheme
/// and a port.
enum URLSampler {
    /// A pattern as literal text and wildcards, each wildcard with the texts to try for it.
    enum Piece: Equatable {
        case literal(String)
        case wildcard(fills: [String], usual: String)
    }

    static func literalStart(_ pieces: [Piece]) -> String {
        var out = ""
        for case .literal(let text) in pieces.prefix(while: { if case .literal = $0 { true } else { false } }) {
            out += text
        }
        return out
    }

    /// The pattern with every wildcard as its usual text, except wildcard `index` as `fill`.
    static func fill(_ pieces: [Piece], index: Int? = nil, with fill: String? = nil, every all: Int? = nil) -> String {
        var out = ""
        var wildcard = 0
        for piece in pieces {
            switch piece {
            case .literal(let text): out += text
            case .wildcard(let fills, let usual):
                if wildcard == index, let fill {
                    out += fill
                } else if let all {
                    out += all < fills.count ? fills[all] : usual
                } else {
                    out += usual
                }
                wildcard += 1
            }
        }
        return out
    }

    /// The texts near a pattern's edges: its literal start and one character more, every
    /// wildcard filled each of three ways at once, then each of the first two in turn, upper case.
    static func edges(_ pieces: [Piece]) -> [String] {
        let start = literalStart(pieces)
        var out = [start, start + "x", fill(pieces)]
        let most = pieces.map { if case .wildcard(let fills, _) = $0 { fills.count } else { 0 } }.max() ?? 0
        for all in 0..<min(most, 3) { out.append(fill(pieces, every: all)) }
        var index = 0
        for case .wildcard(let fills, _) in pieces where index < 2 {
            for text in fills { out.append(fill(pieces, index: index, with: text)) }
            index += 1
        }
        out.append(fill(pieces).uppercased())
        return out
    }

    /// `/p` and `/p/`, starting with `/` (a path the platform compares needs one).
    static func slashVariants(_ path: String) -> [String] {
        let path = path.hasPrefix("/") ? path : "/" + path
        if path == "/" { return ["/", ""] }
        return path.hasSuffix("/") ? [path, String(path.dropLast())] : [path, path + "/"]
    }

    static func unique(_ urls: [String]) -> [String] {
        var seen: Set<String> = []
        return urls.filter { seen.insert($0).inserted }
    }

    // MARK: Apple

    /// An applinks pattern: `*` any run (across `/`), `?` one character, `$(name)` a value.
    static func applePieces(_ pattern: String, variables: [String: [String]]) -> [Piece] {
        var pieces: [Piece] = []
        var rest = Substring(pattern)
        while let c = rest.first {
            if rest.hasPrefix("$("), let close = rest.firstIndex(of: ")") {
                let name = String(rest[rest.index(rest.startIndex, offsetBy: 2)..<close])
                let builtins = ["digit": ["1"], "alpha": ["a", "B"], "lower": ["a"], "upper": ["B"]]
                let values = variables[name] ?? builtins[name] ?? ["x"]
                pieces.append(.wildcard(fills: values + ["zz", ""], usual: values[0]))
                rest = rest[rest.index(after: close)...]
                continue
            }
            switch c {
            case "*": pieces.append(.wildcard(fills: ["", "x", "a/b", "X"], usual: "x"))
            case "?": pieces.append(.wildcard(fills: ["x", "", "xy", "/"], usual: "x"))
            default: pieces.append(.literal(String(c)))
            }
            rest = rest.dropFirst()
        }
        return pieces
    }

    static func aasa(_ file: AppleAppLinks) -> [String] {
        let base = "https://example.com"
        var urls = [base, base + "/", base + "/x"]
        for rule in file.rules {
            let variables = rule.form == .components ? file.substitutionVariables : [:]
            var pattern = rule.path ?? "*"
            if !pattern.hasPrefix("/") && !pattern.hasPrefix("*") { pattern = "/" + pattern }
            let pieces = applePieces(pattern, variables: variables)
            let main = slashVariants(fill(pieces))[0]
            // With and without a trailing `/`: the literal start, one character more, the usual fill.
            for (index, path) in edges(pieces).enumerated() {
                urls += (index < 3 ? slashVariants(path) : [slashVariants(path)[0]]).map { base + $0 }
            }
            var queries = ["?q=1"]
            switch rule.query {
            case .whole(let text)?: queries += ["?" + fill(applePieces(text, variables: variables)), "?zz"]
            case .items(let items)?:
                let hit = items.map { "\($0.name)=\(fill(applePieces($0.pattern, variables: variables)))" }
                queries += ["?" + hit.joined(separator: "&"), "?" + hit.dropFirst().joined(separator: "&")]
            case nil: break
            }
            var fragments = ["#f"]
            if let fragment = rule.fragment {
                fragments.append("#" + fill(applePieces(fragment, variables: variables)))
            }
            urls += queries.map { base + main + $0 } + fragments.map { base + main + $0 }
            urls += queries.flatMap { query in fragments.map { base + main + query + $0 } }
            urls += [
                "https://other.example.org" + main, "http://example.com" + main, "myapp://example.com" + main,
                "https://example.com:8443" + main, "https://EXAMPLE.COM" + main, "HTTPS://example.com" + main,
            ]
        }
        return unique(urls)
    }
}
