import RouterCore

/// A link as the platforms see it: scheme, host and the path as written (percent-encoded).
struct Link: Hashable {
    let scheme: String
    let host: String
    /// The path as written, `""` or starting with `/`.
    let path: String

    var url: String { "\(scheme)://\(host)\(path)" }
    /// The path decoded, as Android's `Uri.getPath()` gives it.
    var decodedPath: String { path.percentDecoded ?? path }
}

/// Sample links, for telling whether a manifest and a table agree without enumerating every URL.
enum LinkSamples {
    /// Values that stand in for a parameter or a wildcard.
    static let fillers = ["42", "example", "item-1"]

    /// Links the route routes on `scheme://host`, each parameter one segment: a few values per
    /// parameter (constraints satisfied), and zero, one and two segments for a `*`.
    static func links(of shape: LinkShape, scheme: String, host: String) -> [Link] {
        var links: [Link] = []
        for variant in 0..<3 {
            var segments: [String] = []
            for piece in shape.path {
                switch piece {
                case .literal(let text):
                    segments.append(text.encodedAsManifestSegment)
                case .segment(_, let constraint):
                    guard let value = constraint.map({ $0.example(nonEmpty: true) }) ?? fillers[variant] else {
                        return links
                    }
                    segments.append(value.encodedAsManifestSegment)
                case .rest(_, nil):
                    segments += [[], ["x"], ["a", "b"]][variant]
                case .rest(_, let constraint?):
                    guard let value = constraint.example(nonEmpty: variant > 0) else { return links }
                    segments += value.split(separator: "/").map { $0.encodedAsManifestSegment }
                }
            }
            let link = Link(
                scheme: scheme, host: host, path: segments.isEmpty ? "" : "/" + segments.joined(separator: "/"))
            if !links.contains(link) { links.append(link) }
        }
        return links
    }

    /// Paths a pattern may stand for, read once by ``PathGlob`` as the import reads it: each any
    /// run replaced by the same filler (without the character an AOSP `.*` stops at), one
    /// character by `x`, a repeat by nothing; and near misses, the literal start with `x` after
    /// it (`/p/*` → `/px`, which a table that widened the rule routes) and in upper case (which a
    /// table that lost `caseSensitive: false` routes elsewhere).
    static func expansions(of glob: PathGlob) -> [String] {
        let start = String(
            glob.tokens.lazy.prefix { if case .character = $0 { true } else { false } }.compactMap {
                token -> Character? in
                if case .character(let character) = token { character } else { nil }
            })
        let nearMiss =
            (start.hasSuffix("/") && start.count > 1 ? [String(start.dropLast()) + "x"] : [])
            + (start.count > 1 ? [start.uppercased()] : [])
        return nearMiss
            + (["", "x"] + fillers + ["a/b"]).map { filler in
                glob.tokens.map { token in
                    switch token {
                    case .character(let character): String(character)
                    case .anyCharacter: "x"
                    case .anyRun: filler
                    case .runWithout(let stop): filler.filter { $0 != stop }
                    case .repeated: ""
                    case .repeatedAtLeastOnce(let character): String(character)
                    }
                }.joined()
            }
    }
}
