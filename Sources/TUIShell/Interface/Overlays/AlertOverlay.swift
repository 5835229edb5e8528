/// An alert with a title, a message and buttons; ←/→ pick, Enter or a click chooses, Esc
/// cancels. A message longer than the screen scrolls (↑/↓, PgUp/PgDn, Home/End, the wheel).
@MainActor
package final class AlertOverlay: Overlay {
    private let title: String
    private let message: String
    private let buttons: [String]
    private var selected = 0
    private var scroll = ScrollView()
    private let onChoose: ((Int?) -> Void)?

    /// Creates an alert with button `selected` chosen at first; `onChoose` gets the index of the
    /// chosen button, or `nil` on Esc.
    package init(
        title: String, message: String, buttons: [String] = ["OK"], selected: Int = 0,
        onChoose: ((Int?) -> Void)? = nil
    ) {
        self.title = title
        self.message = message
        self.buttons = buttons.isEmpty ? ["OK"] : buttons
        self.selected = max(0, min(selected, self.buttons.count - 1))
        self.onChoose = onChoose
    }

    package func draw(into grid: inout CellGrid, content: Rect) {
        Box(title: title, body: [message], buttons: buttons, selectedButton: selected).draw(
            into: &grid, in: content, scroll: &scroll)
    }

    package func click(item index: Int) -> OverlayResponse {
        guard buttons.indices.contains(index) else { return .handled }
        selected = index
        return handle(.enter)
    }

    package func scroll(by rows: Int, area: Int) { scroll.scroll(by: rows) }

    package func handle(_ key: Key) -> OverlayResponse {
        switch key {
        case .left: selected = max(0, selected - 1)
        case .right: selected = min(buttons.count - 1, selected + 1)
        // Tab goes round, as between a dialog's buttons anywhere.
        case .tab: selected = (selected + 1) % buttons.count
        case .backTab: selected = (selected + buttons.count - 1) % buttons.count
        case .enter:
            onChoose?(selected)
            return .close
        case .escape:
            onChoose?(nil)
            return .close
        default: _ = scroll.handle(key)
        }
        return .handled
    }

    package var bindings: [KeyBinding] {
        [KeyBinding(.enter, action: "choose"), KeyBinding(.escape, action: "cancel")]
    }

    /// The message and the choices; the selected button as the focus.
    package var narration: OverlayNarration {
        let (choices, focus) = OverlayNarration.buttons(buttons, selected: selected)
        let message = message.split(whereSeparator: \.isNewline).map(String.init)
        return OverlayNarration(
            role: .alert, title: title, narration: Narration(summary: message + [choices], focus: focus))
    }
}
