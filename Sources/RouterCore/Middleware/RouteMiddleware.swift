/// What a middleware decides about a request.
public enum MiddlewareDecision: Sendable {
    /// Go on with `request` (possibly with rewritten parameters).
    case next(RouteRequest)
    /// Stop: the request fails with `rejected` and this reason.
    case reject(reason: String)
    /// Stop and route this URL instead (same origin, counted as a redirect hop).
    case redirect(to: String)
}

extension MiddlewareDecision {
    /// The decision without the request it carries, for events.
    var verdict: MiddlewareVerdict {
        switch self {
        case .next: .next
        case .reject(let reason): .reject(reason: reason)
        case .redirect(let url): .redirect(to: url)
        }
    }
}

/// What a middleware decided, as `RouterEvent.middleware(route:name:decision:)` reports it.
package enum MiddlewareVerdict: Sendable, Equatable {
    /// The request went on.
    case next
    /// The request failed with `rejected` and this reason.
    case reject(reason: String)
    /// The request moved on to this URL.
    case redirect(to: String)
}

/// A step between matching and the handler: a login gate, logging, parameter rewriting.
///
/// Global middleware runs for every route in registration order; then the middleware a route
/// names, in the order it names them.
public protocol RouteMiddleware: Sendable {
    /// Decides what happens to `request`. May suspend, e.g. to wait for a login.
    func process(_ request: RouteRequest) async -> MiddlewareDecision
}

/// Middleware made of a closure: what ``Router/addMiddleware(named:_:)`` registers.
package struct ClosureMiddleware: RouteMiddleware {
    package typealias Body = @Sendable (RouteRequest) async -> MiddlewareDecision
    private let body: Body

    /// Creates middleware that runs `body`.
    package init(_ body: @escaping Body) {
        self.body = body
    }

    package func process(_ request: RouteRequest) async -> MiddlewareDecision { await body(request) }
}

extension Router {
    /// Registers `body` as middleware that routes can name in their `middleware` list.
    ///
    /// ```swift
    /// router.addMiddleware(named: "requireLogin") { request in
    ///     loggedIn ? .next(request) : .reject(reason: "log in first")
    /// }
    /// ```
    public func addMiddleware(
        named name: String, _ body: @escaping @Sendable (RouteRequest) async -> MiddlewareDecision
    ) {
        addMiddleware(ClosureMiddleware(body), named: name)
    }

    /// Adds `body` as middleware that runs for every route, before the route's own; `name` is
    /// what the router's events call it.
    public func addGlobalMiddleware(
        named name: String = "global", _ body: @escaping @Sendable (RouteRequest) async -> MiddlewareDecision
    ) {
        addGlobalMiddleware(ClosureMiddleware(body), named: name)
    }
}
