import RouterCore

/// What a ``ScreenRouteHandler`` may use to show a route: the router and its table, the screen
/// factories and the lifecycle log (and, for the shell's own steps, the stacks and the named
/// transitions) — nothing more.
@MainActor
public struct NavigationContext {
    /// The router, for its table.
    public let router: Router
    /// The tabs and the modal chain.
    package let window: Window
    /// Screen factories by the names route tables use.
    public let screens: ScreenRegistry
    /// The transitions routes can name.
    package let transitions: TransitionLibrary
    let events: EventLog

    /// The route named `name` in the current table.
    public func route(named name: String) -> Route? { router.table.route(named: name) }

    /// Adds a line to the lifecycle log.
    public func log(_ line: String) { events.append(line) }
}
