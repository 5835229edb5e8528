/// The screen's outline for assistive technology: the served page's roles and active row.
extension Narrator {
    func outline(_ now: NarrationSnapshot, frame: CellGrid) -> ScreenOutline {
        let dialogOverlay = now.overlays.last { $0.narration.isDialog }
        var dialog = dialogOverlay.map {
            ScreenOutline.Dialog(title: $0.narration.title, isAlert: $0.narration.role == .alert)
        }
        if dialog == nil, !now.state.modals.isEmpty {
            dialog = ScreenOutline.Dialog(title: now.topTitle, isAlert: false)
        }
        return ScreenOutline(
            title: now.topTitle, tabs: now.state.tabs.map(\.name), selectedTab: now.state.selectedTab,
            tabsCovered: !now.state.modals.isEmpty, dialog: dialog, focusRow: Self.focusRow(in: frame),
            focus: now.focus.map(NarrationText.clean))
    }

    /// The row of the focus drawn by the topmost layer that marked one: an overlay's above the
    /// screen's.
    private static func focusRow(in frame: CellGrid) -> Int? {
        let marks = frame.regions.filter { $0.target == .focus }
        let top = marks.max { rank($0.layer) < rank($1.layer) }
        return top?.rect.y
    }

    private static func rank(_ layer: HitLayer) -> Int {
        switch layer {
        case .screen: 0
        case .chrome: 1
        case .overlay(let index): 2 + index
        }
    }
}
