extension Router {
    /// Builds a URL that the route named `name` matches with exactly `parameters`: reverse
    /// routing, so code links to a screen by its route's name instead of spelling its URL.
    ///
    /// Values are checked against their constraints and percent-encoded, so the route matches
    /// the URL with the same parameters (a route that comes first may still take it; `tuishell
    /// resolve --explain` shows). A pattern that leaves the host open gives `scheme:///path`, and
    /// a trailing `*` is given no segments.
    ///
    /// ```swift
    /// try router.url(for: "goods.detail", parameters: ["id": "42"])  // "app://goods/42"
    /// ```
    ///
    /// - Parameters:
    ///   - name: the route's name.
    ///   - parameters: a value for every parameter the pattern captures.
    ///   - scheme: the scheme, for a pattern that matches any.
    /// - Throws: `notFound` when no route has the name; `invalidURL` naming the parameter when
    ///   one is missing or its value would not match the pattern, or when the pattern matches any
    ///   scheme and none is given.
    public func url(for name: String, parameters: [String: String] = [:], scheme: String? = nil) throws(RouteError)
        -> String
    {
        do throws(ReverseRoutingError) {
            return try table.url(for: name, parameters: parameters, scheme: scheme)
        } catch {
            if case .unknownRoute = error { throw RouteError(.notFound, error.description) }
            throw RouteError(.invalidURL, error.description)
        }
    }
}
