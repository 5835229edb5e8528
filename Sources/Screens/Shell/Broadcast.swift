/// App-wide notifications (`NSNotificationCenter` for login changes, as CTMediator apps do): modules post a
/// name, screens that care observe it, and nobody names anybody else's types.
@MainActor
final class Broadcast {
    /// What the demo posts.
    enum Name {
        /// Someone logged in or out.
        case loginChanged
    }

    private struct Observer {
        weak var owner: AnyObject?
        let name: Name
        let handler: @MainActor () -> Void
    }

    private var observers: [Observer] = []

    /// Calls `handler` on every `name` for as long as `owner` lives.
    func observe(_ name: Name, owner: AnyObject, handler: @escaping @MainActor () -> Void) {
        observers.append(Observer(owner: owner, name: name, handler: handler))
    }

    /// Tells every live observer of `name`.
    func post(_ name: Name) {
        observers.removeAll { $0.owner == nil }
        for observer in observers where observer.name == name { observer.handler() }
    }
}
