/// The overlays above the screens, bottom first, with one set of rules for all of them: which
/// one takes keys, which expire, which replace, queue behind or exclude one of their own type.
@MainActor
package final class OverlayStack {
    /// The overlays shown, bottom first.
    package private(set) var overlays: [any Overlay] = []
    private var queued: [any Overlay] = []
    private var expiries: [ObjectIdentifier: Int] = [:]
    private let clock: VirtualClock

    /// Creates an empty stack whose overlays expire on `clock`.
    package init(clock: VirtualClock) {
        self.clock = clock
    }

    /// The overlay keys go to first (see ``keyTakerIndex``).
    package var keyTaker: (any Overlay)? { keyTakerIndex.map { overlays[$0] } }

    /// Where in ``overlays`` the overlay keys go to first is: the top one that blocks input (an
    /// alert, help, the command bar), else the top one that takes keys (a banner). A banner that
    /// arrives over the command bar or a dialog so leaves it the keys, Enter included, instead of
    /// passing them past it to the screens.
    package var keyTakerIndex: Int? {
        overlays.lastIndex { $0.takesKeys && $0.blocksInput } ?? overlays.lastIndex { $0.takesKeys }
    }

    /// How many overlays of type `type` wait behind the one shown (queued push banners).
    package func waiting<Kind: Overlay>(_ type: Kind.Type) -> Int { queued.count { $0 is Kind } }

    /// Whether an overlay of type `type` is shown.
    package func contains<Kind: Overlay>(_ type: Kind.Type) -> Bool { overlays.contains { $0 is Kind } }

    /// Shows `overlay` by its ``Overlay/stacking`` rule.
    package func show(_ overlay: any Overlay) {
        let shown = overlays.filter { sameKind($0, overlay) }
        switch overlay.stacking {
        case .stack: break
        case .replace: shown.forEach(remove)
        case .queue where !shown.isEmpty:
            queued.append(overlay)
            return
        case .single where !shown.isEmpty: return
        case .queue, .single: break
        }
        overlays.append(overlay)
        if let lifetime = overlay.lifetime {
            expiries[ObjectIdentifier(overlay)] = clock.schedule(after: lifetime) { [weak self, weak overlay] in
                if let self, let overlay { self.close(overlay) }
            }
        }
    }

    /// Closes `overlay`; the next one queued behind it appears.
    package func close(_ overlay: any Overlay) {
        guard overlays.contains(where: { $0 === overlay }) else { return }
        remove(overlay)
        if let index = queued.firstIndex(where: { sameKind($0, overlay) }) { show(queued.remove(at: index)) }
    }

    /// Closes the top overlay that takes no keys (a toast), as Esc does before going back.
    /// Returns whether there was one.
    func closeTopPassive() -> Bool {
        guard let passive = overlays.last(where: { !$0.takesKeys }) else { return false }
        close(passive)
        return true
    }

    private func remove(_ overlay: any Overlay) {
        overlays.removeAll { $0 === overlay }
        if let timer = expiries.removeValue(forKey: ObjectIdentifier(overlay)) { clock.cancel(timer) }
    }

    private func sameKind(_ first: any Overlay, _ second: any Overlay) -> Bool {
        ObjectIdentifier(type(of: first)) == ObjectIdentifier(type(of: second))
    }
}
