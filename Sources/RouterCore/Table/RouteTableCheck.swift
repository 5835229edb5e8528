/// Finds what `tuishell routes --check` reports: duplicate shapes and routes that can never win.
///
/// A route can never win when a route ranked before it (priority, specificity, registration)
/// matches every URL it matches and is reachable from every origin it is. Handlers may still
/// decline and fall through to it, but it is never the first candidate. A ``CoverIndex`` finds
/// the few routes that might cover each route, so large tables are not compared pair by pair.
package struct RouteTableCheck {
    /// One problem found.
    package struct Finding: CustomStringConvertible, Equatable {
        /// `duplicate` or `shadowed`.
        package let kind: String
        /// The route with the problem.
        package let route: String
        /// The route that causes it.
        package let cause: String
        /// A sentence for people.
        package let description: String
    }

    private let routes: [Route]
    private let options: RouteTableOptions

    /// Creates a check of `routes` in registration order.
    package init(routes: [Route], options: RouteTableOptions = RouteTableOptions()) {
        self.routes = routes
        self.options = options
    }

    /// Every finding, in route order.
    package var findings: [Finding] {
        var findings: [Finding] = []
        var firstByShape: [RoutePattern.Shape: Int] = [:]
        var duplicates: Set<Int> = []
        for (index, route) in routes.enumerated() {
            let shape = route.pattern.shape(caseInsensitive: options.caseInsensitive)
            if let first = firstByShape[shape] {
                duplicates.insert(index)
                findings.append(
                    Finding(
                        kind: "duplicate", route: route.name, cause: routes[first].name,
                        description:
                            "duplicate: route \(index) (\(route.name)) '\(route.pattern)' has the same shape as route \(first) (\(routes[first].name)) '\(routes[first].pattern)'"
                    ))
            } else {
                firstByShape[shape] = index
            }
        }
        let order = CandidateOrder(routes)
        let index = CoverIndex(routes, caseInsensitive: options.caseInsensitive)
        for (position, route) in routes.enumerated() where !duplicates.contains(position) {
            let shadow = index.candidates(covering: route.pattern).sorted().first { other in
                other != position && !duplicates.contains(other)
                    && order.ranksBefore(other, position)
                    && (routes[other].access == .public || route.access == .internal)
                    && covers(routes[other].pattern, route.pattern)
            }
            if let shadow {
                findings.append(
                    Finding(
                        kind: "shadowed", route: route.name, cause: routes[shadow].name,
                        description:
                            "never wins: route \(position) (\(route.name)) '\(route.pattern)' is always beaten by route \(shadow) (\(routes[shadow].name)) '\(routes[shadow].pattern)'"
                    ))
            }
        }
        return findings
    }

    /// Whether every URL `inner` matches is also matched by `outer`.
    func covers(_ outer: RoutePattern, _ inner: RoutePattern) -> Bool {
        if let scheme = outer.scheme, scheme != inner.scheme { return false }
        switch (outer.isHostBound, inner.isHostBound) {
        case (false, false), (true, true): return covers(outer.segments[...], inner.segments[...])
        case (false, true): return covers(outer.segments[...], inner.segments.dropFirst())
        case (true, false): return outer.segments == [.wildcard]
        }
    }

    private func covers(_ outer: ArraySlice<PatternSegment>, _ inner: ArraySlice<PatternSegment>) -> Bool {
        guard let first = outer.first else { return inner.isEmpty }
        let outerRest = outer.dropFirst()
        switch first {
        case .wildcard:
            return true
        case .constrained(_, let constraint) where outerRest.isEmpty:
            if inner.count == 1, case .constrained(_, let other) = inner.first!, constraint.includes(other) {
                return true
            }
            let literals = inner.compactMap { segment -> String? in
                if case .literal(let text) = segment { return text }
                return nil
            }
            return literals.count == inner.count && constraint.matches(literals.joined(separator: "/"))
        default:
            guard let innerFirst = inner.first, innerFirst != .wildcard else { return false }
            let innerRest = inner.dropFirst()
            if case .constrained = innerFirst, innerRest.isEmpty, first != innerFirst { return false }
            guard segment(first, covers: innerFirst) else { return false }
            return covers(outerRest, innerRest)
        }
    }

    private func segment(_ outer: PatternSegment, covers inner: PatternSegment) -> Bool {
        switch (outer, inner) {
        case (.literal(let a), .literal(let b)):
            return options.caseInsensitive ? a.lowercased() == b.lowercased() : a == b
        case (.parameter, .literal), (.parameter, .parameter), (.parameter, .constrained):
            return true
        case (.constrained(_, let constraint), .literal(let text)):
            return constraint.matches(text)
        case (.constrained(_, let outer), .constrained(_, let inner)):
            return outer.includes(inner)
        default:
            return false
        }
    }
}
