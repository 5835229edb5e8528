import Synchronization

/// The router: routes with handlers, middleware and redirects (WLRRoute's `WLRRouter`).
///
/// Registration may happen at any time; each change produces a new immutable table
/// snapshot, so lookups never see a half-registered route and are safe from any thread.
///
/// ```swift
/// let router = Router()
/// try router.register("app://user/login/:phone([0-9]+)", name: "login") { request in
///     "logging in \(request["phone"] ?? "")"
/// }
/// let outcome = await router.handle("app://user/login/13800138000")
/// ```
public final class Router: Sendable {
    // All mutable state sits in one mutex; snapshots handed out are immutable.

    private struct State {
        var builder: RouteTableBuilder
        var table: RouteTable?
        var handlers: [String: any RouteHandler] = [:]
        var fallbackHandler: (any RouteHandler)?
        var namedMiddleware: [String: any RouteMiddleware] = [:]
        var globalMiddleware: [(name: String, middleware: any RouteMiddleware)] = []
        var observers: [@Sendable (RouterEvent) -> Void] = []
        /// Where the routes come from, until they are first needed.
        var pendingTable: (@Sendable () -> RouteTable)?

        /// Loads the pending table, if there is one, as the routes to build on.
        mutating func loadPendingTable() {
            guard let load = pendingTable else { return }
            pendingTable = nil
            let loaded = load()
            builder = Router.builder(startingWith: loaded)
            table = loaded
        }
    }

    private let state: Mutex<State>

    /// Creates a router with no routes; ``register(_:replacing:handler:)`` adds them.
    public convenience init() { self.init(table: nil) }

    /// Creates a router, optionally starting from the routes of `table`.
    package init(table: RouteTable?) {
        let builder = table.map(Self.builder(startingWith:)) ?? RouteTableBuilder(options: RouteTableOptions())
        state = Mutex(State(builder: builder, table: table))
    }

    /// Creates a router whose routes come from `load`, called when they are first needed: an app
    /// whose first frame routes nothing draws it before its table is parsed.
    package init(loadingTable load: @escaping @Sendable () -> RouteTable) {
        state = Mutex(State(builder: RouteTableBuilder(options: RouteTableOptions()), table: nil, pendingTable: load))
    }

    private static func builder(startingWith table: RouteTable) -> RouteTableBuilder {
        var builder = RouteTableBuilder(options: table.options)
        for route in table.routes { try? builder.add(route) }
        return builder
    }

    /// The current routes as an immutable table.
    package var table: RouteTable {
        state.withLock { state in
            state.loadPendingTable()
            if let table = state.table { return table }
            let table = state.builder.build()
            state.table = table
            return table
        }
    }

    /// Adds a fully described route, with an optional handler (else the fallback handler serves it).
    public func register(_ route: Route, replacing: Bool = false, handler: (any RouteHandler)? = nil) throws(RouteError)
    {
        try state.withLock { (state) throws(RouteError) in
            state.loadPendingTable()
            try state.builder.add(route, replacing: replacing)
            state.table = nil
            state.handlers[route.name] = handler
        }
    }

    /// Sets the handler of an existing route by name (for routes loaded from a table file).
    public func setHandler(_ handler: any RouteHandler, forRoute name: String) {
        state.withLock { $0.handlers[name] = handler }
    }

    /// The handler that serves the route named `name`: its own, else the fallback handler.
    public func handler(forRoute name: String) -> (any RouteHandler)? {
        state.withLock { $0.handlers[name] ?? $0.fallbackHandler }
    }

    /// The handler for routes that have none of their own (TUIShell's screen handler).
    public func setFallbackHandler(_ handler: any RouteHandler) {
        state.withLock { $0.fallbackHandler = handler }
    }

    /// Forgets every handler: an app's screen handlers hold what holds this router (its
    /// navigation context), so an app that ends lets go of them, and both are freed.
    package func removeAllHandlers() {
        state.withLock {
            $0.handlers.removeAll()
            $0.fallbackHandler = nil
        }
    }

    /// Registers middleware that routes can name in their `middleware` list.
    public func addMiddleware(_ middleware: any RouteMiddleware, named name: String) {
        state.withLock { $0.namedMiddleware[name] = middleware }
    }

    /// Adds middleware that runs for every route, before the route's own.
    ///
    /// - Parameters:
    ///   - middleware: what runs.
    ///   - name: what the router's events call it.
    public func addGlobalMiddleware(_ middleware: any RouteMiddleware, named name: String = "global") {
        state.withLock { $0.globalMiddleware.append((name, middleware)) }
    }

    /// Calls `observer` for every ``RouterEvent``.
    package func observe(_ observer: @escaping @Sendable (RouterEvent) -> Void) {
        state.withLock { $0.observers.append(observer) }
    }

