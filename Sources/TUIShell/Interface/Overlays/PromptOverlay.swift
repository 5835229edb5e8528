/// A dialog asking for a line of text (``Screen/prompt(_:message:text:then:)``): the message, a
/// field, and Cancel / OK. Keys edit the field; Tab moves between the buttons, Enter answers
/// with the text (or cancels when Cancel is chosen), Esc cancels.
@MainActor
package final class PromptOverlay: Overlay {
    private let title: String
    private let message: String
    private var field: TextField
    private var selected = 1
    private var scroll = ScrollView()
    private let onAnswer: (String?) -> Void
    private static let buttons = ["Cancel", "OK"]
    /// The columns the field asks for; a narrower terminal gets a narrower one.
    private static let fieldWidth = 30

    package init(title: String, message: String, text: String, onAnswer: @escaping (String?) -> Void) {
        self.title = title
        self.message = message
        field = TextField(text: text)
        self.onAnswer = onAnswer
    }

    package func draw(into grid: inout CellGrid, content: Rect) {
        // The last body line is a stand-in as wide as the field, which is then drawn over it.
        // A field too wide for the area would wrap its stand-in onto a second line.
        let standIn = String(repeating: "_", count: max(1, min(Self.fieldWidth, content.width - 8)))
        let box = Box(title: title, body: [message, standIn], buttons: Self.buttons, selectedButton: selected)
        guard let (body, rows) = box.draw(into: &grid, in: content, scroll: &scroll) else { return }
        let row = body.y + rows - 1 - scroll.offset
        guard row >= body.y, row < body.maxY else { return }
        Canvas.draw(in: &grid, bounds: Rect(x: body.x, y: row, width: body.width, height: 1)) { canvas in
            canvas.clear()
            field.draw(in: &canvas, column: 0, row: 0, width: canvas.width, focused: true)
        }
    }

    package func handle(_ key: Key) -> OverlayResponse {
        switch key {
        case .tab, .backTab:
            selected = 1 - selected
        case .enter:
            onAnswer(selected == 1 ? field.text : nil)
            return .close
        case .escape:
            onAnswer(nil)
            return .close
        default:
            _ = field.handle(key)
        }
        return .handled
    }

    package func paste(_ text: String) -> OverlayResponse {
        field.insert(text)
        return .handled
    }

    package func click(item index: Int) -> OverlayResponse {
        guard Self.buttons.indices.contains(index) else { return .handled }
        selected = index
        return handle(.enter)
    }

    package func scroll(by rows: Int, area: Int) { scroll.scroll(by: rows) }

    /// The question and how to answer; the selected button as the focus, and on request what
    /// was typed.
    package var narration: OverlayNarration {
        let (_, focus) = OverlayNarration.buttons(Self.buttons, selected: selected)
        let summary = [message, "Type the answer; Enter answers, Tab picks a button, Esc cancels"]
        let typed = field.text.isEmpty ? "Nothing typed" : "Typed: \(field.text)"
        return OverlayNarration(
            role: .dialog, title: title,
            narration: Narration(summary: summary, focus: focus, details: summary + [typed]))
    }

    package var bindings: [KeyBinding] {
        [
            KeyBinding(.enter, action: selected == 1 ? "OK" : "cancel"), KeyBinding(.escape, action: "cancel"),
            KeyBinding(.tab, action: "next button"),
        ]
    }
}
