import RouterCore

/// `routes export --format react-navigation`: the `linking` object of React Navigation, a prefix
/// per `scheme://host` the public routes use and a screen per route, path parameters kept.
public struct ReactNavigationExport {
    let table: RouteTable
    let host: String?

    /// - Parameter host: the host for host-agnostic routes, which are left out without one.
    public init(table: RouteTable, host: String?) {
        self.table = table
        self.host = host?.lowercased()
    }

    /// The object, and a warning per route left out.
    public func export() -> ExportOutput {
        var prefixes: [String] = []
        var screens: [(route: Route, path: String)] = []
        var warnings: [String] = []
        for shape in table.routes.map(LinkShape.init) where shape.route.access == .public {
            let hostName: String
            switch shape.host {
            case .literal(let literal): hostName = literal
            case .parameter:
                warnings.append("left out \(shape.route.name) (\(shape.route.pattern.text)): React Navigation prefixes cannot hold a host parameter")
                continue
            case .any:
                guard let host else {
                    warnings.append("left out \(shape.route.name) (\(shape.route.pattern.text)): a route for any host needs --host")
                    continue
                }
                hostName = host
            }
            for scheme in shape.scheme.map({ [$0] }) ?? ["http", "https"] where !prefixes.contains("\(scheme)://\(hostName)") {
                prefixes.append("\(scheme)://\(hostName)")
            }
            screens.append((shape.route, Self.path(of: shape)))
        }
        // A screen shown by two routes is keyed by each route's name instead.
        let shared = Dictionary(grouping: screens.compactMap { $0.route.attributes["screen"] }, by: { $0 }).filter { $0.value.count > 1 }.keys
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
