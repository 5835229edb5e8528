import RouterCore

/// Makes screens by the names route tables use in `screen`.
@MainActor
public final class ScreenRegistry {
    /// Builds a screen for a request; throw to refuse (the request fails, nothing changes).
    public typealias Factory = @MainActor (RouteRequest) throws(RouteError) -> Screen

    private var factories: [String: Factory] = [:]

    /// Creates an empty registry.
    public init() {}

    /// Registers the factory for `name`.
    public func register(_ name: String, factory: @escaping Factory) {
        factories[name] = factory
    }

    /// Forgets every factory: for an app whose factories hold what holds this registry, so
    /// the two are freed once the app is (see `ShellApp.onRelease`).
    package func removeAll() { factories.removeAll() }

    /// A new screen for `name`, or `noScreen` when none is registered.
    public func make(_ name: String, for request: RouteRequest) throws(RouteError) -> Screen {
        guard let factory = factories[name] else {
            throw RouteError(.noScreen, "no screen is registered under the name '\(name)'")
        }
        return try factory(request)
    }
}
