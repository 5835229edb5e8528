import RouterCore

/// `routes export --format react-navigation`: the `linking` object of React Navigation, a prefix
/// per web `scheme://host` the public routes use and one `scheme://` per custom scheme, and a
/// screen per route, path parameters kept. React Navigation strips whichever prefix a link has
/// and matches the rest against every screen, so a custom scheme's host begins the path
/// (`shopapp://deals/:id` → prefix `shopapp://`, path `deals/:id`): the path must not depend on
/// the prefix it came through.
package struct ReactNavigationExport {
    let table: RouteTable
    let host: String?

    /// - Parameter host: the host for host-agnostic routes, which are left out without one.
    package init(table: RouteTable, host: String?) {
        self.table = table
        self.host = host?.lowercased()
    }

    /// The object, and a warning per route left out.
    package func export() -> ExportOutput {
        var prefixes: [String] = []
        var screens: [(route: Route, path: String)] = []
        var warnings: [String] = []
        var customPaths: [(route: String, prefix: String, path: String)] = []
        for shape in table.routes.map(LinkShape.init) where shape.route.access == .public || shape.route.isExclusion {
            let label = "\(shape.route.name) (\(shape.route.pattern.text))"
            if shape.route.isExclusion {
                warnings.append("left out the exclusion \(label): React Navigation cannot keep links out")
                continue
            }
            let path = Self.path(of: shape)
            if let scheme = shape.scheme, scheme != "http", scheme != "https" {
                let start: String
                switch shape.host {
                case .literal(let literal): start = literal.encodedAsManifestSegment
                case .parameter: start = ":host"
                case .any:
                    warnings.append("left out \(label): React Navigation cannot match any host after \(scheme)://")
                    continue
                }
                if !prefixes.contains("\(scheme)://") { prefixes.append("\(scheme)://") }
                screens.append((shape.route, path.isEmpty ? start : start + "/" + path))
                customPaths.append((shape.route.name, "\(scheme)://", path.isEmpty ? start : start + "/" + path))
            } else {
                let hostName: String
                switch shape.host {
                case .literal(let literal): hostName = literal
                case .parameter:
                    warnings.append("left out \(label): React Navigation prefixes cannot hold a host parameter")
                    continue
                case .any:
                    guard let host else {
                        warnings.append("left out \(label): a route for any host needs --host")
                        continue
                    }
                    hostName = host
                }
                for scheme in shape.scheme.map({ [$0] }) ?? ["http", "https"]
                where !prefixes.contains("\(scheme)://\(hostName)") {
                    prefixes.append("\(scheme)://\(hostName)")
                }
                screens.append((shape.route, path))
            }
            if !shape.loosenedParts.isEmpty {
                warnings.append(
                    "\(label): React Navigation cannot check \(shape.loosenedParts.joined(separator: ", ")); the app answers notFound for other values"
                )
            }
        }
        // React Navigation strips whichever prefix a link has: with web and custom-scheme prefixes
        // together, each path opens through the others too. Said once, with an example.
        if let web = prefixes.first(where: { $0.hasPrefix("http") }), let custom = customPaths.first {
            warnings.append(
                "React Navigation matches every path after any prefix: \(web)/\(custom.path) also opens \(custom.route) (the table routes it only through \(custom.prefix))"
            )
        }
        // A screen shown by two routes is keyed by each route's name instead.
        let shared = Dictionary(grouping: screens.compactMap { $0.route.attributes["screen"] }, by: { $0 }).filter {
            $0.value.count > 1
        }.keys
        let entries = screens.map { entry -> (String, JSONValue) in
            let key = entry.route.attributes["screen"].flatMap { shared.contains($0) ? nil : $0 } ?? entry.route.name
            return (key, .string(entry.path))
        }
        let linking = JSONValue.object([
            ("prefixes", .array(prefixes.map(JSONValue.string))),
            ("config", .object([("screens", .object(entries))])),
        ])
        return ExportOutput(text: linking.prettyJSONText, warnings: warnings)
    }

    /// The path after the host: literals as written, `:name` for parameters (constraints
    /// dropped), `*` for a trailing `*`.
    static func path(of shape: LinkShape) -> String {
        shape.path.map { piece in
            switch piece {
            case .literal(let text): text.encodedAsManifestSegment
            case .segment(let name, _), .rest(let name?, _): ":\(name)"
            case .rest(nil, _): "*"
            }
        }.joined(separator: "/")
    }
}
