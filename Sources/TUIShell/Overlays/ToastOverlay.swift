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

    public func draw(into grid: inout CellGrid, content: Rect) {
        let text = " \(TextWidth.truncate(message, to: max(0, content.width - 4))) "
        let width = TextWidth.of(text)
        let x = content.x + max(0, (content.width - width) / 2)
        grid.write(text, column: x, row: content.maxY - 1, style: kind.role.map { Style($0, attributes: .reverse) } ?? .selection, maxColumn: content.maxX)
    }

    public func handle(_ key: Key) -> OverlayResponse { .passThrough }

    public var bindings: [KeyBinding] { [] }
    public var takesKeys: Bool { false }
    public var lifetime: Int? { Self.defaultLifetime }
    public var stacking: OverlayStacking { .replace }
}
