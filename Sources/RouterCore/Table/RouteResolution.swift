/// What resolving a URL found: the final match, or the error, and the redirects on the way.
package struct RouteResolution: Sendable {
    /// The winning route and the request it would receive.
    package struct Match: Sendable {
        /// The request for the final match.
        package let request: RouteRequest
        /// The winning route.
        package let route: Route
        /// Every reachable candidate for the final URL, best first.
        package let candidates: [Route]
        /// The URLs of the winner's parents, root first (a link from outside shows them first).
        package let backStack: [String]
    }

    /// The URL as given.
    package let url: String
    /// URLs produced by redirects, in order; the last is the URL that finally matched.
    package let redirects: [String]
    /// The match, or why there is none.
    package let outcome: Result<Match, RouteError>

    /// The match, if resolution succeeded.
    package var match: Match? { try? outcome.get() }

    /// The error, if resolution failed.
    package var error: RouteError? {
        if case .failure(let error) = outcome { return error }
        return nil
    }
}
