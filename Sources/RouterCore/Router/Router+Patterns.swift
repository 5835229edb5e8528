/// Registering a route by its pattern text: conveniences over ``Router/register(_:replacing:handler:)``.
extension Router {
    /// Adds a route with a handler; throws `invalidPattern` or `duplicateRoute`.
    ///
    /// - Parameters:
    ///   - pattern: the route pattern, e.g. `app://user/:id([0-9]+)`.
    ///   - name: the route's unique name (default: the pattern).
    ///   - access: who may reach it; `.public` lets links from outside the app in.
    ///   - priority: ranks it above routes of lower priority that match the same URL.
    ///   - replacing: replace a route of the same shape instead of failing.
    ///   - handler: the lifecycle the route runs.
    public func register(
        _ pattern: String, name: String? = nil, access: RouteAccess = .internal, priority: Int = 0,
        replacing: Bool = false, handler: any RouteHandler
    ) throws(RouteError) {
        try register(
            Route(name: name ?? pattern, pattern: pattern, access: access, priority: priority), replacing: replacing,
            handler: handler)
    }

    /// Adds a route whose handler is a closure returning the caller's response.
    public func register(
        _ pattern: String, name: String? = nil, access: RouteAccess = .internal, priority: Int = 0,
        replacing: Bool = false, block: @escaping ClosureRouteHandler.Body
    ) throws(RouteError) {
        try register(
            pattern, name: name, access: access, priority: priority, replacing: replacing,
            handler: ClosureRouteHandler(body: block))
    }
}
