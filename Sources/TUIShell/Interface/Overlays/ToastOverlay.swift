/// A one-line message at the bottom of the screen that goes away by itself (or on any key).
@MainActor
package final class ToastOverlay: Overlay {
    /// How long a toast stays, in milliseconds.
    package static let defaultLifetime = 3000

    /// The message.
    package let message: String
    /// What the message is about; it decides the colour.
    package let kind: MessageKind

    /// Creates a toast.
    package init(message: String, kind: MessageKind = .info) {
        self.message = message
        self.kind = kind
    }

    /// A framed box on the content's last rows, its message in the kind's colour; a content
    /// area too short for a frame gets the message alone on its last row.
    package func draw(into grid: inout CellGrid, content: Rect) {
        let style = kind.role.map { Style($0, attributes: .bold) } ?? .plain
        guard content.height >= 4 else {
            let text = " \(TextWidth.truncate(message, to: max(0, content.width - 2))) "
            let x = content.x + max(0, (content.width - TextWidth.of(text)) / 2)
            grid.fill(Rect(x: content.x, y: content.maxY - 1, width: content.width, height: 1))
            grid.write(
                text, column: x, row: content.maxY - 1, style: Style(kind.role ?? .selection, attributes: .reverse),
                maxColumn: content.maxX)
            return
        }
        var scroll = ScrollView()
        Box(title: "", body: [message], bottom: content.maxY - 1, bodyStyle: style).draw(
            into: &grid, in: content, scroll: &scroll)
    }

    /// The message, as it is.
    package var narration: OverlayNarration {
        OverlayNarration(role: .message, title: "", narration: Narration(summary: [message]))
    }

    package func handle(_ key: Key) -> OverlayResponse { .passThrough }

    /// Esc closes it before it goes back, so the footer says so.
    package var bindings: [KeyBinding] { [KeyBinding(.escape, action: "dismiss")] }
    package var takesKeys: Bool { false }
    package var lifetime: Int? { Self.defaultLifetime }
    package var stacking: OverlayStacking { .replace }
}
