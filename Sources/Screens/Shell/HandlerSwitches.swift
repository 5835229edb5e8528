/// The Router Lab's switches, one per demo handler: each changes how the next pushed route is
/// shown (the transition handlers of WLRRoute-style routers, tried by hand), or makes its
/// handler decline (the router falls through to the next candidate) or its `target` throw (the
/// request fails and nothing moves).
@MainActor
final class HandlerSwitches {
    /// One demo handler's switch.
    enum Switch: String, CaseIterable {
        case preferModal = "prefer modal"
        case fade
        case cover
        case replaceRoot = "replace root"
        case decline
        case failTarget = "target throws"

        /// The Lab's rows: how a push is shown, and whether the handler takes it at all.
        static let rows: [(label: String, switches: [Switch])] = [
            ("Present:", [.preferModal, .fade, .cover, .replaceRoot]), ("Handler:", [.decline, .failTarget]),
        ]
    }

    private(set) var enabled: Set<Switch> = []

    func isOn(_ item: Switch) -> Bool { enabled.contains(item) }

    /// Turns `item` off; whether it was on.
    func turnOff(_ item: Switch) -> Bool { enabled.remove(item) != nil }

    func toggle(_ item: Switch) {
        if enabled.remove(item) == nil { enabled.insert(item) }
    }
}
