import RouterCore

/// `routes export --format markdown`: the public routes as a table for people, each with an
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

    /// A URL for `route` whose first candidate is `route`, on the export's host.
    func example(for route: Route) -> String? {
        table.exampleURL(for: route, host: host)
    }

    /// A table cell: `|` escaped, line breaks as spaces, other control characters escaped.
    private static func cell(_ text: String) -> String {
        text.replacing("|", with: "\\|").replacing("\n", with: " ").escapingControlCharacters
    }
}
