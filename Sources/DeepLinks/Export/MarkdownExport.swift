import RouterCore

/// `routes export --format markdown`: the package routes as a table for people, each with an
/// example URL (reverse-routed, constraints satisfied) whose first match is the route itself.
package struct MarkdownExport {
    let table: RouteTable
    let host: String?

    /// - Parameter host: the host examples of host-agnostic routes use (default `example.com`).
    package init(table: RouteTable, host: String?) {
        self.table = table
        self.host = host
    }

    /// The document.
    package func export() -> ExportOutput {
        let neverWins = Set(
            RouteTableCheck(routes: table.routes, options: table.options).findings.filter { $0.kind == "shadowed" }.map(
                \.route))
        var lines = [
            "# Deep links", "",
            "| Route | Pattern | Presentation | Screen or redirect | Description | Example |",
            "|---|---|---|---|---|---|",
        ]
        // Exclusions show nothing and have no link to list.
        for route in table.routes where route.takesExternalLinks {
            let target = route.redirect.map { "→ `\($0)`" } ?? route.attributes["screen"] ?? "—"
            let example =
                neverWins.contains(route.name)
                ? "never wins" : example(for: route).map { "`\($0)`" } ?? "no example found"
            let cells = [
                route.name, "`\(route.pattern.text)`",
                route.redirect == nil ? route.attributes["presentation"] ?? "push" : "—", target, route.summary ?? "",
                example,
            ]
            lines.append("| " + cells.map(Self.cell).joined(separator: " | ") + " |")
        }
        return ExportOutput(text: lines.joined(separator: "\n"), warnings: [])
    }

    /// A URL for `route` whose first candidate is `route`: values that satisfy the
    /// constraints, tried in a few forms until one wins.
    func example(for route: Route) -> String? {
        let scheme = route.pattern.scheme == nil ? "https" : nil
        let host = route.pattern.isHostBound ? "" : (host ?? "example.com")
        let segments = route.pattern.segments
        for attempt in 0..<3 {
            var parameters: [String: String] = [:]
            for (index, segment) in segments.enumerated() {
                switch segment {
                case .parameter(let name):
                    parameters[name] =
                        route.pattern.isHostBound && index == 0 ? "example.com" : ["42", "example", "item-1"][attempt]
                case .constrained(let name, let constraint):
                    // A last constraint takes the rest of the path, which may be empty.
                    guard let value = constraint.example(nonEmpty: index < segments.count - 1 || attempt > 0) else {
                        return nil
                    }
                    parameters[name] = value
                case .literal, .wildcard:
                    break
                }
            }
            let wildcard = [[], ["example"], ["a", "b"]][attempt]
            guard
                let url = try? table.url(
                    for: route.name, parameters: parameters, wildcard: wildcard, scheme: scheme, host: host),
                let parsed = try? table.parser.parse(url)
            else { continue }
            if table.matches(for: parsed).first?.route.name == route.name { return url }
        }
        return nil
    }

    /// A table cell: `|` escaped, line breaks as spaces, other control characters escaped.
    private static func cell(_ text: String) -> String {
        text.replacing("|", with: "\\|").replacing("\n", with: " ").escapingControlCharacters
    }
}
