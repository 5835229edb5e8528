/// One navigation request: the URL, everything captured from it, where it came from, and its
/// completion (docs/reference.md §4).
public struct RouteRequest: Sendable {
    /// The URL being handled (after redirects, the URL that finally matched).
    package let url: ParsedURL
    /// The name of the route serving the request.
    public let routeName: String
    /// The route serving the request, as the router matched it: a handler reads its attributes
    /// here instead of looking the route up by name again.
    package let route: Route?
    /// Captured path parameters, decoded. Middleware may rewrite them.
    public var routeParameters: [String: String]
    /// The segments a trailing `*` captured, or `nil`.
    public var wildcard: [String]?
    /// In-app values passed along with the URL (objects, callbacks …); lowest precedence.
    public var inAppValues: [String: any Sendable]
    /// Whether the request came from inside the app or from outside.
    public let origin: RouteOrigin
    /// The caller's callback and the request's state, shared by all copies.
    package let completion: RequestCompletion

    /// Creates a request.
    package init(
        url: ParsedURL, routeName: String, route: Route? = nil, routeParameters: [String: String] = [:],
        wildcard: [String]? = nil, inAppValues: [String: any Sendable] = [:], origin: RouteOrigin = .internal,
        completion: RequestCompletion = RequestCompletion()
    ) {
        self.url = url
        self.routeName = routeName
        self.route = route
        self.routeParameters = routeParameters
        self.wildcard = wildcard
        self.inAppValues = inAppValues
        self.origin = origin
        self.completion = completion
    }

    /// The decoded query, last value per name.
    public var queryParameters: [String: String] { url.queryParameters }

    /// Every query item in order.
    package var queryItems: [QueryItem] { url.queryItems }

    /// The raw fragment, if any.
    public var fragment: String? { url.fragment }

    /// The URL's scheme, lowercased.
    public var scheme: String { url.scheme }

    /// Parameters parsed from an OAuth-style fragment.
    public var fragmentParameters: [String: String] { url.fragmentParameters }

    /// The URL-borne parameters merged: route > query > fragment.
    public var stringParameters: [String: String] {
        var merged = url.fragmentParameters
        merged.merge(url.queryParameters) { _, query in query }
        merged.merge(routeParameters) { _, route in route }
        return merged
    }

    /// Everything a screen reads, merged: route > query > fragment > primitive parameters.
    public var parameters: [String: any Sendable] {
        var merged = inAppValues
        for (name, value) in stringParameters { merged[name] = value }
        return merged
    }

    /// The named parameter as a string, from the merged view.
    public subscript(_ name: String) -> String? {
        stringParameters[name] ?? inAppValues[name] as? String
    }
}
