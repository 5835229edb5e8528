import RouterCore

/// What an app, its middleware and its screens call to navigate: open a URL now or after the
/// current key, show routes with a handler, park a route until the user answers.
extension ShellApp {
    /// Routes `url` (see `open(_:origin:inAppValues:)`); the error, if any.
    @discardableResult
    public func open(_ url: String, origin: RouteOrigin, inAppValues: [String: any Sendable] = [:]) async
        -> RouteError?
    {
        await navigator.open(url, origin: origin, inAppValues: inAppValues)
    }

    /// Shows the routes named `route` with `handler` (by default every route without a handler
    /// of its own), as WLRRoute registers a handler subclass per route.
    public func useScreenHandler(_ handler: ScreenRouteHandler, forRoute route: String? = nil) {
        navigator.useScreenHandler(handler, forRoute: route)
    }

    /// Routes `url` once the current key or route is done (default: as an in-app navigation).
    public func openLater(_ url: String, origin: RouteOrigin = .internal) {
        navigator.openLater(url, origin: origin)
    }

    /// Parks the current route until the user answers, for a middleware that must ask (a login
    /// gate): `start` shows what the user needs and keeps `resume`, which must be called once.
    /// Keys keep working meanwhile.
    public func waitForUser<Answer: Sendable>(_ start: (_ resume: @escaping @MainActor (Answer) -> Void) -> Void) async
        -> Answer
    {
        await navigator.waitForUser(start)
    }
}
