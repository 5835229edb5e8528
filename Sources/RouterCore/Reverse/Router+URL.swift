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

extension Route {
    /// Builds a URL this route matches with exactly `parameters` — reverse routing without a
    /// router, as typed routes (`tuishell routes generate swift`) use it. Values are checked
    /// against their constraints and percent-encoded.
    ///
    /// - Parameters:
    ///   - parameters: a value for every parameter the pattern captures.
    ///   - wildcard: the segments a trailing `*` takes.
    ///   - scheme: the scheme, for a pattern that matches any.
    /// - Throws: `invalidURL` naming the parameter that is missing or whose value would not
    ///   match, or when the pattern matches any scheme and none is given.
    public func url(parameters: [String: String] = [:], wildcard: [String] = [], scheme: String? = nil)
        throws(RouteError) -> String
    {
        do throws(ReverseRoutingError) {
            return try reverseURL(parameters: parameters, wildcard: wildcard, scheme: scheme)
        } catch {
            throw RouteError(.invalidURL, error.description)
        }
    }
}

/// A route and its parameters as a value — what `tuishell routes generate swift` writes, one
/// case per route — which builds the URL that opens it, so code never spells a URL by hand.
public protocol RouteLink: Sendable {
    /// The URL that opens the route with these parameters.
    ///
    /// - Throws: `invalidURL` when a parameter's value does not match its constraint.
    func url() throws(RouteError) -> String
}
