/// `?`: every binding of the current screen and the global ones, each key list in full.
@MainActor
final class HelpOverlay: Overlay {
    private let lines: [String]
    private var scroll = ScrollView()

    init(screen: [KeyBinding], global: [KeyBinding]) {
        let keyColumn = (screen + global).map { TextWidth.of($0.label) }.max() ?? 0
        let describe = { (binding: KeyBinding) in
            binding.label + String(repeating: " ", count: keyColumn + 2 - TextWidth.of(binding.label)) + binding.action
        }
        lines = (screen.isEmpty ? [] : screen.map(describe) + [""]) + global.map(describe)
    }

    func draw(into grid: inout CellGrid, content: Rect) {
        Box(title: "Keys", body: lines).draw(into: &grid, in: content, scroll: &scroll)
    }

    func handle(_ key: Key) -> OverlayResponse {
        if key == .escape || key == .character("?") || key == .enter { return .close }
        _ = scroll.handle(key)
        return .handled
    }

    func scroll(by rows: Int, area: Int) { scroll.scroll(by: rows) }

    var bindings: [KeyBinding] {
        [KeyBinding(.escape, action: "close"), KeyBinding(.up, .down, .pageUp, .pageDown, label: "↑/↓ PgUp/PgDn", action: "scroll")]
    }
    var stacking: OverlayStacking { .single }
    var closesOnClickOutside: Bool { true }
}
