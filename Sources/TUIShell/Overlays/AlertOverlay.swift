/// An alert with a title, a message and buttons; ←/→ pick, Enter chooses, Esc cancels.
@MainActor
public final class AlertOverlay: Overlay {
    private let title: String
    private let message: String
    private let buttons: [String]
    private var selected = 0
    private let onChoose: ((String?) -> Void)?

    /// Creates an alert; `onChoose` gets the chosen button, or `nil` on Esc.
    public init(title: String, message: String, buttons: [String] = ["OK"], onChoose: ((String?) -> Void)? = nil) {
        self.title = title
        self.message = message
        self.buttons = buttons.isEmpty ? ["OK"] : buttons
        self.onChoose = onChoose
    }

    public func draw(into grid: inout CellGrid, content: Rect) {
        let buttonLine = buttons.enumerated().map { $0.offset == selected ? "[\($0.element)]" : " \($0.element) " }.joined(separator: " ")
        grid.drawBox(title: title, lines: message.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) + ["", buttonLine], in: content)
    }

    public func handle(_ key: Key) -> OverlayResponse {
        switch key {
        case .left, .backTab: selected = max(0, selected - 1)
        case .right, .tab: selected = min(buttons.count - 1, selected + 1)
        case .enter:
            onChoose?(buttons[selected])
            return .close
        case .escape:
            onChoose?(nil)
            return .close
        default: break
        }
        return .handled
    }

    public var bindings: [KeyBinding] { [KeyBinding(.enter, action: "choose"), KeyBinding(.escape, action: "cancel")] }
}
