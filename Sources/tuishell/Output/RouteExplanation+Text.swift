import RouterCore

extension RouteExplanation {
    /// Beyond this many routes, the routes refused for a reason many share are counted on one
    /// line instead of listed: those at the scheme or host, and those whose literal or constraint
    /// refuses the same segment value (an imported manifest has hundreds of `/wiki/<Page>` routes).
    static let listsEveryRouteUpTo = 20
    /// The fewest routes with one such reason that are counted rather than listed.
    static let countsAtLeast = 4

    /// Aligned lines for people: every route with `yes` or `no` and why not, then the candidates
    /// in order with why each ranks below the one before, and the exclusion that keeps the URL
    /// out if one does. Control characters are escaped.
    var text: String {
        let (listed, counted) = routes.count > Self.listsEveryRouteUpTo ? summarized : (routes, [])
        let verdictRows = listed.map {
            [$0.matched ? "yes" : "no", $0.route.name, $0.route.pattern.text, $0.reason ?? ""]
        }
        let candidateRows = candidates.map { [String($0.rank), $0.route.name, $0.route.pattern.text, $0.reason ?? ""] }
        // Aligned together, so both sections share their columns.
        let aligned = AlignedColumns.lines(verdictRows + candidateRows).map { "  " + $0 }
        var lines = ["explain     \(url)", "routes"] + aligned.prefix(listed.count)
        lines += counted.map { "  no   \($0.count) more routes: \($0.reason)" }
        lines += [candidates.isEmpty ? "candidates  none" : "candidates"] + aligned.dropFirst(listed.count)
        if let exclusion = excludedBy { lines.append("excluded by \(exclusion.name): the link is kept out") }
        return lines.map(\.escapingControlCharacters).joined(separator: "\n")
    }

    /// The routes to list, and the shared reasons counted instead, in the order first met.
    private var summarized: (listed: [Verdict], counted: [(reason: String, count: Int)]) {
        let group = { (verdict: Verdict) -> String? in
            guard let reason = verdict.reason else { return nil }
            if reason == "scheme" || reason == "host" { return "another scheme or host" }
            // `segment 2 'Cat' is not 'Dog'` → `segment 2 'Cat' is not their literal`, and the
            // same for constraints.
            if let cut = reason.ranges(of: " is not '").last {
                return reason[..<cut.lowerBound] + " is not their literal"
            }
            if let cut = reason.ranges(of: " does not match ").last {
                return reason[..<cut.lowerBound] + " does not match their constraint"
            }
            return nil
        }
        var sizes: [String: Int] = [:]
        for verdict in routes { if let key = group(verdict) { sizes[key, default: 0] += 1 } }
        let countedKeys = Set(
            sizes.filter { $0.key == "another scheme or host" || $0.value >= Self.countsAtLeast }.keys)
        var order: [String] = []
        var listed: [Verdict] = []
        for verdict in routes {
            guard let key = group(verdict), countedKeys.contains(key) else {
                listed.append(verdict)
                continue
            }
            if !order.contains(key) { order.append(key) }
        }
        return (listed, order.map { ($0, sizes[$0]!) })
    }
}
