/// The Router Lab's switches, one per demo handler: each changes how the next pushed route is
/// shown (the transition handlers of WLRRoute-style routers, tried by hand).
@MainActor
final class HandlerSwitches {
    /// One demo handler's switch.
    enum Switch: String, CaseIterable {
        case preferModal = "prefer modal"
        case fade
        case cover
        case replaceRoot = "replace root"
    }

    private(set) var enabled: Set<Switch> = []

    func isOn(_ item: Switch) -> Bool { enabled.contains(item) }

    func toggle(_ item: Switch) {
        if enabled.remove(item) == nil { enabled.insert(item) }
    }
}
