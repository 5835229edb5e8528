import RouterCore

/// `routes diff`: where a manifest and the table disagree, decided on sample links (the routes'
/// own, ``LinkSamples``, and every rule's of the manifest, exclusions included, so a table that
/// routes what the file keeps out is drift). A public route is *present* when every sample link
/// it wins from outside is claimed; a manifest entry is *routed* when some link it decides
/// (claims, first match) is routed from outside. Each finding names one link that differs.
///
/// A link counts as claimed when the file as `routes import` reads it routes the link: one
/// reading of the platform's patterns for both commands, with the import's documented
/// widenings (a claim's `?` and `#` rules met, its substitution variables any text, …) and the
/// spellings a table cannot tell apart (`/p/`, `/p`, `//p`).
package struct ManifestDiff: Sendable {
    /// A public route the manifest does not fully claim, and a link it routes that is not claimed.
    package struct Missing: Sendable {
        /// The route.
        package let route: Route
        /// A link the route wins that the manifest does not claim.
        package let example: String
    }

    /// A manifest entry that routes nothing, and a link it claims that the table does not route.
    package struct NotRouted: Sendable {
        /// The entry as the file writes it (`/p/*`, `https://host/path`).
        package let entry: String
        /// A link the entry claims that the table does not route from outside.
        package let example: String
        /// The apps whose rule the entry is, for an AASA file; empty for Android.
        package let appIDs: [String]
    }

    /// `missing-in-manifest` findings, in table order.
    package let missing: [Missing]
    /// `not-routed` findings, in file order.
    package let notRouted: [NotRouted]
    /// What the manifest reader skipped.
    package let warnings: [String]

    /// Whether the two agree.
    package var isInSync: Bool { missing.isEmpty && notRouted.isEmpty }

    /// Compares the table with an AASA file for `host` (see ``AASAExport/host(of:given:)``): with
    /// the links any of its apps claims, or with `appID` the links that app claims.
    package static func aasa(_ text: String, table: RouteTable, host: String, appID: String? = nil)
        throws(ManifestError) -> ManifestDiff
    {
        let file = try AASAFile(json: text, appID: appID)
        let shapes = table.routes.map(LinkShape.init).filter {
            $0.route.takesExternalLinks && $0.reaches(scheme: "https", host: host)
        }
        let ruleLinks = file.entries.flatMap { entry in
            LinkSamples.expansions(of: .apple(entry.path, decoding: false)).map {
                Link(scheme: "https", host: host, path: $0.hasPrefix("/") ? $0 : "/" + $0)
            }
        }
        let links = unique(shapes.flatMap { LinkSamples.links(of: $0, scheme: "https", host: host) } + ruleLinks)
        // Per app, as the device decides: the entry that decides a link for each app, when it claims.
        // The rules the import reads (it skips one with a control character, which no link holds).
        let apps = (appID.map { id in file.apps.filter { $0.appIDs.contains(id) } } ?? file.apps).map {
            AASAFile.App(appIDs: $0.appIDs, entries: $0.entries.filter { !$0.hasControlCharacter })
        }
        let offsets = apps.indices.map { apps[..<$0].reduce(0) { $0 + $1.entries.count } }
        let names = apps.flatMap { $0.entries.map(\.path) }
        // Which app an entry is of, when the file names several (whether or not one is asked for).
        let entryAppIDs =
            Set(file.apps.flatMap(\.appIDs)).count < 2
            ? [] : apps.flatMap { app in app.entries.map { _ in app.appIDs } }
        let entriesClaiming = { (link: Link) -> [Int] in
            apps.indices.compactMap { index -> Int? in
                let entries = apps[index].entries
                // The link as the table spells it decides when an entry matches it; other
                // spellings (`//p`, `/p/`) only when none does.
                let deciding =
                    AASAFile.index(in: entries, deciding: link.path, asImported: true)
                    ?? spellings(link).lazy.compactMap {
                        AASAFile.index(in: entries, deciding: $0.path, asImported: true)
                    }.first { !entries[$0].exclude }
                // An exclusion `/p/*` also keeps out `/p` (§13, import): that claim is not this link's.
                if let claim = deciding, !entries[claim].exclude,
                    let bare = AASAFile.index(in: entries, deciding: link.path + "/", asImported: true), bare < claim,
                    entries[bare].exclude, entries[bare].matchedPath.hasSuffix("/*")
                {
                    return nil
                }
                return deciding.flatMap { entries[$0].exclude ? nil : offsets[index] + $0 }
            }
        }
        // One reading of the file: a link is claimed when the file as imported routes it.
        let imported = AASAImport(file, host: host).routes()
        let claims = try claimed(by: imported)
        return compare(
            links, table: table, claims: claims,
            entryNames: names, entryAppIDs: entryAppIDs,
            entriesClaiming: entriesClaiming, warnings: imported.warnings)
    }

    /// Whether the manifest, as `routes import` reads it, claims a link: the one reading of the
    /// platform's patterns that import and diff share.
    static func claimed(by imported: ImportedRoutes) throws(ManifestError) -> (Link) -> Bool {
        let table = try imported.table()
        return { table.resolve($0.url, origin: .external).match != nil }
    }

    /// The findings over `links`; `entriesClaiming` says which entries (indices into
    /// `entryNames`) claim a link.
    static func compare(
        _ links: [Link], table: RouteTable, claims: (Link) -> Bool, entryNames: [String], entryAppIDs: [[String]],
        entriesClaiming: (Link) -> [Int], warnings: [String]
    ) -> ManifestDiff {
        var missing: [String: String] = [:]
        // Per entry: the first link it claims, and whether any link it claims is routed.
        var firstClaimed: [Int: Link] = [:]
        var routedEntries: Set<Int> = []
        // A link no URL parser takes (`/%`) is no link a table or a device opens.
        for link in links where (try? table.parser.parse(link.url)) != nil {
            let routed = Self.winner(of: link, in: table)
            let claimers = entriesClaiming(link)
            for entry in claimers where firstClaimed[entry] == nil { firstClaimed[entry] = link }
            guard let routed else { continue }
            routedEntries.formUnion(claimers)
            if missing[routed.name] == nil, !claims(link) { missing[routed.name] = link.url }
        }
        // An entry that claims none of the samples (an earlier one takes them all) routes nothing new.
        let notRouted = entryNames.indices.compactMap { entry -> NotRouted? in
            guard let example = firstClaimed[entry], !routedEntries.contains(entry) else { return nil }
            return NotRouted(
                entry: entryNames[entry], example: example.url,
                appIDs: entry < entryAppIDs.count ? entryAppIDs[entry] : [])
        }
        let missingRoutes = table.routes.compactMap { route in
            missing[route.name].map { Missing(route: route, example: $0) }
        }
        return ManifestDiff(missing: missingRoutes, notRouted: notRouted, warnings: warnings)
    }

    /// The route that wins `link` when the table claims it (§13: its best candidate, internal
    /// routes counted, is a public route, so an internal route that outranks a public one keeps
    /// the link out, as the export writes it) and it is routed from outside.
    static func winner(of link: Link, in table: RouteTable) -> Route? {
        guard let parsed = try? table.parser.parse(link.url),
            let best = table.matches(for: parsed).first?.route, best.takesExternalLinks,
            table.resolve(link.url, origin: .external).match != nil
        else { return nil }
        return best
    }

    /// The link and the spellings of its path the table cannot tell from it: with or without a
    /// trailing `/`, and with one `/` doubled (a manifest wildcard that matched nothing).
    static func spellings(_ link: Link) -> [Link] {
        let path = Array(link.path)
        var paths: [String] = []
        for base in [link.path, link.path.hasSuffix("/") ? String(path.dropLast()) : link.path + "/"] {
            let characters = Array(base)
            paths +=
                [base, base + "/"]
                + characters.indices.filter { characters[$0] == "/" }.map {
                    String(characters[...$0]) + String(characters[$0...])
                }
        }
        return paths.map { Link(scheme: link.scheme, host: link.host, path: $0) }
    }

    static func unique(_ links: [Link]) -> [Link] {
        var seen = Set<Link>()
        return links.filter { seen.insert($0).inserted }
    }
}
