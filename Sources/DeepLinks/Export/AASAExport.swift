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
            let patterns = Self.patterns(for: shape)
            if shape.route.takesExternalLinks {
                components += patterns.globs.map { Self.component($0, of: shape, exclude: false) }
                continue
            }
            let outranked = shapes[(index + 1)...].filter { $0.route.takesExternalLinks && shape.mayOverlap($0, caseInsensitive: table.options.caseInsensitive) }
            guard !outranked.isEmpty else { continue }
            // First match wins: a route that outranks a public one keeps its links out — when its
            // patterns are exact. A parameter's `*` also spans `/`: the deeper links it would keep
            // out are claimed just before (`/pages/staff/*/*`, then `/pages/staff/*` excluded).
            guard patterns.isExact else {
                let what = shape.route.isExclusion ? "the exclusion" : "internal route"
                warnings.append("\(what) \(shape.route.name) outranks \(outranked.map(\.route.name).joined(separator: ", ")) but AASA cannot exclude exactly its links; the file claims them and the app answers them from outside with the public route")
                continue
            }
            components += patterns.deeper.map { Self.component($0, of: shape, exclude: false) }
            components += patterns.globs.map { Self.component($0, of: shape, exclude: true) }
        }
        let defaults: JSONValue = table.options.caseInsensitive ? .object([("caseSensitive", .bool(false))]) : .object([])
        let file = JSONValue.object([("applinks", .object([
            ("defaults", defaults),
            ("details", .array([.object([("appIDs", .array([.string(appID)])), ("components", .array(components))])])),
        ]))])
        return ExportOutput(text: file.prettyJSONText, warnings: warnings)
    }

    /// A route's links as Apple patterns: `globs` claim them (each parameter `*`, a rest wildcard
    /// as the bare path and `/…/*`, a whole-path constraint by ``RegexGlob``); `isExact` when they
    /// match only the route's links once `deeper` (each one-segment parameter as `*/*`), placed
    /// before them, has taken the links a spanning `*` adds.
    struct Patterns {
        var globs: [RegexGlob.Alternative] = []
        var deeper: [RegexGlob.Alternative] = []
        var isExact = true
    }

    static func patterns(for shape: LinkShape) -> Patterns {
        var result = Patterns()
        var prefixes = [RegexGlob.Alternative(glob: "")]
        var parameterPositions: [Int] = []
        for piece in shape.path {
            switch piece {
            case .literal(let text):
                prefixes = prefixes.map { RegexGlob.Alternative(glob: $0.glob + "/" + text.encodedAsManifestSegment, foldsCase: $0.foldsCase) }
            case .segment(_, let constraint):
                // A constraint Apple cannot check claims other values too; as an exclusion it
                // would keep them out.
                if constraint != nil { result.isExact = false }
                parameterPositions.append(prefixes[0].glob.count + 2)
                prefixes = prefixes.map { RegexGlob.Alternative(glob: $0.glob + "/*", foldsCase: $0.foldsCase) }
            case .rest(_, nil):
                result.globs = prefixes.flatMap { [RegexGlob.Alternative(glob: $0.glob.isEmpty ? "/" : $0.glob, foldsCase: $0.foldsCase), .init(glob: $0.glob + "/*", foldsCase: $0.foldsCase)] }
                return result
            case .rest(_, let constraint?):
                guard let rest = RegexGlob(constraint.source) else {
                    result.isExact = false
                    result.globs = prefixes.map { .init(glob: $0.glob + "/*", foldsCase: $0.foldsCase) }
                    return result
                }
                result.isExact = result.isExact && rest.isExact
                // A rest that may be empty also matches the bare prefix, which Apple's `/*` does not.
                let alternatives = rest.alternatives + (constraint.matches("") && !rest.alternatives.contains { $0.glob.isEmpty } ? [.init()] : [])
                result.globs = prefixes.flatMap { prefix in
                    alternatives.map { alternative in
                        let glob = alternative.glob.isEmpty ? (prefix.glob.isEmpty ? "/" : prefix.glob) : prefix.glob + "/" + alternative.glob
                        return RegexGlob.Alternative(glob: glob, foldsCase: prefix.foldsCase || alternative.foldsCase)
                    }
                }
                return result
            }
        }
        result.globs = prefixes.map { $0.glob.isEmpty ? .init(glob: "/", foldsCase: $0.foldsCase) : $0 }
        // `*` in the place of a parameter spans `/`: what it adds is what `*/*` there matches.
        if !parameterPositions.isEmpty {
            result.deeper = result.globs.flatMap { glob in
                parameterPositions.map { position in
                    var text = Array(glob.glob)
                    text.insert(contentsOf: "/*", at: position)
                    return RegexGlob.Alternative(glob: String(text), foldsCase: glob.foldsCase)
                }
            }
        }
        return result
    }

    /// One component, with a comment naming the route and what Apple cannot check.
    static func component(_ pattern: RegexGlob.Alternative, of shape: LinkShape, exclude: Bool) -> JSONValue {
        var fields: [(String, JSONValue)] = [("/", .string(pattern.glob))]
        if pattern.foldsCase { fields.append(("caseSensitive", .bool(false))) }
        if exclude { fields.append(("exclude", .bool(true))) }
        let note = exclude ? "\(shape.route.isExclusion ? "exclusion" : "internal route") \(shape.route.name) outranks the public routes below" : "route \(shape.route.name)"
        let loosened = shape.loosenedParts
        if !loosened.isEmpty {
            fields.append(("comment", .string("\(note); AASA cannot check \(loosened.joined(separator: ", ")): the app answers notFound for other values")))
        } else if exclude {
            fields.append(("comment", .string(note)))
        }
        return .object(fields)
    }
}
