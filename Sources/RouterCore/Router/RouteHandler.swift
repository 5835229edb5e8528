/// How a handler finished with a request.
public enum HandlingResult: Sendable {
    /// Done; the caller's callback receives `response`.
    case completed(response: (any Sendable)?)
    /// The target answers later through `request.completion` (a screen the user is still using).
    case deferred
}

/// Handles the requests of a route (WLRRoute's `WLRRouteHandler`).
///
/// The router asks ``shouldHandle(_:)`` first; `false` passes the request to the next candidate.
/// Screen handlers in TUIShell build `target`, `source` and `transition` on top of this.
public protocol RouteHandler: Sendable {
    /// Whether this handler takes the request; `false` falls through to the next candidate.
    func shouldHandle(_ request: RouteRequest) async -> Bool

    /// Handles the request, or throws a ``RouteError`` that ends it.
    func handle(_ request: RouteRequest) async throws(RouteError) -> HandlingResult
}

extension RouteHandler {
    public func shouldHandle(_ request: RouteRequest) async -> Bool { true }
}

/// A handler made of closures (WLRRoute's `registerBlock`).
public struct ClosureRouteHandler: RouteHandler {
    /// The closure's signature: return the response for the caller.
    public typealias Body = @Sendable (RouteRequest) async throws(RouteError) -> (any Sendable)?

    private let accepts: @Sendable (RouteRequest) -> Bool
    private let body: Body

    /// Creates a handler that runs `body` for the requests `accepts` allows (all by default).
    public init(accepts: @escaping @Sendable (RouteRequest) -> Bool = { _ in true }, body: @escaping Body) {
        self.accepts = accepts
        self.body = body
    }

    /// Creates a handler whose body runs on the main actor, for handlers that touch the UI
    /// (show an alert, a toast) without hopping there themselves. Disfavoured, so that a bare
    /// trailing closure (`ClosureRouteHandler { request in … }`) means `body`: say `onMainActor:`.
    @_disfavoredOverload
    public init(
        accepts: @escaping @Sendable (RouteRequest) -> Bool = { _ in true },
        onMainActor body: @escaping @MainActor @Sendable (RouteRequest) async throws(RouteError) -> (any Sendable)?
    ) {
        self.init(accepts: accepts, body: { request throws(RouteError) in try await body(request) })
    }

    public func shouldHandle(_ request: RouteRequest) async -> Bool { accepts(request) }

    public func handle(_ request: RouteRequest) async throws(RouteError) -> HandlingResult {
        .completed(response: try await body(request))
    }
}
