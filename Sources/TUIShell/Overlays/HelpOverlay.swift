/// `?`: every binding of the current screen and the global ones, each key list in full.
@MainActor
final class HelpOverlay: Overlay {
    private let lines: [String]

    init(screen: [KeyBinding], global: [KeyBinding]) {
        let keyColumn = (screen + global).map { TextWidth.of($0.label) }.max() ?? 0
        let describe = { (binding: KeyBinding) in
            binding.label + String(repeating: " ", count: keyColumn + 2 - TextWidth.of(binding.label)) + binding.action
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
    var stacking: OverlayStacking { .single }
}
