import TUIShell

/// A form with one focused phone field (Log in, Register): Enter submits, ↓ reaches the links
/// under it, a refused number shows why and keeps the screen.
@MainActor
final class PhoneFormScreen: Screen {
    /// One link under the form: a label and what it opens.
    struct Link {
        let label: String
        let url: String
    }

    private var field: TextField
    private let prompt: String
    private let links: [Link]
    private let submit: @MainActor (PhoneFormScreen, String) -> String?
    private let removed: @MainActor (PhoneFormScreen) -> Void
    private var message: String?
    /// 0 is the field; 1… are the links.
    private var focus = 0

    /// - Parameters:
    ///   - submit: handles the number; returns why it was refused, or `nil`.
    ///   - removed: called when the screen leaves its stack, submitted or not.
    init(
        name: String, title: String, prompt: String, phone: String, links: [Link] = [],
        submit: @escaping @MainActor (PhoneFormScreen, String) -> String?,
        removed: @escaping @MainActor (PhoneFormScreen) -> Void = { _ in }
    ) {
        field = TextField(text: phone)
        self.prompt = prompt
        self.links = links
        self.submit = submit
        self.removed = removed
        super.init(name: name, title: title)
    }

    /// The number as typed.
    var phone: String { field.text }

    override var isEditingText: Bool { focus == 0 }

    /// Draws the form from the top, or shifted up as far as it takes to keep the focused field
    /// or link in sight on a short terminal.
    override func draw(in canvas: inout Canvas) {
        let focusedRow = focus == 0 ? 3 : 5 + focus
        let top = -max(0, focusedRow - (canvas.height - 1))
        canvas.write(prompt, column: 2, row: top + 1)
        canvas.write("Phone:", column: 2, row: top + 3)
        canvas.write("[", column: 9, row: top + 3)
        let width = max(1, min(24, canvas.width - 12))
        field.draw(in: &canvas, column: 10, row: top + 3, width: width, focused: focus == 0, style: .plain)
        canvas.write("]", column: 10 + width, row: top + 3)
        if let message { canvas.write(message, column: 2, row: top + 4, style: .error) }
        // The focused control, for the served page's active row: the field or a link.
        canvas.markFocus(Rect(x: 0, y: top + focusedRow, width: canvas.width, height: 1))
        for (index, link) in links.enumerated() {
            let selected = focus == index + 1
            canvas.write(
                (selected ? "› " : "  ") + link.label, column: 1, row: top + 6 + index,
                style: selected ? .selection : .plain)
        }
    }

    override func handle(_ key: Key) -> Bool {
        switch key {
        case .enter where focus == 0:
            message = submit(self, field.text)
        case .enter:
            open(links[focus - 1].url)
        case .down where focus < links.count, .character("j") where focus > 0 && focus < links.count:
            focus += 1
        case .up where focus > 0, .character("k") where focus > 1:
            focus -= 1
        default:
            guard focus == 0 else { return false }
            let typed = field.text
            guard field.handle(key) else { return false }
            // The refusal was about the number submitted; once it changes, it no longer holds.
            if field.text != typed { message = nil }
        }
        return true
    }

    /// What the form asks and its controls; the focused control and its state, and the
    /// refusal with the field, so it is heard right after Enter.
    override var narration: Narration? {
        let controls =
            links.isEmpty
            ? "A phone field. Enter submits."
            : "A phone field, then \(links.map(\.label).joined(separator: ", ")). Enter submits; Down moves on."
        let summary = [prompt, controls]
        let spokenFocus: String
        if focus == 0 {
            let value = field.text.isEmpty ? "empty" : PhoneWords.grouped(field.text)
            spokenFocus = ["Phone field", value, message].compactMap { $0 }.joined(separator: ", ")
        } else {
            spokenFocus = Narration.position(links[focus - 1].label, index: focus, count: links.count + 1)
        }
        let details =
            [prompt, "Phone: \(field.text.isEmpty ? "empty" : field.text)"] + [message].compactMap { $0 }
            + links.map(\.label)
        return Narration(summary: summary, focus: spokenFocus, details: details)
    }

    override var bindings: [KeyBinding] {
        [KeyBinding(.enter, action: focus == 0 ? "submit" : "open")]
            + (links.isEmpty ? [] : [KeyBinding(.up, .down, action: "move")])
    }

    override func viewWasRemoved() {
        removed(self)
    }
}
