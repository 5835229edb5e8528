import RouterCore

extension RouteExplanation {
    /// Aligned lines for people: every route with `yes` or `no` and why not, then the candidates
    /// in order with why each ranks below the one before. Control characters are escaped.
    var text: String {
        let verdictRows = routes.map { [$0.matched ? "yes" : "no", $0.route.name, $0.route.pattern.text, $0.reason ?? ""] }
        let candidateRows = candidates.map { [String($0.rank), $0.route.name, $0.route.pattern.text, $0.reason ?? ""] }
        // Aligned together, so both sections share their columns.
        let aligned = AlignedColumns.lines(verdictRows + candidateRows).map { "  " + $0 }
        let lines = ["explain     \(url)", "routes"] + aligned.prefix(routes.count)
            + [candidates.isEmpty ? "candidates  none" : "candidates"] + aligned.dropFirst(routes.count)
        return lines.map(\.escapingControlCharacters).joined(separator: "\n")
    }
}
