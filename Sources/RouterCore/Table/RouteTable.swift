/// An immutable, compiled set of routes: safe to resolve from any number of threads at once.
///
/// Build one with ``RouteTableBuilder``, ``RouteTable/init(validating:options:)`` or
/// ``RouteTableFile``. Matching enumerates every candidate in the order of docs/reference.md §3.
public final class RouteTable: Sendable {
    /// The routes in registration order.
    public let routes: [Route]
    /// The table's options.
    public let options: RouteTableOptions
    /// The URL parser configured with the table's options.
    public let parser: URLParser

    private let boundHost: [String: SegmentNode]
    private let boundAnyHost: [String: SegmentNode]
    private let anySchemeHost: SegmentNode
    private let anySchemeAnyHost: SegmentNode
    /// The position of each route in candidate order (priority, specificity, registration).
    private let rank: [Int]
    private let indexByName: [String: Int]

    init(routes: [Route], options: RouteTableOptions) {
        self.routes = routes
        self.options = options
        parser = URLParser(plusAsSpace: options.plusAsSpace)

        var boundHost: [String: SegmentNodeBuilder] = [:]
        var boundAnyHost: [String: SegmentNodeBuilder] = [:]
        let anySchemeHost = SegmentNodeBuilder()
        let anySchemeAnyHost = SegmentNodeBuilder()
        var indexByName: [String: Int] = [:]
        for (index, route) in routes.enumerated() {
            let pattern = route.pattern
            let root: SegmentNodeBuilder
            switch (pattern.scheme, pattern.isHostBound) {
            case (let scheme?, true):
                root = boundHost[scheme] ?? SegmentNodeBuilder()
                boundHost[scheme] = root
            case (let scheme?, false):
                root = boundAnyHost[scheme] ?? SegmentNodeBuilder()
                boundAnyHost[scheme] = root
            case (nil, true): root = anySchemeHost
            case (nil, false): root = anySchemeAnyHost
            }
            root.insert(pattern.segments[...], route: index, caseInsensitive: options.caseInsensitive)
            indexByName[route.name] = index
        }
        self.boundHost = boundHost.mapValues { $0.freeze() }
        self.boundAnyHost = boundAnyHost.mapValues { $0.freeze() }
        self.anySchemeHost = anySchemeHost.freeze()
        self.anySchemeAnyHost = anySchemeAnyHost.freeze()
        self.indexByName = indexByName

        let order = routes.indices.sorted(by: CandidateOrder(routes).ranksBefore)
        var rank = [Int](repeating: 0, count: routes.count)
        for (position, index) in order.enumerated() { rank[index] = position }
        self.rank = rank
    }

    /// Compiles and validates `routes` in order, throwing the first `duplicateRoute`.
    public convenience init(validating routes: [Route], options: RouteTableOptions = RouteTableOptions()) throws(RouteError) {
        var builder = RouteTableBuilder(options: options)
        for route in routes { try builder.add(route) }
        self.init(routes: builder.routes, options: options)
    }

    /// The route named `name`.
    public func route(named name: String) -> Route? { indexByName[name].map { routes[$0] } }

    /// Every route matching `url`, best first (priority, specificity, registration).
    public func matches(for url: ParsedURL) -> [RouteMatch] {
        var hits: [SegmentNode.Hit] = []
        var values: [String] = []
        let hostKeys = url.hostAndPathSegments
        let pathKeys = url.pathSegments
        var hostLookup = options.caseInsensitive ? hostKeys.map { $0.lowercased() } : hostKeys
        if !url.hostAsWritten.isEmpty { hostLookup[0] = url.host }
        let pathLookup = options.caseInsensitive ? pathKeys.map { $0.lowercased() } : pathKeys
        boundHost[url.scheme]?.collect(keys: hostKeys, lookupKeys: hostLookup, from: 0, values: &values, into: &hits)
        boundAnyHost[url.scheme]?.collect(keys: pathKeys, lookupKeys: pathLookup, from: 0, values: &values, into: &hits)
        anySchemeHost.collect(keys: hostKeys, lookupKeys: hostLookup, from: 0, values: &values, into: &hits)
        anySchemeAnyHost.collect(keys: pathKeys, lookupKeys: pathLookup, from: 0, values: &values, into: &hits)
        if hits.count > 1 { hits.sort { rank[$0.route] < rank[$1.route] } }
        return hits.map { hit in
            let route = routes[hit.route]
            var parameters: [String: String] = [:]
            for (name, value) in zip(route.pattern.parameterNames, hit.values) { parameters[name] = value }
            return RouteMatch(route: route, routeParameters: parameters, wildcard: hit.wildcard)
        }
    }

    /// The candidates for `url` that `origin` may reach, best first.
    ///
    /// Throws `notFound` when nothing matches and `forbidden` when only internal routes match an
    /// external request.
    public func candidates(for url: ParsedURL, origin: RouteOrigin) throws(RouteError) -> [RouteMatch] {
        let all = matches(for: url)
        let reachable = all.filter { origin.mayReach($0.route.access) }
        guard reachable.isEmpty else { return reachable }
        if all.isEmpty { throw RouteError(.notFound, "no route matches \(url.original)") }
        throw RouteError(.forbidden, "\(url.original) matches only internal routes (\(all.map(\.route.name).joined(separator: ", "))), which are not reachable from outside")
    }

    /// The candidates for the chain's current URL, which is parsed here, once.
    func candidates(at chain: inout RedirectChain, origin: RouteOrigin) throws(RouteError) -> (url: ParsedURL, candidates: [RouteMatch]) {
        let parsed = try parser.parse(chain.current)
        try chain.arrive(at: parsed)
        return (parsed, try candidates(for: parsed, origin: origin))
    }

    /// Resolves `url` without running handlers or middleware: the first candidate wins and
    /// redirects are followed.
    public func resolve(_ url: String, origin: RouteOrigin = .internal, primitiveParameters: [String: any Sendable] = [:]) -> RouteResolution {
        var chain = RedirectChain(start: url)
        do throws(RouteError) {
            while true {
                let (parsed, candidates) = try candidates(at: &chain, origin: origin)
                let best = candidates[0]
                let request = best.request(for: parsed, primitiveParameters: primitiveParameters, origin: origin)
                if let template = best.route.redirect {
                    try chain.follow(template, for: request)
                    continue
                }
                return RouteResolution(url: url, redirects: chain.redirects, outcome: .success(
                    RouteResolution.Match(request: request, route: best.route, candidates: candidates.map(\.route))
                ))
            }
        } catch {
            return RouteResolution(url: url, redirects: chain.redirects, outcome: .failure(error))
        }
    }
}
