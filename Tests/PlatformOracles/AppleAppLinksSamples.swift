extension AppleAppLinks {
    /// URLs drawn from the file's own rules, for differential testing: each wildcard replaced by
    /// each of `SampleList.fillers`, near misses of the literal prefix, an upper-cased variant,
    /// with and without a trailing slash, and hits and misses of `?` and `#`. The host is
    /// `example.com`, since the file names none. De-duplicated, in rule order, at most 400.
    public func samples() -> [String] {
        let base = "https://example.com"
        var list = SampleList()
        for rule in rules {
            let variables = rule.form == .components ? substitutionVariables : [:]
            func fill(_ pattern: String, _ filler: String, _ choice: Int = 0) -> String {
                ApplePattern.fill(pattern, filler: filler, choice: choice, variables: variables)
            }
            var group: [String] = []

            // The path: the rule's own pattern filled, then near misses.
            var paths: [String] = []
            let mainPath: String
            if let raw = rule.path {
                let pattern = AppleAppLinkRule.normalizedPathPattern(raw)
                mainPath = fill(pattern, "x")
                for filler in SampleList.fillers { paths.append(fill(pattern, filler)) }
                paths.append(fill(pattern, "x", 1))
                let prefix = ApplePattern.literalPrefix(pattern)
                let stem = prefix.count > 1 && prefix.hasSuffix("/") ? String(prefix.dropLast()) : prefix
                if stem.count > 1 {
                    // `/p/*` → `/p`, `/px`, `/q`; and the case variant `/P/X`.
                    paths += [stem, stem + "x", SampleList.changedLast(stem)]
                }
                paths.append(mainPath.uppercased())
            } else {
                mainPath = "/x"
                paths = ["/x", "/"]
            }
            for path in paths {
                for variant in SampleList.slashVariants(path.hasPrefix("/") ? path : "/" + path) {
                    group.append(base + variant)
                }
            }

            // The query: hits with every filler, an absent query, and misses.
            var queries: [String] = [""]
            var queryHit = ""
            switch rule.query {
            case nil:
                break
            case .whole(let pattern)?:
                queryHit = "?" + fill(pattern, "x")
                queries =
                    SampleList.fillers.map { "?" + fill(pattern, $0) } + [
                        "", "?zz=1", "?" + fill(pattern, "x").uppercased(),
                    ]
            case .items(let items)?:
                func query(_ pairs: [(String, String)]) -> String {
                    "?" + pairs.map { "\($0.0)=\($0.1)" }.joined(separator: "&")
                }
                let hits = items.map { ($0.name, fill($0.pattern, "x")) }
                queryHit = query(hits)
                queries = SampleList.fillers.map { filler in query(items.map { ($0.name, fill($0.pattern, filler)) }) }
                queries.append("")
                if let first = hits.first {
                    queries.append(query(Array(hits.dropFirst())))  // one item absent
                    queries.append(query([(first.0, first.1 + "zz")] + hits.dropFirst()))  // a wrong value
                    queries.append(query(hits + [(first.0, first.1 + "zz")]))  // repeated, one wrong
                    queries.append(query([(first.0.uppercased(), first.1)] + hits.dropFirst()))  // name case
                }
            }

            // The fragment likewise.
            var fragments: [String] = [""]
            var fragmentHit = ""
            if let pattern = rule.fragment {
                fragmentHit = "#" + fill(pattern, "x")
                fragments = SampleList.fillers.map { "#" + fill(pattern, $0) } + ["", "#zz", fragmentHit.uppercased()]
            }

            for query in queries { group.append(base + mainPath + query + fragmentHit) }
            for fragment in fragments { group.append(base + mainPath + queryHit + fragment) }
            list.add(group: group)
        }
        return list.items
    }
}
