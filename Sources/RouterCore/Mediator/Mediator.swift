import Synchronization

/// Calls between modules by target and action name, so no module names another's types
/// (CTMediator's idea).
///
/// ```swift
/// mediator.register(target: "Order") {
///     MediatorTarget(name: "Order", actions: ["makeScreen": { parameters in … }])
/// }
/// let screen = try await mediator.perform(target: "Order", action: "makeScreen", parameters: ["goodsID": "1"])
/// ```
public final class Mediator: Sendable {

    /// Answers calls whose target or action does not exist (CTMediator users asked for one).
    public typealias Fallback =
        @Sendable (_ target: String, _ action: String, MediatorTarget.Parameters) async throws(RouteError) -> (
            any Sendable
        )?

    /// The prefix of actions that only native callers may use; URL calls to them are `forbidden`.
    public static let nativeActionPrefix = "native"

    private struct State {
        var factories: [String: @Sendable () -> MediatorTarget] = [:]
        var cache: [String: MediatorTarget] = [:]
        var fallback: Fallback?
    }

    private let state = Mutex(State())

    /// Creates a mediator with no targets.
    public init() {}

    /// Registers a target by name; `make` creates it on each call unless it is cached.
    public func register(target name: String, make: @escaping @Sendable () -> MediatorTarget) {
        state.withLock { $0.factories[Self.key(name)] = make }
    }

    /// Sets what answers calls to a missing target or action.
    public func setFallback(_ fallback: @escaping Fallback) {
        state.withLock { $0.fallback = fallback }
    }

    /// Forgets every target and the fallback: for an app whose targets hold what holds this
    /// mediator, so both are freed when the app ends.
    package func removeAll() {
        state.withLock { $0 = State() }
    }

    /// Drops a cached target, so the next call creates a new one.
    public func releaseCachedTarget(named name: String) {
        state.withLock { _ = $0.cache.removeValue(forKey: Self.key(name)) }
    }

    /// Whether a target instance is cached under `name`.
    public func isCached(_ name: String) -> Bool { state.withLock { $0.cache[Self.key(name)] != nil } }

    /// Calls `action` on `target`.
    ///
    /// - Parameters:
    ///   - target: the target's name.
    ///   - action: the action's name.
    ///   - parameters: what the action receives.
    ///   - cacheTarget: keep the target instance for later calls.
    /// - Throws: what the action throws, or `notFound` for a missing target or action when no
    ///   fallback is set.
    public func perform(
        target: String, action: String, parameters: MediatorTarget.Parameters = [:], cacheTarget: Bool = false
    ) async throws(RouteError) -> (any Sendable)? {
        let (instance, fallback) = state.withLock { state -> (MediatorTarget?, Fallback?) in
            let key = Self.key(target)
            if let cached = state.cache[key] { return (cached, state.fallback) }
            let made = state.factories[key]?()
            if cacheTarget, let made { state.cache[key] = made }
            return (made, state.fallback)
        }
        if let body = instance?.action(named: action) { return try await body(parameters) }
        if let fallback { return try await fallback(target, action, parameters) }
        let missing =
            instance == nil ? "no target named '\(target)'" : "the target '\(target)' has no action '\(action)'"
        throw RouteError(.notFound, missing)
    }

    /// Calls `scheme://Target/action?query`, the query as parameters (CTMediator's URL call).
    ///
    /// - Throws: `forbidden` for actions starting with `native`, `invalidURL`, or `notFound`.
    public func perform(url: String) async throws(RouteError) -> (any Sendable)? {
        try await perform(url: url, parser: URLParser())
    }

    /// The same, with `parser`'s reading of the URL (`+` as space or not).
    package func perform(url: String, parser: URLParser) async throws(RouteError) -> (any Sendable)? {
        let parsed = try parser.parse(url)
        guard !parsed.host.isEmpty, let action = parsed.pathSegments.first, parsed.pathSegments.count == 1 else {
            throw RouteError(.invalidURL, "a mediator URL has the form scheme://Target/action?parameters")
        }
        try Self.checkReachableFromURL(action: action)
        return try await perform(target: parsed.hostAsWritten, action: action, parameters: parsed.queryParameters)
    }

    /// Refuses actions reserved for native callers; used by URL entry points.
    public static func checkReachableFromURL(action: String) throws(RouteError) {
        if action.hasPrefix(nativeActionPrefix) {
            throw RouteError(.forbidden, "the action '\(action)' is native-only and cannot be called by URL")
        }
    }

    private static func key(_ name: String) -> String { name.lowercased() }
}
