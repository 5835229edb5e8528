/// A route that matches a URL, with what it captured.
public struct RouteMatch: Sendable {
    /// The matching route.
    public let route: Route
    /// The captured parameters, decoded, by name.
    public let routeParameters: [String: String]
    /// The segments a trailing `*` captured, or `nil` when the pattern has no `*`.
    public let wildcard: [String]?

    /// The request this match makes of `url`.
    func request(
        for url: ParsedURL, primitiveParameters: [String: any Sendable], origin: RouteOrigin, completion: RequestCompletion = RequestCompletion()
    ) -> RouteRequest {
        RouteRequest(
            url: url, routeName: route.name, routeParameters: routeParameters, wildcard: wildcard,
            primitiveParameters: primitiveParameters, origin: origin, completion: completion
        )
    }
}
