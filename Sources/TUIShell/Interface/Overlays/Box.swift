/// A bordered box for overlays: a title, a body wrapped to the box and scrolled when it is
/// taller than the space, and buttons on its last row. Alerts, help and banners are all drawn
/// with it; it records its buttons (`HitTarget.item(_:)`) and body (`HitTarget.scrollArea(_:)`)
/// for the mouse.
struct Box {
    var title: String
    /// Text after the title that is never cut (a banner's `1 of 3`): a long title is cut to
    /// leave room for it.
    var titleTail = ""
    var body: [String]
    var buttons: [String] = []
    /// The button drawn selected.
    var selectedButton: Int?
    /// The row the box starts on (a banner's top edge); centred when nil.
    var top: Int?
    /// The row the box ends on (a toast sits on the content's last row); used when `top` is nil.
    var bottom: Int?
    /// How the body is drawn (a toast's success or error colour).
    var bodyStyle: Style = .plain

    /// Draws the box centred in `area` (or at `top` / `bottom`), laying out `scroll` for the
    /// body; returns where the body's rows are drawn and how many there are, or nil when the
    /// area is too small for a box. Where the area has room, the box stays one cell inside it, so its margin is never
    /// cut off: a full-width banner or a toast on the last row still clears the text around it.
    @discardableResult
    func draw(into grid: inout CellGrid, in outer: Rect, scroll: inout ScrollView) -> (body: Rect, rows: Int)? {
        let hasRoom = outer.width >= Self.roomForMargin.width && outer.height >= Self.roomForMargin.height
        let area =
            hasRoom ? Rect(x: outer.x + 1, y: outer.y + 1, width: outer.width - 2, height: outer.height - 2) : outer
        let buttonLine = buttons.indices.map(buttonLabel).joined(separator: " ")
        let widest = max(
            TextWidth.of(title + titleTail) + 2, TextWidth.of(buttonLine), body.map { TextWidth.of($0) }.max() ?? 0)
        let boxWidth = min(area.width, widest + 4)
        guard boxWidth >= 5 else { return nil }
        let lines = body.flatMap { TextWidth.wrap($0, to: boxWidth - 4) }
        // The blank row above the buttons goes first when the body would get under two rows
        // (a quit dialog on a 20×5 terminal still says `y to quit, n to stay`).
        let keepsGap = area.height - 4 >= min(2, lines.count)
        let footerRows = buttons.isEmpty ? 0 : keepsGap ? 2 : 1
        let boxHeight = min(area.height, lines.count + footerRows + 2)
        guard boxHeight >= 3 else {
            drawLine(into: &grid, in: outer)
            return nil
        }
        let x = area.x + (area.width - boxWidth) / 2
        let y =
            top.map { max($0, area.y) } ?? bottom.map { min($0, area.maxY - 1) - boxHeight + 1 } ?? area.y
            + (area.height - boxHeight) / 2
        let bodyArea = Rect(x: x + 2, y: y + 1, width: boxWidth - 4, height: max(0, boxHeight - 2 - footerRows))
        scroll.layout(contentHeight: lines.count, viewportHeight: bodyArea.height)

        // A blank cell of margin around the box (inside the area), so the frame never touches
        // the text beneath and reads as lying above it.
        grid.fill(Rect(x: x - 1, y: y - 1, width: boxWidth + 2, height: boxHeight + 2).intersection(outer))
        grid.fill(Rect(x: x, y: y, width: boxWidth, height: boxHeight))
        let horizontal = String(repeating: "─", count: boxWidth - 2)
        grid.write("┌" + horizontal + "┐", column: x, row: y)
        if !title.isEmpty {
            let tail = TextWidth.truncate(titleTail, to: boxWidth - 4)
            let heading = TextWidth.truncate(title, to: boxWidth - 4 - TextWidth.of(tail)) + tail
            grid.write(
                " \(heading) ", column: x + 1, row: y,
                style: Style(attributes: .bold), maxColumn: x + boxWidth - 1)
        }
        for row in y + 1..<y + boxHeight - 1 {
            grid.write("│", column: x, row: row)
            grid.write("│", column: x + boxWidth - 1, row: row)
        }
        grid.write("└" + horizontal + "┘", column: x, row: y + boxHeight - 1)
        for (index, line) in lines[scroll.visibleRows].enumerated() {
            grid.write(line, column: bodyArea.x, row: bodyArea.y + index, style: bodyStyle, maxColumn: bodyArea.maxX)
        }
        // Beside the body's rows, never on the frame (a box with no room for its body has none).
        if bodyArea.height > 0 {
            if scroll.hidesAbove { grid.write("▲", column: bodyArea.maxX, row: bodyArea.y, style: .hint) }
            if scroll.hidesBelow { grid.write("▼", column: bodyArea.maxX, row: bodyArea.maxY - 1, style: .hint) }
        }
        grid.addRegion(Rect(x: x, y: y, width: boxWidth, height: boxHeight), .panel)
        grid.addRegion(bodyArea, .scrollArea(0))
        if !buttons.isEmpty { drawButtons(into: &grid, row: y + boxHeight - 2, from: bodyArea.x, to: bodyArea.maxX) }
        return (bodyArea, lines.count)
    }

    /// The smallest area that keeps a cell of margin inside itself; a smaller one gives the
    /// box every cell it has.
    private static let roomForMargin = (width: 12, height: 7)

    /// A button as drawn: `[OK]` when selected, ` OK ` otherwise.
    private func buttonLabel(_ index: Int) -> String {
        index == selectedButton ? "[\(buttons[index])]" : " \(buttons[index]) "
    }

    /// Under three rows there is no room for a frame: the box is one line, its title and body,
    /// so a dialog is still seen (its keys are in the footer).
    private func drawLine(into grid: inout CellGrid, in area: Rect) {
        guard area.height > 0, area.width > 0 else { return }
        let row = area.y + (area.height - 1) / 2
        let text = ([title + titleTail] + body).filter { !$0.isEmpty }.joined(separator: " · ")
        grid.fill(Rect(x: area.x, y: row, width: area.width, height: 1))
        grid.write(
            TextWidth.truncate(text, to: area.width), column: area.x, row: row, style: Style(attributes: .bold),
            maxColumn: area.maxX)
    }

    private func drawButtons(into grid: inout CellGrid, row: Int, from start: Int, to end: Int) {
        var column = start
        for index in buttons.indices {
            let left = column
            column = grid.write(
                buttonLabel(index), column: column, row: row, style: index == selectedButton ? .selection : .plain,
                maxColumn: end)
            grid.addRegion(Rect(x: left, y: row, width: column - left, height: 1), .item(index))
            if index == selectedButton {
                grid.addRegion(Rect(x: left, y: row, width: column - left, height: 1), .focus)
            }
            column += 1
        }
    }
}
