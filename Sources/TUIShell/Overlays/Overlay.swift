/// What an overlay did with a key.
public enum OverlayResponse {
    /// Used; keep the overlay.
    case handled
    /// Close the overlay.
    case close
    /// Not used; let the screen and the global keys have it.
    case passThrough
}

/// Something drawn above the screens that is not a screen: alert, toast, banner, help. Screens
/// under an overlay stay visible and get no lifecycle events.
@MainActor
public protocol Overlay: AnyObject {
    /// Draws into `grid`; `content` is the screen area.
    func draw(into grid: inout CellGrid, content: Rect)
    /// Handles a key.
    func handle(_ key: Key) -> OverlayResponse
    /// The keys shown in the footer while it is up.
    var bindings: [KeyBinding] { get }
}

extension CellGrid {
    /// Draws a bordered box with a title and lines, centred in `area`.
    mutating func drawBox(title: String, lines: [String], in area: Rect, style: Style = .plain, top: Int? = nil) {
        let contentWidth = max(TextWidth.of(title) + 2, lines.map { TextWidth.of($0) }.max() ?? 0)
        let boxWidth = min(area.width, contentWidth + 4)
        let boxHeight = min(area.height, lines.count + 2)
        guard boxWidth >= 2, boxHeight >= 2 else { return }
        let x = area.x + (area.width - boxWidth) / 2
        let y = top ?? area.y + (area.height - boxHeight) / 2
        fill(Rect(x: x, y: y, width: boxWidth, height: boxHeight), style: style)
        let horizontal = String(repeating: "─", count: max(0, boxWidth - 2))
        write("┌" + horizontal + "┐", column: x, row: y, style: style, maxColumn: x + boxWidth)
        write(" \(TextWidth.truncate(title, to: boxWidth - 4)) ", column: x + 1, row: y, style: Style(bold: true), maxColumn: x + boxWidth - 1)
        for (offset, line) in lines.prefix(boxHeight - 2).enumerated() {
            write("│", column: x, row: y + 1 + offset, style: style)
            write(TextWidth.truncate(line, to: boxWidth - 4), column: x + 2, row: y + 1 + offset, style: style, maxColumn: x + boxWidth - 1)
            write("│", column: x + boxWidth - 1, row: y + 1 + offset, style: style)
        }
        write("└" + horizontal + "┘", column: x, row: y + boxHeight - 1, style: style, maxColumn: x + boxWidth)
    }
}
