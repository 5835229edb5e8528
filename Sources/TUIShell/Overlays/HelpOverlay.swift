/// `?`: every binding of the current screen and the global ones.
@MainActor
final class HelpOverlay: Overlay {
    private let lines: [String]

    init(screen: [KeyBinding], global: [KeyBinding]) {
        let describe = { (binding: KeyBinding) in
            binding.keys.map(\.description).joined(separator: "/").padding(toLength: 14, withPad: " ", startingAt: 0) + binding.action
        }
        lines = (screen.isEmpty ? [] : screen.map(describe) + [""]) + global.map(describe)
    }

    func draw(into grid: inout CellGrid, content: Rect) {
        grid.drawBox(title: "Keys", lines: lines, in: content)
    }

    func handle(_ key: Key) -> OverlayResponse {
        key == .escape || key == .character("?") || key == .enter ? .close : .handled
    }

    var bindings: [KeyBinding] { [KeyBinding(.escape, action: "close")] }
}
