/// Why a URL resolves as it does (`resolve --explain`, the Router Lab): for every route of the
/// table whether it matched and why not, and for every candidate why it ranks where it does.
package struct RouteExplanation: Sendable {
    /// One route of the table and whether it matched.
    package struct Verdict: Sendable {
        /// The route.
        package let route: Route
        /// Whether the route is a candidate for the request.
        package let matched: Bool
        /// Why it is not (`scheme`, `host`, `segment 2 'x' is not 'y'`, `too many segments`,
        /// `internal route, external request` …); nil when it matched.
        package let reason: String?
    }

    /// One candidate, best first.
    package struct Candidate: Sendable {
        /// The route.
        package let route: Route
        /// Its place among the candidates, from 1.
        package let rank: Int
        /// Why it ranks below the candidate before it (`priority`, `specificity at segment 2:
        /// literal beats parameter`, `registration order`); nil for the first.
        package let reason: String?
    }

    /// The URL as given.
    package let url: String
    /// Every route of the table, in registration order.
    package let routes: [Verdict]
    /// The routes that matched and that the request's origin may reach, best first, ending at
    /// the first exclusion if one is reached.
    package let candidates: [Candidate]
    /// The exclusion that keeps the URL out (the last candidate), if any.
    package var excludedBy: Route? { candidates.last.map(\.route).flatMap { $0.isExclusion ? $0 : nil } }
}

extension RouteTable {
    /// Explains how `url` is matched from `origin` (redirects are not followed: the explanation
    /// is of the URL given). Throws the URL's error when it does not parse.
    package func explain(_ url: String, origin: RouteOrigin = .internal) throws(RouteError) -> RouteExplanation {
        let parsed = try parser.parse(url)
        let order = CandidateOrder(routes)
        var ranked = tree.allRoutes(
            scheme: parsed.scheme.utf8, segments: parsed.segments.lowercasingPath(options.caseInsensitive),
            publicOnly: origin == .external)
        // The first exclusion ends the candidates: the routes below it never see the link.
        let exclusion = ranked.firstIndex { routes[$0].isExclusion }
        let keptOut = exclusion.map { Set(ranked[($0 + 1)...]) } ?? []
        if let exclusion { ranked.removeSubrange((exclusion + 1)...) }
        let verdicts = routes.indices.map { index in
            let route = routes[index]
            var reason = route.pattern.mismatch(with: parsed, caseInsensitive: options.caseInsensitive)
            if reason == nil, origin == .external, route.access != .public, !route.isExclusion {
                reason = "internal route, external request"
            }
            if reason == nil, keptOut.contains(index), let exclusion {
                reason = "excluded by \(routes[ranked[exclusion]].name)"
            }
            return RouteExplanation.Verdict(route: route, matched: reason == nil, reason: reason)
        }
        let candidates = ranked.enumerated().map { place, index in
            RouteExplanation.Candidate(
                route: routes[index], rank: place + 1,
                reason: place == 0 ? nil : order.reason(ranking: index, below: ranked[place - 1])
            )
        }
        return RouteExplanation(url: url, routes: verdicts, candidates: candidates)
    }
}

extension RouteExplanation {
    /// The `resolve --explain --json` object of docs/reference.md §13.
    package var json: JSONValue {
        .object([
            ("url", .string(url)),
            (
                "routes",
                .array(
                    routes.map { verdict in
                        .object([
                            ("route", .string(verdict.route.name)), ("pattern", .string(verdict.route.pattern.text)),
                            ("matched", .bool(verdict.matched)), ("reason", .string(verdict.reason)),
                        ])
                    })
            ),
            (
                "candidates",
                .array(
                    candidates.map { candidate in
                        .object([
                            ("route", .string(candidate.route.name)), ("rank", .number(Double(candidate.rank))),
                            ("reason", .string(candidate.reason)),
                        ])
                    })
            ),
        ])
    }
}
