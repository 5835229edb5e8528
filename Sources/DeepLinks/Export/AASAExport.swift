import RouterCore

/// `routes export --format aasa`: an `apple-app-site-association` file for one host, whose
/// components (first match wins, as Apple reads them) claim the links the table claims.
public struct AASAExport {
    let table: RouteTable
    let appID: String
    let host: String?

    /// - Parameters:
    ///   - appID: the `TEAMID.bundle.id` the file names.
    ///   - host: the host to write the file for; nil: the table's only literal https host.
    public init(table: RouteTable, appID: String, host: String?) {
        self.table = table
        self.appID = appID
        self.host = host
    }

    /// The host an AASA file of `table` is for: `given`, else the only literal host of the
    /// public routes https links reach; throws when there is none or several.
    public static func host(of table: RouteTable, given: String?) throws(ExportError) -> String {
        try HostChoice.https(in: table, given: given)
    }

    /// The file, or why it cannot be written (no host, or several to choose from).
    public func export() throws(ExportError) -> ExportOutput {
        let host = try HostChoice.https(in: table, given: host)
        let shapes = table.routesInCandidateOrder.map(LinkShape.init).filter { $0.reaches(scheme: "https", host: host) }
        var components: [JSONValue] = []
        var warnings: [String] = []
        for (index, shape) in shapes.enumerated() {
            if shape.route.access == .public {
                components += Self.components(for: shape, exclude: false)
                continue
            }
            let outranked = shapes[(index + 1)...].filter { $0.route.access == .public && shape.mayOverlap($0, caseInsensitive: table.options.caseInsensitive) }
            guard !outranked.isEmpty else { continue }
            // First match wins: an internal route that outranks a public one keeps its links
            // out — when its pattern is exact; a `*` would keep out links the public route claims.
            if Self.isExact(shape) {
                components += Self.components(for: shape, exclude: true)
            } else {
                warnings.append("internal route \(shape.route.name) outranks \(outranked.map(\.route.name).joined(separator: ", ")) but AASA cannot exclude exactly its links; the file claims them and the app answers them from outside with the public route")
            }
        }
        let defaults: JSONValue = table.options.caseInsensitive ? .object([("caseSensitive", .bool(false))]) : .object([])
        let file = JSONValue.object([("applinks", .object([
            ("defaults", defaults),
            ("details", .array([.object([("appIDs", .array([.string(appID)])), ("components", .array(components))])])),
        ]))])
        return ExportOutput(text: file.prettyJSONText, warnings: warnings)
    }

    /// Whether the route's components match exactly its links: literals, maybe then a `*`
    /// (Apple's trailing `*` takes the rest of the path, as the route's does).
    static func isExact(_ shape: LinkShape) -> Bool {
        let (literals, isWhole) = shape.literalPrefix
        if isWhole { return true }
        if case .rest(nil, nil)? = shape.path.last { return literals.count == shape.path.count - 1 }
        return false
    }

    /// The route's components: its path with each parameter as `*`; a path that ends in `*`
    /// or a last constraint also without that end and with `/*` after it.
    static func components(for shape: LinkShape, exclude: Bool) -> [JSONValue] {
        var paths: [String]
        let pieces = shape.path.map { piece -> String? in
            switch piece {
            case .literal(let text): text.encodedAsManifestSegment
            case .segment: "*"
            case .rest: nil
            }
        }
        let fixed = pieces.compactMap { $0 }
        let prefix = "/" + fixed.joined(separator: "/")
        if case .rest(_, let constraint)? = shape.path.last {
            let wildcard = (fixed.isEmpty ? "" : prefix) + "/*"
            paths = constraint.map { $0.matches("") } ?? true ? [prefix, wildcard] : [wildcard]
        } else {
            paths = [prefix]
        }
        let loosened = shape.loosenedParts
        return paths.map { path in
            var fields: [(String, JSONValue)] = [("/", .string(path))]
            if exclude { fields.append(("exclude", .bool(true))) }
            let note = exclude ? "internal route \(shape.route.name) outranks the public routes below" : "route \(shape.route.name)"
            if !loosened.isEmpty {
                fields.append(("comment", .string("\(note); AASA cannot check \(loosened.joined(separator: ", ")): the app answers notFound for other values")))
            } else if exclude {
                fields.append(("comment", .string(note)))
            }
            return .object(fields)
        }
    }
}
