/// What resolving a URL found: the final match, or the error, and the redirects on the way.
public struct RouteResolution: Sendable {
    /// The winning route and the request it would receive.
    public struct Match: Sendable {
        /// The request for the final match.
        public let request: RouteRequest
        /// The winning route.
        public let route: Route
        /// Every reachable candidate for the final URL, best first.
        public let candidates: [Route]
        /// The URLs of the winner's parents, root first (a link from outside shows them first).
        public let backStack: [String]
    }

    /// The URL as given.
    public let url: String
    /// URLs produced by redirects, in order; the last is the URL that finally matched.
    public let redirects: [String]
    /// The match, or why there is none.
    public let outcome: Result<Match, RouteError>

    /// The match, if resolution succeeded.
    public var match: Match? { try? outcome.get() }

    /// The error, if resolution failed.
    public var error: RouteError? {
        if case .failure(let error) = outcome { return error }
        return nil
    }
}
