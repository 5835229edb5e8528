/// Where a click or a wheel step goes, decided by the frame's layout (``CellGrid/regions``):
/// the region on top under the pointer, in the layer that may have input. While an overlay that
/// takes keys is up only its regions answer; while a modal is up the tab bar does not.
@MainActor
final class MouseDispatch {
    /// Rows one wheel step moves.
    static let wheelStep = 3

    private let window: Window
    private let overlays: OverlayStack
    private let status: StatusLine

    init(window: Window, overlays: OverlayStack, status: StatusLine) {
        self.window = window
        self.overlays = overlays
        self.status = status
    }

    /// Acts on `event` in `frame`, the frame the user sees; `press` presses a footer hint's key.
    func handle(_ event: MouseEvent, in frame: CellGrid, press: (Key) async -> Void) async {
        let hits = reachable(frame).filter { $0.rect.contains(column: event.column, row: event.row) }
        switch event.kind {
        case .click:
            if hits.isEmpty, let overlay = overlays.keyTaker, overlay.closesOnClickOutside {
                // A click beside help or the quit dialog closes it (a filter and all); nothing
                // under it is reached.
                overlays.close(overlay)
                return
            }
            guard let hit = hits.last(where: \.target.isClickable) else { return }
            status.clear()
            await click(hit, press: press)
        case .wheelUp, .wheelDown:
            let areas = hits.compactMap { region -> (HitLayer, Int)? in
                if case .scrollArea(let area) = region.target { (region.layer, area) } else { nil }
            }
            guard let (layer, area) = areas.last else { return }
            let rows = event.kind == .wheelUp ? -Self.wheelStep : Self.wheelStep
            switch layer {
            case .screen: window.topScreen?.scroll(by: rows, area: area)
            case .overlay(let index): overlays.overlays[index].scroll(by: rows, area: area)
            case .chrome: break
            }
        }
    }

    /// The regions that may get input now.
    private func reachable(_ frame: CellGrid) -> [HitRegion] {
        if let top = overlays.keyTakerIndex {
            return frame.regions.filter { $0.layer == .overlay(top) }
        }
        return frame.regions.filter { region in
            if case .tab = region.target { return !window.isTabBarCovered }
            if case .overlay = region.layer { return false }
            return true
        }
    }

    private func click(_ hit: HitRegion, press: (Key) async -> Void) async {
        switch hit.target {
        case .tab(let index): try? window.selectTab(index)
        case .key(let key): await press(key)
        case .item(let index):
            switch hit.layer {
            case .screen: window.topScreen?.click(item: index)
            case .overlay(let position):
                let overlay = overlays.overlays[position]
                if await overlay.click(item: index) == .close { overlays.close(overlay) }
            case .chrome: break
            }
        case .scrollArea, .panel, .focus: break
        }
    }
}
