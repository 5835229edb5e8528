import RouterCore

/// `routes diff`: where a manifest and the table disagree. A manifest entry is *routed* when some
/// link it claims is routed from outside; a public route is *present* when every link it routes
/// (each parameter one segment) is claimed. Both are decided on sample links (``LinkSamples``).
public struct ManifestDiff: Sendable {
    /// The public routes whose links the manifest does not all claim: `missing-in-manifest`.
    public let missing: [Route]
    /// The entries that claim no link the table routes from outside: `not-routed`.
    public let notRouted: [String]
    /// What the manifest reader skipped.
    public let warnings: [String]

    /// Whether the two agree.
    public var isInSync: Bool { missing.isEmpty && notRouted.isEmpty }

    /// The report, a line per finding.
    public var lines: [String] {
        missing.map { "missing-in-manifest: \($0.name) \($0.pattern.text)" } + notRouted.map { "not-routed: \($0)" }
    }

    /// Compares the table with an AASA file for `host` (see ``AASAExport/host(of:given:)``).
    public static func aasa(_ text: String, table: RouteTable, host: String) throws(ManifestError) -> ManifestDiff {
        let file = try AASAFile(json: text)
        let shapes = table.routes.map(LinkShape.init).filter { $0.route.access == .public && $0.reaches(scheme: "https", host: host) }
        let claims = { (link: Link) in file.claims(path: link.path) }
        let routeLinks = shapes.flatMap { LinkSamples.links(of: $0, scheme: "https", host: host) }
        let notRouted = file.entries.enumerated().filter { index, entry in
            guard !entry.exclude else { return false }
            let candidates = LinkSamples.expansions(of: entry.path, android: false).map { Link(scheme: "https", host: host, path: $0) } + routeLinks
            return !candidates.contains { link in file.index(deciding: link.path) == index && routes(link, table) }
        }.map(\.element.path)
        return ManifestDiff(missing: missing(shapes, schemesAndHosts: { _ in [("https", host)] }, claims: claims), notRouted: notRouted, warnings: [])
    }

    /// Compares the table with an AndroidManifest.xml or a fragment of intent filters.
    public static func android(_ text: String, table: RouteTable, host: String?) throws(ManifestError) -> ManifestDiff {
        let manifest = try AndroidIntentFilters(xml: text)
        // Filters by scheme and literal host, so a link is tried against the few on its host.
        var byPlace: [String: [AndroidIntentFilters.Filter]] = [:]
        var wildcards: [AndroidIntentFilters.Filter] = []
        for filter in manifest.filters {
            guard !filter.hosts.isEmpty, !filter.hosts.contains(where: { $0.hasPrefix("*") }) else {
                wildcards.append(filter)
                continue
            }
            for scheme in filter.schemes {
                for host in Set(filter.hosts.map { $0.lowercased() }) { byPlace["\(scheme)://\(host)", default: []].append(filter) }
            }
        }
        let claims = { (link: Link) in
            ((byPlace["\(link.scheme)://\(link.host)"] ?? []) + wildcards).contains { $0.claims(scheme: link.scheme, host: link.host, path: link.decodedPath) }
        }
        let shapes = table.routes.map(LinkShape.init).filter { $0.route.access == .public }
        let places = { (shape: LinkShape) -> [(String, String)] in
            let hostName: String
            switch shape.host {
            case .literal(let literal): hostName = literal
            case .parameter, .any:
                guard let host else { return [] }
                hostName = host.lowercased()
            }
            return (shape.scheme.map { [$0] } ?? ["http", "https"]).map { ($0, hostName) }
        }
        let routeLinks = shapes.flatMap { shape in places(shape).flatMap { LinkSamples.links(of: shape, scheme: $0.0, host: $0.1) } }
        // By scheme and host, so an entry is tried against the links on its own host only.
        let linksByPlace = Dictionary(grouping: routeLinks) { "\($0.scheme)://\($0.host)" }
        var notRouted: [String] = []
        for filter in manifest.filters {
            for scheme in filter.schemes {
                for filterHost in filter.hosts.isEmpty ? ["*"] : filter.hosts {
                    let concrete = filterHost.hasPrefix("*") ? (host ?? "example.com") : filterHost.lowercased()
                    for rule in filter.paths.isEmpty ? [nil] : filter.paths.map(Optional.some) {
                        let name = "\(scheme)://\(filterHost)" + (rule.map(Self.attributeValue) ?? "")
                        let expansions = rule.map { Self.samplePaths(of: $0) } ?? ([""] + LinkSamples.fillers.map { "/" + $0 })
                        let nearby = filterHost.hasPrefix("*") ? routeLinks : linksByPlace["\(scheme)://\(concrete)"] ?? []
                        let candidates = expansions.map { Link(scheme: scheme, host: concrete, path: $0.encodedAsManifestPath) } + nearby
                        let routed = candidates.contains { link in
                            Self.claims(filter, scheme: scheme, host: filterHost, rule: rule, link: link) && routes(link, table)
                        }
                        if !routed && !notRouted.contains(name) { notRouted.append(name) }
                    }
                }
            }
        }
        let missing = missing(shapes.filter { !places($0).isEmpty }, schemesAndHosts: places, claims: claims)
        return ManifestDiff(missing: missing, notRouted: notRouted, warnings: manifest.warnings)
    }

    /// Whether the one crossing (scheme, host, rule) of `filter` claims `link`.
    private static func claims(_ filter: AndroidIntentFilters.Filter, scheme: String, host: String, rule: AndroidPathRule?, link: Link) -> Bool {
        AndroidIntentFilters.Filter(schemes: [scheme], hosts: filter.hosts.isEmpty ? [] : [host], paths: rule.map { [$0] } ?? [])
            .claims(scheme: link.scheme, host: link.host, path: link.decodedPath)
    }

    private static func attributeValue(_ rule: AndroidPathRule) -> String {
        switch rule {
        case .literal(let text), .prefix(let text), .glob(let text): text
        }
    }

    private static func samplePaths(of rule: AndroidPathRule) -> [String] {
        switch rule {
        case .literal(let text): [text]
        case .prefix(let text): [text] + LinkSamples.fillers.map { text + $0 }
        case .glob(let pattern): LinkSamples.expansions(of: pattern, android: true)
        }
    }

    /// Whether the table routes the link from outside.
    private static func routes(_ link: Link, _ table: RouteTable) -> Bool {
        table.resolve(link.url, origin: .external).match != nil
    }

    private static func missing(_ shapes: [LinkShape], schemesAndHosts: (LinkShape) -> [(String, String)], claims: (Link) -> Bool) -> [Route] {
        shapes.filter { shape in
            let links = schemesAndHosts(shape).flatMap { LinkSamples.links(of: shape, scheme: $0.0, host: $0.1) }
            return !links.allSatisfy(claims)
        }.map(\.route)
    }
}
