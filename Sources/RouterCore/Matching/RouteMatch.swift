/// A route that matches a URL, with what it captured.
package struct RouteMatch: Sendable {
    /// The matching route.
    package let route: Route
    /// The captured parameters, decoded, by name.
    package let routeParameters: [String: String]
    /// The segments a trailing `*` captured, or `nil` when the pattern has no `*`.
    package let wildcard: [String]?

    /// What `route`, known to match `url`, captures from it: each parameter the segment at its
    /// place, a last constraint the rest of the path, `*` the remaining segments.
    init(route: Route, url: ParsedURL) {
        self.route = route
        let pattern = route.pattern
        let segments = pattern.isHostBound ? url.hostAndPathSegments : url.pathSegments
        var parameters: [String: String] = [:]
        var wildcard: [String]?
        pattern.forEachCapture { capture in
            switch capture {
            case .segment(let name, let position): parameters[name] = segments[position]
            case .rest(let name, let position): parameters[name] = segments[position...].joined(separator: "/")
            case .wildcard(let position): wildcard = Array(segments[position...])
            }
        }
        routeParameters = parameters
        self.wildcard = wildcard
    }

    /// The request this match makes of `url`.
    func request(
        for url: ParsedURL, inAppValues: [String: any Sendable], origin: RouteOrigin,
        completion: RequestCompletion = RequestCompletion()
    ) -> RouteRequest {
        RouteRequest(
            url: url, routeName: route.name, route: route, routeParameters: routeParameters, wildcard: wildcard,
            inAppValues: inAppValues, origin: origin, completion: completion
        )
    }
}
