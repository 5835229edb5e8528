import Synchronization

/// An immutable, compiled set of routes: safe to resolve from any number of threads at once.
///
/// Build one with ``RouteTableBuilder``, ``RouteTable/init(validating:options:)`` or
/// ``RouteTableFile``. Candidates come out of a ``MatchTree`` one at a time, best first (the
/// order of docs/reference.md §3), so finding the winner does not enumerate the others.
package final class RouteTable: Sendable {
    /// The routes in registration order.
    package let routes: [Route]
    /// The table's options.
    package let options: RouteTableOptions
    /// The URL parser configured with the table's options.
    package let parser: URLParser

    let tree: MatchTree
    private let indexByName: [String: Int]
    /// The templates once made, and the memory they are in.
    private let lineTemplatesMade = Mutex<(templates: RouteLineTemplates, memory: OwnedMemory)?>(nil)

    /// A table of `routes`; `knownIndex`, when the caller has it, says where each name is.
    init(routes: [Route], options: RouteTableOptions, indexByName knownIndex: [String: Int]? = nil) {
        self.routes = routes
        self.options = options
        var parser = URLParser(plusAsSpace: options.plusAsSpace)
        parser.lowercasesPath = options.caseInsensitive
        self.parser = parser

        // Read in place: a `Route` copied out of the array is a dozen references retained.
        (indexByName, tree) = routes.withUnsafeBufferPointer { routes in
            var builder = MatchTreeBuilder(caseInsensitive: options.caseInsensitive)
            builder.reserveCapacity(routes: routes.count)
            var indexByName = knownIndex ?? [:]
            if knownIndex == nil { indexByName.reserveCapacity(routes.count) }
            for index in routes.indices {
                builder.insert(routes[index].pattern, route: index)
                if knownIndex == nil { indexByName[routes[index].name] = index }
            }
            let order = routes.indices.sorted(by: CandidateOrder(routes).ranksBefore)
            var rank = [Int32](repeating: 0, count: routes.count)
            for (position, index) in order.enumerated() { rank[index] = Int32(position) }
            let tree = builder.freeze(
                // An exclusion stops every origin, so external searches must meet it too; a look-up
                // that lands on one hands it to the full resolution, which reports it.
                rank: rank, isPublic: routes.indices.map { routes[$0].access == .public || routes[$0].isExclusion },
                resolvesFully: routes.indices.map {
                    routes[$0].redirect != nil || routes[$0].parent != nil || routes[$0].isExclusion
                }
            )
            return (indexByName, tree)
        }
    }

    /// Compiles and validates `routes` in order, throwing the first `duplicateRoute`.
    package convenience init(validating routes: [Route], options: RouteTableOptions = RouteTableOptions())
        throws(RouteError)
    {
        var builder = RouteTableBuilder(options: options)
        for route in routes { try builder.add(route) }
        try ParentChains.check(builder.routes)
        self.init(routes: builder.routes, options: options)
    }

    /// What a batch JSON line needs of each route, made on first use and kept.
    var lineTemplates: RouteLineTemplates {
        lineTemplatesMade.withLock { made in
            if let made { return made.templates }
            let memory = OwnedMemory()
            let templates = RouteLineTemplates(routes: routes, in: memory)
            made = (templates, memory)
            return templates
        }
    }

    /// The routes in the order candidates are tried (docs/reference.md §3).
    package var routesInCandidateOrder: [Route] {
        routes.indices.sorted { tree.rank(of: $0) < tree.rank(of: $1) }.map { routes[$0] }
    }

    /// The route named `name`.
    package func route(named name: String) -> Route? { indexByName[name].map { routes[$0] } }

    /// Where the route named `name` is in ``routes``.
    package func index(ofRouteNamed name: String) -> Int? { indexByName[name] }

    /// Every route matching `url`, best first (priority, specificity, registration).
    package func matches(for url: ParsedURL) -> [RouteMatch] {
        tree.allRoutes(
            scheme: url.scheme.utf8, segments: url.segments.lowercasingPath(options.caseInsensitive), publicOnly: false
        )
        .map { RouteMatch(route: routes[$0], url: url) }
    }

    /// The candidates for `url` that `origin` may reach, best first, found one at a time as the
    /// sequence is read.
    ///
    /// Throws `notFound` when nothing matches or the first candidate is an exclusion, and
    /// `forbidden` when only internal routes match an external request. The sequence ends
    /// before the first exclusion: a link an exclusion keeps out reaches no route below it.
    package func candidates(for url: ParsedURL, origin: RouteOrigin) throws(RouteError) -> RouteCandidates {
        let reachable = RouteCandidates(table: self, url: url, publicOnly: origin == .external)
        if let best = reachable.first(includingExclusion: true) {
            guard best.route.isExclusion else { return reachable }
            throw RouteError(.notFound, "\(url.original) is kept out: excluded by \(best.route.name)")
        }
        let all = matches(for: url)
        if all.isEmpty { throw RouteError(.notFound, "no route matches \(url.original)") }
        throw RouteError(
            .forbidden,
            "\(url.original) matches only internal routes (\(all.map(\.route.name).joined(separator: ", "))), which are not reachable from outside"
        )
    }

    /// The candidates for the chain's current URL, which is parsed here, once.
    func candidates(at chain: inout RedirectChain, origin: RouteOrigin) throws(RouteError) -> (
        url: ParsedURL, candidates: RouteCandidates
    ) {
        let parsed = try parser.parse(chain.current)
        try chain.arrive(at: parsed)
        return (parsed, try candidates(for: parsed, origin: origin))
    }

    /// Resolves `url` without running handlers or middleware: the first candidate wins and
    /// redirects are followed. The result lists every reachable candidate.
    package func resolve(
        _ url: String, origin: RouteOrigin = .internal, inAppValues: [String: any Sendable] = [:]
    ) -> RouteResolution {
        var chain = RedirectChain(start: url)
        do throws(RouteError) {
            while true {
                let (parsed, candidates) = try candidates(at: &chain, origin: origin)
                let best = candidates.first!
                let request = best.request(for: parsed, inAppValues: inAppValues, origin: origin)
                if let template = best.route.redirect {
                    try chain.follow(template, for: request)
                    continue
                }
                let backStack = backStack(of: best.route, in: parsed, parameters: best.routeParameters)
                return RouteResolution(
                    url: url, redirects: chain.redirects,
                    outcome: .success(
                        RouteResolution.Match(
                            request: request, route: best.route, candidates: candidates.map(\.route),
                            backStack: backStack)
                    ))
            }
        } catch {
            return RouteResolution(url: url, redirects: chain.redirects, outcome: .failure(error))
        }
    }
}