    /// Whether some route would take `url` from `origin` (WLRRoute's `canHandle`), without handlers.
    public func canHandle(_ url: String, origin: RouteOrigin = .internal) -> Bool {
        table.resolve(url, origin: origin).match != nil
    }

    /// Resolves `url` without running handlers or middleware.
    package func resolve(_ url: String, origin: RouteOrigin = .internal) -> RouteResolution {
        table.resolve(url, origin: origin)
    }

    /// Routes `url` through middleware to the first candidate whose handler accepts it.
    ///
    /// - Parameters:
    ///   - url: the URL.
    ///   - inAppValues: in-app values that accompany the URL (lowest precedence).
    ///   - origin: `.external` requests never reach internal routes.
    ///   - callback: the caller's answer, called exactly once (WLRRoute's `targetCallBack`).
    /// - Returns: the route that handled the request, or the error.
    @discardableResult
    public func handle(
        _ url: String, inAppValues: [String: any Sendable] = [:], origin: RouteOrigin = .internal,
        callback: (@Sendable (Result<(any Sendable)?, RouteError>) -> Void)? = nil
    ) async -> RouteOutcome {
        let completion = RequestCompletion(callback: callback)
        let table = self.table
        let snapshot = state.withLock { $0 }
        var chain = RedirectChain(start: url)
        let result: Result<String, RouteError>
        do throws(RouteError) {
            result = .success(
                try await dispatch(
                    &chain, table: table, state: snapshot, inAppValues: inAppValues, origin: origin,
                    completion: completion
                ))
        } catch {
            completion.finish(.failure(error))
            result = .failure(error)
        }
        return RouteOutcome(url: url, redirects: chain.redirects, result: result)
    }

    /// Routes `url` like ``handle(_:inAppValues:origin:callback:)``, delivering the
    /// target's answer as `Response`: `nil` when the target answered nothing, or something else.
    @discardableResult
    public func handle<Response: Sendable>(
        _ url: String, inAppValues: [String: any Sendable] = [:], origin: RouteOrigin = .internal,
        expecting: Response.Type, callback: @escaping @Sendable (Result<Response?, RouteError>) -> Void
    ) async -> RouteOutcome {
        await handle(url, inAppValues: inAppValues, origin: origin) { result in
            callback(result.map { $0 as? Response })
        }
    }

    private func dispatch(
        _ chain: inout RedirectChain, table: RouteTable, state: State, inAppValues: [String: any Sendable],
        origin: RouteOrigin, completion: RequestCompletion
    ) async throws(RouteError) -> String {
        let notify = { (event: RouterEvent) in for observer in state.observers { observer(event) } }
        nextURL: while true {
            let (parsed, candidates) = try table.candidates(at: &chain, origin: origin)
            for candidate in candidates {
                let route = candidate.route
                var request = candidate.request(
                    for: parsed, inAppValues: inAppValues, origin: origin, completion: completion)
                if let template = route.redirect {
                    try chain.follow(template, for: request)
                    notify(.redirected(route: route.name, url: chain.current))
                    continue nextURL
                }
                guard let handler = state.handlers[route.name] ?? state.fallbackHandler else {
                    let error = RouteError(.declined, "route '\(route.name)' has no handler")
                    notify(.failed(route: route.name, error: error))
                    throw error
                }
                notify(.shouldHandle(route: route.name))
                guard await handler.shouldHandle(request) else {
                    notify(.declined(route: route.name))
                    continue
                }
                switch try await runMiddleware(for: route, request: request, state: state, notify: notify) {
                case .next(let rewritten):
                    request = rewritten
                case .reject(let reason):
                    let error = RouteError(.rejected, reason)
                    notify(.failed(route: route.name, error: error))
                    throw error
                case .redirect(let url):
                    try chain.follow(to: url)
                    notify(.redirected(route: route.name, url: url))
                    continue nextURL
                }
                do throws(RouteError) {
                    if case .completed(let response) = try await handler.handle(request) {
                        completion.finish(.success(response))
                    }
                } catch {
                    notify(.failed(route: route.name, error: error))
                    throw error
                }
                notify(.handled(route: route.name))
                return route.name
            }
            throw RouteError(.declined, "every route matching \(chain.current) declined it")
        }
    }

    private func runMiddleware(
        for route: Route, request: RouteRequest, state: State, notify: (RouterEvent) -> Void
    ) async throws(RouteError) -> MiddlewareDecision {
        var chain = state.globalMiddleware
        for name in route.middleware {
            guard let middleware = state.namedMiddleware[name] else {
                throw RouteError(
                    .rejected, "route '\(route.name)' names the middleware '\(name)', which is not registered")
            }
            chain.append((name, middleware))
        }
        var request = request
        for (name, middleware) in chain {
            let decision = await middleware.process(request)
            notify(.middleware(route: route.name, name: name, decision: decision.verdict))
            guard case .next(let rewritten) = decision else { return decision }
            request = rewritten
        }
        return .next(request)
    }
}
