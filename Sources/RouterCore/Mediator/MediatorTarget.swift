/// A mediator target: a named set of actions (CTMediator's `Target_<Name>` class).
///
/// Linux has no Objective-C runtime to look actions up by selector, so actions are closures
/// registered by name.
public final class MediatorTarget: Sendable {
    /// What an action receives.
    public typealias Parameters = [String: any Sendable]
    /// An action: parameters in, a value (a screen, a result …) out, or a ``RouteError`` thrown
    /// when it cannot answer.
    public typealias Action = @Sendable (Parameters) async throws(RouteError) -> (any Sendable)?

    /// The target's name, e.g. `Order`.
    public let name: String
    private let actions: [String: Action]

    /// Creates a target with its actions by name.
    public init(name: String, actions: [String: Action]) {
        self.name = name
        self.actions = actions
    }

    /// The action named `name`.
    public func action(named name: String) -> Action? { actions[name] }
}
