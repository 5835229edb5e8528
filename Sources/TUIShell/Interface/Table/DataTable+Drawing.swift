extension DataTable {
    /// Draws the header and the rows that fit into `area` of `canvas`, scrolled so the selection
    /// shows, and makes them answer the mouse: a header sorts by its column, a row selects
    /// (``click(item:)``), the wheel scrolls (``scroll(by:)``, area 0).
    ///
    /// - Parameters:
    ///   - canvas: the screen's canvas.
    ///   - area: where the table goes, in the canvas's cells (clipped to it).
    ///   - focused: whether the selection is drawn as the focus (in the selection colour) or only
    ///     marked with `›`.
    public mutating func draw(in canvas: inout Canvas, area: Rect, focused: Bool = true) {
        let area = area.intersection(Rect(x: 0, y: 0, width: canvas.width, height: canvas.height))
        guard area.height > 0, area.width > 0 else { return }
        let body = Rect(x: area.x, y: area.y + 1, width: area.width, height: area.height - 1)
        scrollView.layout(contentHeight: shownRows.count, viewportHeight: body.height)
        scrollView.reveal(selection)
        // The last column is the scroll markers' while rows are hidden.
        let widths = columnWidths(for: scrollView.textWidth(in: area.width))
        drawHeader(in: &canvas, area: area, widths: widths)
        canvas.addScrollRegion(body)
        if shownRows.isEmpty, body.height > 0 {
            let empty = rows.isEmpty ? "No rows" : "No rows match “\(filter)”"
            canvas.write(
                empty, column: body.x + Self.margin, row: body.y, style: .hint, width: body.width - Self.margin)
        }
        for position in scrollView.visibleRows {
            let row = body.y + position - scrollView.offset
            let isSelected = position == selection
            let style = isSelected && focused ? Style.selection : shownRows[position].style
            if isSelected && focused {
                canvas.write(String(repeating: " ", count: area.width), column: area.x, row: row, style: .selection)
            }
            if isSelected { canvas.write("›", column: area.x, row: row, style: style) }
            drawCells(shownRows[position].cells, in: &canvas, row: row, x: area.x, widths: widths, style: style)
            canvas.addClickRegion(Rect(x: area.x, y: row, width: area.width, height: 1), item: position)
            if isSelected { canvas.markFocus(Rect(x: area.x, y: row, width: area.width, height: 1)) }
        }
        scrollView.drawIndicators(in: &canvas, area: body)
    }

    private func drawHeader(in canvas: inout Canvas, area: Rect, widths: [Int]) {
        let titles = columns.indices.map { column in
            guard let sort, sort.column == column else { return columns[column].title }
            // The marker always shows: the title gives way to it in a narrow column.
            let marker = sort.ascending ? "▲" : "▼"
            let title = TextWidth.truncate(columns[column].title, to: max(0, widths[column] - 2))
            return columns[column].alignment == .trailing ? "\(marker) \(title)" : "\(title) \(marker)"
        }
        let header = Style(attributes: [.bold, .underline])
        drawCells(titles, in: &canvas, row: area.y, x: area.x, widths: widths, style: header)
        var column = area.x + Self.margin
        for (index, width) in widths.enumerated() {
            canvas.addClickRegion(Rect(x: column, y: area.y, width: width, height: 1), item: -1 - index)
            column += width + spacing
        }
    }

    /// Writes each cell into its column: cut with `…` when too wide, against the right edge for
    /// trailing columns. The area's first ``margin`` columns are the selection marker's.
    private func drawCells(_ cells: [String], in canvas: inout Canvas, row: Int, x: Int, widths: [Int], style: Style) {
        var column = x + Self.margin
        for (index, width) in widths.enumerated() where width > 0 {
            let text = TextWidth.truncate(cells.indices.contains(index) ? cells[index] : "", to: width)
            let pad = columns[index].alignment == .trailing ? width - TextWidth.of(text) : 0
            canvas.write(text, column: column + pad, row: row, style: style, width: width - pad)
            column += width + spacing
        }
    }
}
