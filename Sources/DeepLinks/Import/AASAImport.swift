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
        for warning in file.warnings { routes.warn(warning) }
        if file.ignoredPathLists > 0 {
            routes.warn(
                "ignored the old \"paths\" of \(file.ignoredPathLists) details \(file.ignoredPathLists == 1 ? "entry" : "entries") that also \(file.ignoredPathLists == 1 ? "has" : "have") \"components\", as Apple does"
            )
        }
        // A file whose every rule ignores case is a table that does; a mix is written rule by rule.
        routes.caseInsensitive = !file.entries.isEmpty && file.entries.allSatisfy { !$0.caseSensitive }
        var rules: [FirstMatchRanking.Rule] = []
        var exclusions: [(sameness: String, entry: AASAFile.Entry)] = []
        for entry in file.entries {
            guard let path = path(of: entry, warnings: &routes) else { continue }
            // A claim of a pattern an exclusion already took keeps out every spelling of it too
            // (the table would otherwise route the spellings it reads alike).
            let key = Self.sameness(path, folds: !entry.caseSensitive)
            if entry.exclude {
                exclusions.append((key, entry))
            } else if exclusions.contains(where: { $0.sameness == key }) {
                routes.warn(
                    "dropped \(entry.label): an earlier exclusion of the same pattern decides every link it matches")
                continue
            } else if entry.path.contains("?"), let earlier = exclusions.first(where: { $0.entry.meets(entry) })?.entry
            {
                // Its `?` read as "a character, or a `/` the table drops" also routes spellings
                // the exclusion keeps out.
                routes.warn(
                    "\(entry.label) routes paths whose spellings \(earlier.label) keeps out (a ? may be a / the table does not see): the table cannot tell them apart"
                )
            }
            let foldsCase = !entry.caseSensitive
            let glob = PathGlob.apple(foldsCase ? path.lowercased() : path, decoding: entry.percentEncoded)
            // A path the table reads starts after its leading `/`; `path(of:)` made sure there is one.
            guard
                let shape = glob.afterLeadingSlash?.routePath(
                    foldsCase: foldsCase && !routes.caseInsensitive, tableFoldsCase: routes.caseInsensitive,
                    excludes: entry.exclude, startsWithRun: path.hasPrefix("*")),
                let route = routes.route(base + shape.path, nameFrom: shape.nameHint, excludes: entry.exclude)
            else { continue }
            rules.append(
                FirstMatchRanking.Rule(route: route, excludes: entry.exclude, glob: path, foldsCase: foldsCase))
        }
        let ranking = FirstMatchRanking(rules)
        for (excluded, claimed) in ranking.widened {
            routes.warn(
                "routes \(rules[claimed].route.pattern.text) where the exclusion \(rules[excluded].route.pattern.text) keeps out a path that differs only by a slash: the table cannot tell them apart"
            )
        }
        if ranking.isIncomplete {
            routes.warn(
                "some rules meet only where the table cannot tell paths apart, in a cycle: their order is not kept")
        }
        for (index, rule) in rules.enumerated() {
            var route = rule.route
            route.priority = ranking.priorities[index]
            guard !routes.append(route),
                let earlier = rules[..<index].last(where: { $0.route.pattern.shape() == route.pattern.shape() }),
                earlier.excludes != rule.excludes
            else { continue }
            // The same pattern again (apps merged, or a repeated rule): the first decides every link.
            // (`*` and `/*` are one pattern: every path starts with `/`.)
            let folds = earlier.foldsCase && rule.foldsCase
            if Self.sameness(earlier.glob, folds: folds) == Self.sameness(rule.glob, folds: folds) { continue }
            // Two rules the table reads as one path differ only by slashes: the claim wins (never narrow).
            if rule.excludes {
                routes.warn(
                    "dropped the exclusion \(route.pattern.text): the table reads it as the earlier claim of the same path (they differ only by a slash)"
                )
            } else {
                routes.replace(route)
                routes.warn(
                    "\(route.pattern.text) is routed though an earlier exclusion keeps out a path that differs only by a slash: the table cannot tell them apart"
                )
            }
        }
        routes.dropRoutesThatNeverWin()
        warnAboutBarePrefixes(of: rules, in: &routes)
        return routes
    }

    /// Apple's `/oauth/*` needs its slash, so a later `*` claims `/oauth`; the table's `oauth/*`
    /// takes `/oauth` too. The exclusion wins there (it is what the file means to keep out), and
    /// the user is told.
    private func warnAboutBarePrefixes(of rules: [FirstMatchRanking.Rule], in routes: inout ImportedRoutes) {
        let table = try? RouteTable(
            validating: routes.routes, options: RouteTableOptions(caseInsensitive: routes.caseInsensitive))
        let kept = Set(routes.routes.map(\.pattern.text))
        for rule in rules
        where rule.excludes && rule.glob.hasSuffix("/*") && rule.glob.count > 2
            && kept.contains(rule.route.pattern.text)
        {
            let bare = String(rule.glob.dropLast(2))
            guard !bare.contains(where: { $0 == "*" || $0 == "?" }) else { continue }
            guard let index = file.index(deciding: bare, asImported: true), !file.entries[index].exclude,
                table?.resolve("https://\(HostChoice.anyHost)\(bare)", origin: .external).match == nil
            else { continue }
            routes.warn(
                "\(rule.route.pattern.text) also keeps out \(bare), which the file claims (Apple's \(rule.glob) needs the slash): the table cannot tell \(bare) from \(bare)/"
            )
        }
    }

    /// The entry's path pattern as the table can take it, as written (percent-encoded unless the
    /// entry says otherwise); nil when the rule is dropped. What cannot be checked is widened for
    /// a claim and dropped for an exclusion (which would otherwise keep out links the file
    /// claims), each with a warning naming the attribute.
    private func path(of entry: AASAFile.Entry, warnings routes: inout ImportedRoutes) -> String? {
        let label = entry.label
        if entry.hasControlCharacter {
            routes.warn("skipped \(label): no URL holds a control character")
            return nil
        }
        // `/a/` keeps out only `/a/`, which the table cannot tell from `/a`: the claims win.
        if entry.exclude, entry.matchedPath.count > 1, entry.matchedPath.hasSuffix("/") {
            routes.warn(
                "dropped the exclusion \(label): it keeps out only paths that end in /, which the table cannot tell from those that do not"
            )
            return nil
        }
        var losses = entry.uncheckableRules
        var path = entry.path
        if entry.usesSubstitutionVariables {
            losses.append("substitutionVariables")
            path = AASAFile.Entry.replacingVariables(in: path)
        }
        if !losses.isEmpty {
            let what = losses.joined(separator: " and ")
            if entry.exclude {
                routes.warn(
                    "dropped the exclusion \(label): a route table cannot check \(what), so the table routes the links it keeps out"
                )
                return nil
            }
            routes.warn(
                "widened \(label): a route table cannot check \(what), so the table routes every link of that path")
        }
        if !path.hasPrefix("/") {
            // `*` and `*/terms/*` match the leading slash themselves: nothing is changed.
            if !path.hasPrefix("*") { routes.warn("\(label) does not begin with /: read as \"/\(path)\"") }
            path = path.hasPrefix("*") ? path : "/" + path
        }
        return path
    }
}

extension AASAImport {
    /// A pattern as the device matches it on paths, which all start with `/` (`*` is `/*`), in
    /// lower case when it folds case: two rules alike here match the same links.
    static func sameness(_ glob: String, folds: Bool) -> String {
        let glob = glob.hasPrefix("*") ? "/" + glob : glob
        return folds ? glob.lowercased() : glob
    }
}
