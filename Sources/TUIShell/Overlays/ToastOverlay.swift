/// A one-line message at the bottom of the screen that goes away by itself (or on any key).
@MainActor
public final class ToastOverlay: Overlay {
    /// How long a toast stays, in milliseconds.
    public static let defaultLifetime = 3000

    /// The message.
    public let message: String
    /// What the message is about; it decides the colour.
    public let kind: StatusLine.Kind

    /// Creates a toast.
    public init(message: String, kind: StatusLine.Kind = .info) {
        self.message = message
        self.kind = kind
    }

    /// A framed box on the content's last rows, its message in the kind's colour; a content
    /// area too short for a frame gets the message alone on its last row.
    public func draw(into grid: inout CellGrid, content: Rect) {
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

    public func handle(_ key: Key) -> OverlayResponse { .passThrough }

    public var bindings: [KeyBinding] { [] }
    public var takesKeys: Bool { false }
    public var lifetime: Int? { Self.defaultLifetime }
    public var stacking: OverlayStacking { .replace }
}
