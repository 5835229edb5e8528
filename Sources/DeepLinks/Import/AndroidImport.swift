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
            // Each rule read once, its loss told once.
            let paths = filter.paths.compactMap { rule in Self.reading(of: rule, warnings: &routes).map { (rule, $0) } }
            let ssps = filter.schemeSpecificParts.compactMap { rule in
                Self.reading(of: rule, attribute: "ssp", warnings: &routes).map { (rule, $0) }
            }
            for scheme in filter.schemes {
                // Android: a matching ssp claims the link whatever its host and path.
                for (rule, glob) in ssps {
                    let reading = SchemeSpecificPartReading(glob, scheme: scheme)
                    let name = "\(rule.attributeName(for: "ssp"))=\"\(rule.value)\"".escapingControlCharacters
                    for widening in reading.widenings {
                        routes.warn(
                            reading.claims.isEmpty ? "skipped \(name): \(widening)" : "widened \(name): \(widening)")
                    }
                    for claim in reading.claims {
                        guard let path = claim.path.afterLeadingSlash else { continue }
                        let shape = path.routePath(foldsCase: false)
                        add(
                            "\(scheme)://\(claim.host)/\(shape.path)",
                            hint: shape.nameHint.isEmpty ? scheme : shape.nameHint,
                            to: &routes)
                    }
                }
                // Android: without a host the path is not looked at; with ssp rules, only they
                // claim such a link.
                guard !filter.hosts.isEmpty else {
                    if filter.schemeSpecificParts.isEmpty { add("\(scheme):///*", hint: scheme, to: &routes) }
                    continue
                }
                for host in filter.hosts {
                    let base = "\(scheme)://\(Self.hostPattern(host))/"
                    let hint = host.hasPrefix("*") ? String(host.drop { $0 == "*" || $0 == "." }) : host
                    guard !filter.paths.isEmpty else {
                        add(base + "*", hint: hint, to: &routes)
                        continue
                    }
                    for (rule, glob) in paths {
                        guard let glob = glob.afterLeadingSlash else {
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

    /// The rule's pattern over the whole path (or scheme-specific part) as Android matches it;
    /// nil, with a warning, when it matches nothing; a warning when it is read wider.
    private static func reading(
        of rule: AndroidPathRule, attribute: String = "path", warnings routes: inout ImportedRoutes
    )
        -> PathGlob?
    {
        let name = "\(rule.attributeName(for: attribute))=\"\(rule.value)\"".escapingControlCharacters
        switch rule {
        case .literal(let text): return .literal(text)
        case .prefix(let text): return .literal(text, anyRunAfter: true)
        case .suffix(let text): return .literal(text, anyRunBefore: true)
        case .glob(let pattern):
            let reading = AndroidGlobReading(.android(pattern))
            if reading.glob == nil {
                routes.warn("skipped \(name): Android's x* takes every x, so the x after it never matches")
            }
            if let widening = reading.widening { routes.warn("widened \(name): \(widening)") }
            return reading.glob
        case .advancedGlob(let pattern):
            let start = AndroidPathRule.literalStart(ofAdvanced: pattern)
            routes.warn("widened \(name): the table routes every \(attribute) that starts with \"\(start)\"")
            return .literal(start, anyRunAfter: true)
        }
    }
}
