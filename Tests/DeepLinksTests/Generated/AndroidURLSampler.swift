import PlatformOracles

extension URLSampler {
    /// An AOSP simple glob (`pathPattern`, `sspPattern`): `.` one character, `c*` a run of `c`,
    /// `.*` any run, `\c` the character `c` (an escaped `.` still matches any character).
    static func androidGlobPieces(_ pattern: String) -> [Piece] {
        let p = Array(pattern)
        var pieces: [Piece] = []
        var i = 0
        while i < p.count {
            var c = p[i]
            var escaped = false
            if c == "\\", i + 1 < p.count {
                escaped = true
                i += 1
                c = p[i]
            }
            if i + 1 < p.count, p[i + 1] == "*" {
                if c == "." && !escaped {
                    pieces.append(.wildcard(fills: ["", "x", "a/b", "x/"], usual: "x"))
                } else {
                    pieces.append(.wildcard(fills: ["", String(c), String(c) + String(c)], usual: String(c)))
                }
                i += 2
                continue
            }
            pieces.append(
                c == "." ? .wildcard(fills: [escaped ? "." : "x", "/", ""], usual: "x") : .literal(String(c)))
            i += 1
        }
        return pieces
    }

    /// The literal start of an AOSP advanced pattern: the text before its first special
    /// character, less a character a quantifier follows (`/ab*` starts with `/a`).
    static func advancedLiteralStart(_ pattern: String) -> String {
        let special: Set<Character> = [".", "[", "]", "{", "}", "*", "+", "\\"]
        var start = String(pattern.prefix { !special.contains($0) })
        if let next = pattern.dropFirst(start.count).first, "*+{".contains(next), !start.isEmpty { start.removeLast() }
        return start
    }

    /// Texts near the edges of one path or ssp rule.
    static func texts(of matcher: AndroidPatternMatcher) -> [String] {
        let v = matcher.pattern
        let shorter = v.isEmpty ? "" : String(v.dropLast())
        switch matcher.kind {
        case .literal: return [v, v + "x", v.hasSuffix("/") ? shorter : v + "/", v.uppercased(), shorter]
        case .prefix: return [v, v + "x", v + "/x", v + "a/b", shorter, v.uppercased()]
        case .suffix: return [v, "/x" + v, "/a/b" + v, shorter, "/x" + v + "x"]
        case .simpleGlob: return edges(androidGlobPieces(v))
        case .advancedGlob:
            let start = advancedLiteralStart(v)
            return ["", "x", "1", "a/b", "xx", "11", "ab"].map { start + $0 } + [v]
        }
    }

    /// The host names a URL may carry for an authority, with and without a port.
    static func hostNames(_ authority: AndroidAuthority) -> [String] {
        var names: [String]
        if authority.host.hasPrefix("*") {
            let rest = String(authority.host.dropFirst())
            names =
                rest.isEmpty
                ? ["example.com", "other.org"] : ["www" + rest, String(rest.drop { $0 == "." }), "a.b" + rest]
        } else {
            names = [authority.host, authority.host.uppercased()]
        }
        let port = authority.port ?? "8080"
        return names.flatMap { authority.port == nil ? [$0, $0 + ":" + port] : [$0 + ":" + port, $0] }
    }

    static func android(_ manifest: AndroidAppLinks) -> [String] {
        var urls: [String] = []
        for filter in manifest.filters {
            let schemes = filter.schemes
            guard let scheme = schemes.first else { continue }
            let other = ["http", "https", "myapp"].first { !schemes.contains($0) } ?? "ftp"
            let hosts = filter.authorities.flatMap(hostNames)
            if let host = hosts.first {
                var paths = filter.paths.flatMap(texts).flatMap(slashVariants)
                if paths.isEmpty { paths = ["", "/", "/x", "/a/b"] }
                let first = paths[0]
                for s in schemes {
                    urls += paths.map { "\(s)://\(host)\($0)" }
                    urls += hosts.map { "\(s)://\($0)\(first)" }
                }
                urls += [
                    "\(scheme.uppercased())://\(host)\(first)", "\(other)://\(host)\(first)",
                    "\(scheme)://other.org\(first)", "\(scheme)://\(host)\(first)?q=1", "\(scheme)://\(host)\(first)#f",
                    "\(scheme)://\(host)\(first)?q=1#f",
                ]
            } else {
                for s in schemes {
                    urls += ["\(s)://x/y", "\(s)://example.com/a", "\(s)://example.com", "\(s):opaque"]
                }
            }
            for ssp in filter.schemeSpecificParts {
                for text in texts(of: ssp) {
                    for s in schemes { urls += ["\(s):\(text)", "\(s):\(text)?q=1"] }
                }
            }
        }
        return unique(urls)
    }
}
