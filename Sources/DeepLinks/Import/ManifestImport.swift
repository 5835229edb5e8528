import RouterCore

/// `routes import`: a route table of public routes that routes (from outside) every link a
/// manifest claims and, for AASA, none it excludes (docs/reference.md §13).
public enum ManifestImport {
    /// The table's text and the warnings for stderr.
    public struct Output: Sendable {
        /// A route table file (§6).
        public let table: String
        /// What was dropped or could not be said exactly, a line each.
        public let warnings: [String]
    }

    /// Imports an AASA file: its patterns become https routes for any host, or for `host`.
    public static func aasa(_ text: String, host: String?) throws(ManifestError) -> Output {
        let file = try AASAFile(json: text)
        let base = "https://\(host?.lowercased() ?? "")/"
        var routes = ImportedRoutes()
        var exclusions: [PathRegex.Exclusion] = []
        for entry in file.entries {
            if entry.constrainsQueryOrFragment {
                routes.warn("dropped the query or fragment rule of \(entry.path): the table claims more")
            }
            let decoded = entry.percentEncoded ? entry.path.percentDecoded ?? entry.path : entry.path
            let path = decoded.hasPrefix("/") ? String(decoded.dropFirst()) : decoded
            let regex = PathRegex(caseInsensitive: !entry.caseSensitive)
            let shape = Shape(path)
            if entry.exclude {
                guard let excluded = shape.exclusions else {
                    routes.warn("cannot keep out \(entry.path) exactly (a wildcard before its end): the table routes those links")
                    continue
                }
                exclusions += excluded
                continue
            }
            switch shape {
            case .literal(let literal):
                guard !exclusions.contains(where: { $0.text == literal || ($0.isPrefix && literal.hasPrefix($0.text)) }) else { continue }
                let segments = literal.split(separator: "/").map(String.init)
                routes.add(base: base, literalPath: entry.caseSensitive ? segments : nil, regex: regex.literal(literal), nameFrom: literal)
            case .prefix(let prefix, let boundary):
                let relevant = exclusions.filter { $0.text.hasPrefix(prefix) || ($0.isPrefix && prefix.hasPrefix($0.text)) }
                guard let pattern = regex.prefix(prefix, excluding: relevant) else { continue }
                // `/help/*` with nothing kept out reads better as the table's own `*`.
                let wildcard = relevant.isEmpty && entry.caseSensitive && boundary ? prefix.split(separator: "/").map(String.init) + ["*"] : nil
                routes.add(base: base, literalPath: wildcard, regex: pattern, nameFrom: prefix)
            case .glob:
                let start = String(path.prefix { $0 != "*" && $0 != "?" })
                if exclusions.contains(where: { $0.text.hasPrefix(start) || start.hasPrefix($0.text) }) {
                    routes.warn("cannot keep the exclusions above out of \(entry.path): the table routes those links")
                }
                routes.add(base: base, literalPath: nil, regex: regex.glob(path, android: false), nameFrom: start)
            }
        }
        return try output(routes)
    }

    /// Imports the deep-link intent filters of an AndroidManifest.xml or a fragment: a route per
    /// scheme, host and path rule a filter crosses.
    public static func android(_ text: String) throws(ManifestError) -> Output {
        let manifest = try AndroidIntentFilters(xml: text)
        var routes = ImportedRoutes()
        for warning in manifest.warnings { routes.warn(warning) }
        let regex = PathRegex(caseInsensitive: false)
        for filter in manifest.filters {
            for scheme in filter.schemes {
                guard !filter.hosts.isEmpty else {
                    routes.add(base: "\(scheme):///", literalPath: ["*"], regex: ".*", nameFrom: scheme)
                    continue
                }
                for host in filter.hosts {
                    let base: String
                    if host == "*" {
                        base = "\(scheme)://:host/"
                    } else if host.hasPrefix("*") {
                        base = "\(scheme)://:host(.*\(regex.literal(String(host.dropFirst()).lowercased())))/"
                    } else {
                        base = "\(scheme)://\(host.lowercased())/"
                    }
                    for rule in filter.paths.isEmpty ? [AndroidPathRule.prefix("/")] : filter.paths {
                        add(rule, base: base, hint: host, to: &routes, regex: regex)
                    }
                }
            }
        }
        return try output(routes)
    }

    private static func add(_ rule: AndroidPathRule, base: String, hint: String, to routes: inout ImportedRoutes, regex: PathRegex) {
        switch rule {
        case .literal(let path):
            let rest = String(path.drop { $0 == "/" })
            routes.add(base: base, literalPath: rest.split(separator: "/").map(String.init), regex: regex.literal(rest), nameFrom: rest.isEmpty ? hint : rest)
        case .prefix(let prefix):
            let rest = String(prefix.drop { $0 == "/" })
            let wildcard = rest.isEmpty || rest.hasSuffix("/") ? rest.split(separator: "/").map(String.init) + ["*"] : nil
            routes.add(base: base, literalPath: wildcard, regex: regex.literal(rest) + ".*", nameFrom: rest.isEmpty ? hint : rest)
        case .glob(let pattern):
            let rest = pattern.hasPrefix("/") ? String(pattern.dropFirst()) : pattern
            routes.add(base: base, literalPath: nil, regex: regex.glob(rest, android: true), nameFrom: String(rest.prefix { $0 != "." && $0 != "*" }))
        }
    }

    private static func output(_ routes: ImportedRoutes) throws(ManifestError) -> Output {
        do throws(RouteError) {
            return Output(table: try routes.tableText(), warnings: routes.warnings)
        } catch {
            throw ManifestError("the imported routes do not make a table: \(error.message)")
        }
    }

    /// An AASA path (its leading `/` removed) by what it holds.
    private enum Shape {
        case literal(String)
        /// Text, then one `*` at the end; `boundary` when the text ended with `/` (or was empty).
        case prefix(String, boundary: Bool)
        case glob

        init(_ path: String) {
            let wildcards = path.filter { $0 == "*" || $0 == "?" }
            if wildcards.isEmpty {
                self = .literal(Self.trimmed(path))
            } else if wildcards == "*", path.hasSuffix("*") {
                let text = path.dropLast()
                self = .prefix(Self.trimmed(text), boundary: text.isEmpty || text.hasSuffix("/"))
            } else {
                self = .glob
            }
        }

        /// A path as the table sees it: no empty segments, so no trailing `/`.
        private static func trimmed(_ path: some StringProtocol) -> String {
            path.split(separator: "/").joined(separator: "/")
        }

        /// What an excluding entry keeps out; nil for a glob. `/p/*` keeps out `/p` too: the
        /// table cannot tell `/p/` from `/p`.
        var exclusions: [PathRegex.Exclusion]? {
            switch self {
            case .literal(let text): [.init(text: text, isPrefix: false)]
            case .prefix(let text, false): [.init(text: text, isPrefix: true)]
            case .prefix(let text, true) where text.isEmpty: [.init(text: "", isPrefix: true)]
            case .prefix(let text, true): [.init(text: text, isPrefix: false), .init(text: text + "/", isPrefix: true)]
            case .glob: nil
            }
        }
    }
}
