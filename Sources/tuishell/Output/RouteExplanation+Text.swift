import RouterCore

extension RouteExplanation {
    /// Beyond this many routes, those refused at the scheme or the host are counted on one line
    /// instead of listed: on a large table they are most of it and say little about the URL.
    static let listsEveryRouteUpTo = 20

    /// Aligned lines for people: every route with `yes` or `no` and why not, then the candidates
    /// in order with why each ranks below the one before, and the exclusion that keeps the URL
    /// out if one does. Control characters are escaped.
    var text: String {
        let counted = routes.count > Self.listsEveryRouteUpTo ? routes.filter { $0.reason == "scheme" || $0.reason == "host" } : []
        let listed = counted.isEmpty ? routes : routes.filter { $0.reason != "scheme" && $0.reason != "host" }
        let verdictRows = listed.map { [$0.matched ? "yes" : "no", $0.route.name, $0.route.pattern.text, $0.reason ?? ""] }
        let candidateRows = candidates.map { [String($0.rank), $0.route.name, $0.route.pattern.text, $0.reason ?? ""] }
        // Aligned together, so both sections share their columns.
        let aligned = AlignedColumns.lines(verdictRows + candidateRows).map { "  " + $0 }
        var lines = ["explain     \(url)", "routes"] + aligned.prefix(listed.count)
        if !counted.isEmpty {
            lines.append("  no   \(counted.count) more routes: another scheme or host")
        }
        lines += [candidates.isEmpty ? "candidates  none" : "candidates"] + aligned.dropFirst(listed.count)
        if let exclusion = excludedBy { lines.append("excluded by \(exclusion.name): the link is kept out") }
        return lines.map(\.escapingControlCharacters).joined(separator: "\n")
    }
}
