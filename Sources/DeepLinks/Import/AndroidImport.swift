/// The deep-link intent filters of a manifest as routes: one per scheme, host and path rule a
/// filter crosses (Android crosses every `<data>` of a filter), in document order. Android has
/// neither order nor exclusions between filters, so no priorities are needed.
struct AndroidImport {
    private let manifest: AndroidIntentFilters

    init(_ manifest: AndroidIntentFilters) {
        self.manifest = manifest
    }

    func routes() -> ImportedRoutes {
        var routes = ImportedRoutes()
        for warning in manifest.warnings { routes.warn(warning) }
        for filter in manifest.filters {
            let filterLabel =
                "the filter for \(filter.schemes.joined(separator: ", "))\(filter.hosts.isEmpty ? "" : "://" + filter.hosts.joined(separator: ", "))"
            if !filter.ports.isEmpty {
                routes.warn(
                    "widened \(filterLabel): android:port=\(filter.ports.joined(separator: ",")) is not checked, so the table routes every port"
                )
            }
            if !filter.schemeSpecificParts.isEmpty {
                let attributes = Set(filter.schemeSpecificParts.map { $0.attributeName(for: "ssp") })
                    .sorted().joined(separator: ", ")
                routes.warn(
                    "widened \(filterLabel): a route table cannot check \(attributes), so the table routes every \(filter.schemes.map { $0 + ":" }.joined(separator: ", ")) link"
                )
            }
            for rule in filter.paths {
                if case .advancedGlob(let pattern) = rule {
                    routes.warn(
                        "widened android:pathAdvancedPattern=\"\(pattern)\": the table routes every path that starts with \"\(AndroidPathRule.literalStart(ofAdvanced: pattern))\""
                    )
                }
            }
            for scheme in filter.schemes {
                // Android: without a host, or when an ssp rule may match, the path is not looked at.
                guard !filter.hosts.isEmpty, filter.schemeSpecificParts.isEmpty else {
                    add("\(scheme):///*", hint: scheme, to: &routes)
                    continue
                }
                for host in filter.hosts {
                    let base = "\(scheme)://\(Self.hostPattern(host))/"
                    let hint = host.hasPrefix("*") ? String(host.drop { $0 == "*" || $0 == "." }) : host
                    guard !filter.paths.isEmpty else {
                        add(base + "*", hint: hint, to: &routes)
                        continue
                    }
                    for rule in filter.paths {
                        guard let glob = Self.glob(of: rule).afterLeadingSlash else {
                            routes.warn("skipped \(rule): it matches no path, since every path starts with /")
                            continue
                        }
                        let shape = glob.routePath(foldsCase: false)
                        add(base + shape.path, hint: shape.nameHint.isEmpty ? hint : shape.nameHint, to: &routes)
                    }
                }
            }
        }
        return routes
    }

    private func add(_ pattern: String, hint: String, to routes: inout ImportedRoutes) {
        if let route = routes.route(pattern, nameFrom: hint) { routes.append(route) }
    }

    /// A host as a pattern's host: literal; `*` any host; `*.example.org` a constraint on the
    /// host's end (AOSP `AuthorityEntry`: the text after `*` must end the host).
    private static func hostPattern(_ host: String) -> String {
        if host == "*" { return ":host" }
        guard host.hasPrefix("*") else { return host.lowercased() }
        // Hosts compare in either case; a constraint sees the host as written.
        return ":host(.*\(PathRegex(caseInsensitive: true).literal(String(host.dropFirst()).lowercased())))"
    }

    /// The rule's pattern over the whole path.
    private static func glob(of rule: AndroidPathRule) -> PathGlob {
        switch rule {
        case .literal(let text): .literal(text)
        case .prefix(let text): .literal(text, anyRunAfter: true)
        case .suffix(let text): .literal(text, anyRunBefore: true)
        case .glob(let pattern): .android(pattern)
        case .advancedGlob(let pattern): .literal(AndroidPathRule.literalStart(ofAdvanced: pattern), anyRunAfter: true)
        }
    }
}