/// The candidates for one URL, best first, each found when it is reached: a router whose first
/// handler accepts never looks for the second.
package struct RouteCandidates: Sequence, Sendable {
    let table: RouteTable
    let url: ParsedURL
    let segments: SegmentBuffer
    let publicOnly: Bool

    init(table: RouteTable, url: ParsedURL, publicOnly: Bool) {
        self.table = table
        self.url = url
        segments = url.segments.lowercasingPath(table.options.caseInsensitive)
        self.publicOnly = publicOnly
    }

    /// The best candidate, if any.
    package var first: RouteMatch? { first(includingExclusion: false) }

    /// The best candidate; when `includingExclusion`, also when it is an exclusion.
    func first(includingExclusion: Bool) -> RouteMatch? {
        var iterator = Iterator(candidates: self, stopsAtExclusion: !includingExclusion)
        return iterator.next()
    }

    package func makeIterator() -> Iterator { Iterator(candidates: self, stopsAtExclusion: true) }

    /// Finds the next candidate after the last one returned.
    package struct Iterator: IteratorProtocol {
        let candidates: RouteCandidates
        /// Whether the sequence ends at an exclusion (it keeps its links from the routes below).
        let stopsAtExclusion: Bool
        var floor: Int32 = -1

        package mutating func next() -> RouteMatch? {
            let tree = candidates.table.tree
            let index = tree.bestRoute(
                scheme: candidates.url.scheme.utf8, segments: candidates.segments, after: floor,
                publicOnly: candidates.publicOnly)
            guard index >= 0 else { return nil }
            floor = tree.rank(of: index)
            let route = candidates.table.routes[index]
            if stopsAtExclusion && route.isExclusion {
                floor = .max
                return nil
            }
            return RouteMatch(route: route, url: candidates.url)
        }
    }
}
