import RouterCore

/// `routes export --format aasa`: an `apple-app-site-association` file for one host, whose
/// components (first match wins, as Apple reads them) claim the links the table claims.
package struct AASAExport {
    let table: RouteTable
    let appID: String
    let host: String?

    /// - Parameters:
    ///   - appID: the `TEAMID.bundle.id` the file names.
    ///   - host: the host to write the file for; nil: the table's only literal https host.
    package init(table: RouteTable, appID: String, host: String?) {
        self.table = table
        self.appID = appID
        self.host = host
    }

    /// The host an AASA file of `table` is for: `given`, else the only literal host of the
    /// public routes https links reach; throws when there is none or several.
    package static func host(of table: RouteTable, given: String?) throws(ExportError) -> String {
        try HostChoice.https(in: table, given: given)
    }

    /// The file, or why it cannot be written (no host, or several to choose from).
    package func export() throws(ExportError) -> ExportOutput {
        let host = try HostChoice.https(in: table, given: host)
        let shapes = table.routesInCandidateOrder.map(LinkShape.init).filter { $0.reaches(scheme: "https", host: host) }
        var components: [JSONValue] = []
        var written: Set<String> = []
        var warnings: [String] = []
        // First match wins: a component with the path of one before it is never reached.
        func emit(_ globs: [RegexGlob.Alternative], of shape: LinkShape, unchecked: [String], exclude: Bool) {
            for glob in globs where written.insert("\(glob.glob) \(glob.foldsCase)").inserted {
                components.append(
                    Self.component(glob, of: shape, unchecked: exclude ? [] : unchecked, exclude: exclude))
            }
        }
        for (index, shape) in shapes.enumerated() {
            let patterns = Self.patterns(for: shape)
            if shape.route.takesExternalLinks {
                emit(patterns.globs, of: shape, unchecked: patterns.unchecked, exclude: false)
                continue
            }
            let outranked = shapes[(index + 1)...].filter {
                $0.route.takesExternalLinks && shape.mayOverlap($0, caseInsensitive: table.options.caseInsensitive)
            }
            guard !outranked.isEmpty else { continue }
            // First match wins: a route that outranks a public one keeps its links out — when its
            // patterns are exact. A parameter's `*` also spans `/`: the deeper links it would keep
            // out are claimed just before (`/pages/staff/*/*`, then `/pages/staff/*` excluded).
            guard patterns.isExact else {
                let what = shape.route.isExclusion ? "the exclusion" : "internal route"
                warnings.append(
                    "\(what) \(shape.route.name) outranks \(outranked.map(\.route.name).joined(separator: ", ")) but AASA cannot exclude exactly its links; the file claims them and the app answers them from outside with the public route"
                )
                continue
            }
            emit(patterns.deeper, of: shape, unchecked: [], exclude: false)
            emit(patterns.globs, of: shape, unchecked: [], exclude: true)
        }
        let defaults: JSONValue =
            table.options.caseInsensitive ? .object([("caseSensitive", .bool(false))]) : .object([])
        let file = JSONValue.object([
            (
                "applinks",
                .object([
                    ("defaults", defaults),
                    (
                        "details",
                        .array([.object([("appIDs", .array([.string(appID)])), ("components", .array(components))])])
                    ),
                ])
            )
        ])
        return ExportOutput(text: file.prettyJSONText, warnings: warnings)
    }

    /// A route's links as Apple patterns: `globs` claim them (each parameter `*`, a rest wildcard
    /// as the bare path and `/…/*`, a whole-path constraint by ``RegexGlob``); `isExact` when they
    /// match only the route's links once `deeper` (each one-segment parameter as `*/*`), placed
    /// before them, has taken the links a spanning `*` adds. `unchecked` names what Apple cannot
    /// check (for the comment).
    struct Patterns {
        var globs: [RegexGlob.Alternative] = []
        var deeper: [RegexGlob.Alternative] = []
        var isExact = true
        var unchecked: [String] = []
    }

    static func patterns(for shape: LinkShape) -> Patterns {
        var result = Patterns()
        result.unchecked = shape.loosenedParts
        var prefixes = [RegexGlob.Alternative(glob: "")]
        var parameterPositions: [Int] = []
        var rest: [RegexGlob.Alternative]?
        for piece in shape.path {
            switch piece {
            case .literal(let text):
                let cased = text.contains { $0.isLetter && $0.isCased }
                prefixes = prefixes.map {
                    .init(
                        glob: $0.glob + "/" + text.encodedAsManifestSegment, foldsCase: $0.foldsCase,
                        hasCasedLetters: $0.hasCasedLetters || cased)
                }
            case .segment(_, let constraint):
                // A constraint Apple cannot check claims other values too; as an exclusion it
                // would keep them out.
                if constraint != nil { result.isExact = false }
                parameterPositions.append(prefixes[0].glob.count + 2)
                prefixes = prefixes.map {
                    .init(glob: $0.glob + "/*", foldsCase: $0.foldsCase, hasCasedLetters: $0.hasCasedLetters)
                }
            case .rest(_, nil):
                rest = [.init(), .init(glob: "*")]
            case .rest(let name, let constraint?):
                guard let glob = RegexGlob(constraint.source) else {
                    result.isExact = false
                    rest = [.init(glob: "*")]
                    continue
                }
                result.isExact = result.isExact && glob.isExact
                // What a glob says exactly needs no comment.
                if glob.isExact, let name { result.unchecked.removeAll { $0.hasPrefix(":\(name) (") } }
                // A rest that may be empty also matches the bare prefix, which Apple's `/*` does not.
                rest =
                    glob.alternatives
                    + (constraint.matches("") && !glob.alternatives.contains { $0.glob.isEmpty } ? [.init()] : [])
            }
        }
        result.globs = prefixes.flatMap { prefix -> [RegexGlob.Alternative] in
            guard let rest else { return [prefix.glob.isEmpty ? .init(glob: "/") : prefix] }
            return rest.map { alternative in
                let glob =
                    alternative.glob.isEmpty
                    ? (prefix.glob.isEmpty ? "/" : prefix.glob) : prefix.glob + "/" + alternative.glob
                return .init(
                    glob: glob, foldsCase: prefix.foldsCase || alternative.foldsCase,
                    hasCasedLetters: prefix.hasCasedLetters || alternative.hasCasedLetters)
            }
        }
        // `caseSensitive: false` covers the whole component: letters meant in their case widen.
        if result.globs.contains(where: { $0.foldsCase && $0.hasCasedLetters }) { result.isExact = false }
        // `*` in the place of a parameter spans `/`: what it adds is what `*/*` there matches.
        result.deeper = result.globs.flatMap { glob in
            parameterPositions.map { position in
                var text = Array(glob.glob)
                text.insert(contentsOf: "/*", at: position)
                return RegexGlob.Alternative(
                    glob: String(text), foldsCase: glob.foldsCase, hasCasedLetters: glob.hasCasedLetters)
            }
        }
        return result
    }

    /// One component, with a comment naming the route and what Apple cannot check.
    static func component(_ pattern: RegexGlob.Alternative, of shape: LinkShape, unchecked: [String], exclude: Bool)
        -> JSONValue
    {
        var fields: [(String, JSONValue)] = [("/", .string(pattern.glob))]
        if pattern.foldsCase { fields.append(("caseSensitive", .bool(false))) }
        if exclude { fields.append(("exclude", .bool(true))) }
        let note =
            exclude
            ? "\(shape.route.isExclusion ? "exclusion" : "internal route") \(shape.route.name) outranks the public routes below"
            : "route \(shape.route.name)"
        if !unchecked.isEmpty {
            fields.append(
                (
                    "comment",
                    .string(
                        "\(note); AASA cannot check \(unchecked.joined(separator: ", ")): the app answers notFound for other values"
                    )
                ))
        } else if exclude {
            fields.append(("comment", .string(note)))
        }
        return .object(fields)
    }
}
