import RouterCore

/// An AASA file as a table that reads like it: one route per rule in the file's order, an
/// exclusion as an `"exclude": true` route, and priorities only where specificity would put a
/// later rule before an earlier one it meets (``FirstMatchRanking``).
struct AASAImport {
    private let file: AASAFile
    private let base: String

    init(_ file: AASAFile, host: String?) {
        self.file = file
        base = "https://\(host?.lowercased() ?? "")/"
    }

    func routes() -> ImportedRoutes {
        var routes = ImportedRoutes()
        // A file whose every rule ignores case is a table that does; a mix is written rule by rule.
        routes.caseInsensitive = !file.entries.isEmpty && file.entries.allSatisfy { !$0.caseSensitive }
        var rules: [FirstMatchRanking.Rule] = []
        for entry in file.entries {
            guard let path = path(of: entry, warnings: &routes) else { continue }
            let foldsCase = !entry.caseSensitive
            let glob = foldsCase ? path.lowercased() : path
            // A path the table reads starts after its leading `/`; `path(of:)` made sure there is one.
            guard let shape = PathGlob.apple(glob).afterLeadingSlash?.routePath(foldsCase: foldsCase && !routes.caseInsensitive) else { continue }
            guard let route = routes.route(base + shape.path, nameFrom: shape.nameHint, excludes: entry.exclude) else { continue }
            rules.append(FirstMatchRanking.Rule(
                route: route, excludes: entry.exclude, glob: WildcardPattern(glob), tableGlobs: Self.tableForms(of: glob).map(WildcardPattern.init)
            ))
        }
        let ranking = FirstMatchRanking(rules)
        for (excluded, claimed) in ranking.widened {
            routes.warn("routes \(rules[claimed].route.pattern.text) where the exclusion \(rules[excluded].route.pattern.text) keeps out a path that differs only by a slash: the table cannot tell them apart")
        }
        for (index, rule) in rules.enumerated() {
            var route = rule.route
            route.priority = ranking.priorities[index]
            guard !routes.append(route), let earlier = rules[..<index].firstIndex(where: { $0.route.pattern.shape() == route.pattern.shape() }),
                  rules[earlier].excludes != rule.excludes else { continue }
            // Two rules the table reads as one path: where a link meets both, the earlier decides;
            // where they only differ by a slash, the claim wins (never narrow).
            if rule.excludes || rules[earlier].glob.intersects(rule.glob) {
                routes.warn("\(route.pattern.text): \(rules[earlier].excludes ? "the exclusion" : "the claim") of an earlier rule decides")
            } else {
                routes.replace(route)
                routes.warn("\(route.pattern.text) is routed though an earlier exclusion keeps out a path that differs only by a slash: the table cannot tell them apart")
            }
        }
        return routes
    }

    /// The entry's path pattern as the table can take it, decoded; nil when the rule is dropped.
    /// What cannot be checked is widened for a claim and dropped for an exclusion (which would
    /// otherwise keep out links the file claims), each with a warning naming the attribute.
    private func path(of entry: AASAFile.Entry, warnings routes: inout ImportedRoutes) -> String? {
        let label = entry.matchesAnyPath ? "the component without \"/\" (every path)" : "\"\(entry.path)\""
        var losses: [String] = entry.queryAndFragmentKeys.map { "its \"\($0)\" rule" }
        var path = entry.percentEncoded ? entry.path.percentDecoded ?? entry.path : entry.path
        if entry.usesSubstitutionVariables {
            losses.append("substitutionVariables")
            path = AASAFile.Entry.replacingVariables(in: path)
        }
        if !losses.isEmpty {
            let what = losses.joined(separator: " and ")
            if entry.exclude {
                routes.warn("dropped the exclusion \(label): a route table cannot check \(what), so the table routes the links it keeps out")
                return nil
            }
            routes.warn("widened \(label): a route table cannot check \(what), so the table routes every link of that path")
        }
        if !path.hasPrefix("/") && !path.hasPrefix("*") {
            routes.warn("\(label) does not begin with /: read as \"/\(path)\"")
            path = "/" + path
        }
        return path
    }

    /// The pattern as the table matches it: runs of `/` as one, no trailing `/`, and a final
    /// `/*` also as nothing (the rest wildcard takes zero segments).
    static func tableForms(of glob: String) -> [String] {
        var collapsed = ""
        for character in glob where !(character == "/" && collapsed.last == "/") { collapsed.append(character) }
        while collapsed.count > 1, collapsed.hasSuffix("/") { collapsed.removeLast() }
        return collapsed.hasSuffix("/*") ? [collapsed, String(collapsed.dropLast(2))] : [collapsed]
    }
}
