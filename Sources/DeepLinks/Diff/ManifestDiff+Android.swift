import RouterCore

extension ManifestDiff {
    /// Compares the table with an AndroidManifest.xml or a fragment of intent filters; `host`
    /// stands in for host-agnostic routes' host.
    package static func android(_ text: String, table: RouteTable, host: String?) throws(ManifestError) -> ManifestDiff
    {
        let manifest = try AndroidIntentFilters(xml: text)
        let shapes = table.routes.map(LinkShape.init).filter { $0.route.takesExternalLinks }
        var routeLinks: [Link] = []
        for shape in shapes {
            let hostName: String
            switch shape.host {
            case .literal(let literal): hostName = literal
            case .parameter, .any:
                guard let host else { continue }
                hostName = host.lowercased()
            }
            for scheme in shape.scheme.map({ [$0] }) ?? ["http", "https"] {
                routeLinks += LinkSamples.links(of: shape, scheme: scheme, host: hostName)
            }
        }
        var entries: [(name: String, place: String?, claims: (Link) -> Bool)] = []
        var seen: Set<String> = []
        var ruleLinks: [Link] = []
        for filter in manifest.filters {
            for scheme in filter.schemes {
                for rule in filter.schemeSpecificParts
                where seen.insert("\(scheme) ssp \(String(describing: rule))").inserted {
                    let one = AndroidIntentFilters.Filter(
                        schemes: [scheme], hosts: [], paths: [], schemeSpecificParts: [rule])
                    entries.append(
                        (
                            "\(scheme):\(rule.value)", nil,
                            { one.claims(scheme: $0.scheme, host: $0.host, path: $0.decodedPath) }
                        ))
                    ruleLinks += samplePaths(of: rule).compactMap { part -> Link? in
                        // `//host/path`, or `host/path` on a custom scheme: the link it stands for.
                        let web = ["http", "https"].contains(scheme)
                        guard part.hasPrefix("//") || !web else { return nil }
                        let rest = part.hasPrefix("//") ? part.dropFirst(2) : part[...]
                        let slash = rest.firstIndex(of: "/") ?? rest.endIndex
                        guard slash > rest.startIndex else { return nil }
                        return Link(
                            scheme: scheme, host: String(rest[..<slash]).lowercased(),
                            path: String(rest[slash...].prefix { $0 != "?" }).encodedAsManifestPath)
                    }
                }
                // Without a host, a filter with ssp rules claims only what they match.
                let hosts = filter.hosts.isEmpty ? (filter.schemeSpecificParts.isEmpty ? [""] : []) : filter.hosts
                for filterHost in hosts {
                    let concrete =
                        filterHost == "*" || filterHost.isEmpty
                        ? (host ?? HostChoice.anyHost)
                        : filterHost.hasPrefix("*") ? "www" + filterHost.drop { $0 == "*" } : filterHost.lowercased()
                    for rule in filter.paths.isEmpty ? [nil] : filter.paths.map(Optional.some) {
                        let one = AndroidIntentFilters.Filter(
                            schemes: [scheme], hosts: filterHost.isEmpty ? [] : [filterHost],
                            paths: rule.map { [$0] } ?? [])
                        let name = "\(scheme)://\(filterHost)" + (rule?.value ?? "")
                        // One entry per crossing: `path="/a"` and `pathPrefix="/a"` print alike but
                        // claim differently.
                        guard
                            seen.insert("\(scheme) \(filterHost) \(rule.map(String.init(describing:)) ?? "")").inserted
                        else { continue }
                        // Where the entry's links are, when one host: it is asked about those only.
                        let place =
                            filterHost.isEmpty || filterHost.hasPrefix("*")
                            ? nil : "\(scheme)://\(filterHost.lowercased())"
                        entries.append(
                            (name, place, { one.claims(scheme: $0.scheme, host: $0.host, path: $0.decodedPath) }))
                        let paths = rule.map(samplePaths) ?? ([""] + LinkSamples.fillers.map { "/" + $0 })
                        ruleLinks += paths.map {
                            Link(
                                scheme: scheme, host: concrete,
                                path: ($0.hasPrefix("/") ? $0 : "/" + $0).encodedAsManifestPath)
                        }
                    }
                }
            }
        }
        let imported = AndroidImport(manifest).routes()
        let claims = try claimed(by: imported)
        let byPlace = Dictionary(grouping: entries.indices.filter { entries[$0].place != nil }) { entries[$0].place! }
        let anywhere = entries.indices.filter { entries[$0].place == nil }
        let entriesClaiming = { (link: Link) -> [Int] in
            ((byPlace["\(link.scheme)://\(link.host)"] ?? []) + anywhere).filter { entries[$0].claims(link) }
        }
        return compare(
            unique(routeLinks + ruleLinks), table: table, claims: claims, entryNames: entries.map(\.name),
            entryAppIDs: [], entriesClaiming: entriesClaiming, warnings: imported.warnings)
    }

    static func samplePaths(of rule: AndroidPathRule) -> [String] {
        switch rule {
        case .literal(let text): [text]
        case .prefix(let text): [text] + LinkSamples.fillers.map { text + $0 }
        case .suffix(let text): [text] + LinkSamples.fillers.map { "/" + $0 + text }
        case .glob(let pattern): AndroidGlobReading(.android(pattern)).glob.map(LinkSamples.expansions) ?? []
        case .advancedGlob(let pattern):
            LinkSamples.fillers.map { AndroidPathRule.literalStart(ofAdvanced: pattern) + $0 }
        }
    }
}
