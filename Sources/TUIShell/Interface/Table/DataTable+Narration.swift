extension DataTable {
    /// The table in words: how many rows and which columns, the filter and the sort; the selected
    /// row as `Column: value` pairs with its place; on request, the rows in view.
    public var narration: Narration {
        var summary = [
            "Table, \(Narration.count(shownRows.count, "row")); columns: \(columns.map(\.title).joined(separator: ", "))"
        ]
        if !filter.isEmpty { summary.append("Filtered by \(filter): \(shownRows.count) of \(rows.count)") }
        if let sort, columns.indices.contains(sort.column) {
            summary.append("Sorted by \(columns[sort.column].title), \(sort.ascending ? "ascending" : "descending")")
        }
        let focus = selectedRow.map { Narration.position(spoken($0), index: selection, count: shownRows.count) }
        let inView = scrollView.visibleRows.clamped(to: shownRows.indices)
        let rows = (inView.isEmpty ? shownRows.indices.prefix(Self.rowsReadWithoutLayout) : inView).map { position in
            Narration.position(spoken(shownRows[position]), index: position, count: shownRows.count)
        }
        return Narration(summary: summary, focus: focus, details: summary + rows)
    }

    /// A row as narration reads it: each cell that is not blank after its column's title,
    /// `Name: Terminal mug, Price: 59`.
    public func spoken(_ row: Row) -> String {
        columns.indices.compactMap { column in
            let text = row.cell(column).trimmingSpaces
            guard !text.isEmpty else { return nil }
            let title = columns[column].title
            return title.isEmpty ? text : "\(title): \(text)"
        }.joined(separator: ", ")
    }

    /// How many rows are read before the table was ever drawn (no view to read yet).
    private static let rowsReadWithoutLayout = 20
}
