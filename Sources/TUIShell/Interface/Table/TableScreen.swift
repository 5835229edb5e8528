/// A screen made of a ``DataTable``: lines of text above it, and the keys a table wants —
/// ↑/↓ move, Enter opens the row's URL, `/` filters as you type, `s` sorts by the next column,
/// `r` reverses; a click on a header sorts, on a row opens it, the wheel scrolls.
///
/// ```swift
/// let screen = TableScreen(title: "Commits", columns: [TableColumn("Commit", maxWidth: 7), TableColumn("Message")])
/// screen.table.rows = commits.map { DataTable.Row([$0.sha, $0.subject], url: "gitview://commit/\($0.sha)") }
/// ```
///
/// Override ``activate(_:)`` to do something else with a row than open its URL.
@MainActor
open class TableScreen: Screen {
    /// The table.
    public var table: DataTable
    /// Text above the table.
    public var lines: [ListScreen.Line]
    /// The filter being typed, while `/` is active.
    private var filterField: TextField?

    /// Creates a table screen, named `name` or else after its title.
    public init(name: String? = nil, title: String, lines: [ListScreen.Line] = [], columns: [TableColumn]) {
        table = DataTable(columns: columns)
        self.lines = lines
        super.init(name: name ?? title, title: title)
    }

    /// What Enter or a click on `row` does: opens its URL (default).
    open func activate(_ row: DataTable.Row) {
        if let url = row.url { open(url) }
    }

    open override func draw(in canvas: inout Canvas) {
        let filterRows = filterField != nil || !table.filter.isEmpty ? 1 : 0
        // The lines give way to the table: it keeps its header and two rows where it can, and
        // the last line shown says with `…` that more were cut.
        let room = max(0, canvas.height - filterRows - Self.fewestTableRows - 1)
        let shown = min(lines.count, room)
        let top = shown == 0 ? 0 : shown + 1
        for (index, line) in lines.prefix(shown).enumerated() {
            let cut = index == shown - 1 && shown < lines.count
            canvas.write(cut ? "…" : line.text, column: 2, row: index, style: cut ? .hint : line.style)
        }
        let area = Rect(x: 0, y: top, width: canvas.width, height: canvas.height - top - filterRows)
        table.draw(in: &canvas, area: area)
        guard filterRows == 1 else { return }
        let row = canvas.height - 1
        let start = canvas.write("/", column: 1, row: row, style: .hintKey)
        if let filterField {
            filterField.draw(in: &canvas, column: start, row: row, width: canvas.width - start, focused: true)
        } else {
            let shown = "\(table.filter)  (\(table.shownRows.count) of \(table.rows.count); / to change)"
            canvas.write(shown, column: start, row: row, style: .hint)
        }
    }

    open override func handle(_ key: Key) -> Bool {
        if var field = filterField {
            switch key {
            case .enter: filterField = nil
            case .escape:
                filterField = nil
                table.filter = ""
            default:
                _ = field.handle(key)
                filterField = field
                table.filter = field.text
            }
            return true
        }
        switch key {
        case .character("/"): filterField = TextField(text: table.filter)
        case .character("s"): sortByNextColumn()
        case .character("r"):
            guard let sort = table.sort else { return true }
            table.sort(by: sort.column, ascending: !sort.ascending)
        case .enter:
            guard let row = table.selectedRow else { return false }
            activate(row)
        case .escape where !table.filter.isEmpty: table.filter = ""
        default: return table.handle(key)
        }
        return true
    }

    /// The table's header and rows kept when lines above it must give way.
    private static let fewestTableRows = 3

    /// Sorts by the column after the one sorted by, ascending; after the last, the order given.
    private func sortByNextColumn() {
        let next = (table.sort?.column ?? -1) + 1
        if next < table.columns.count { table.sort(by: next, ascending: true) } else { table.unsort() }
    }

    open override func click(item index: Int) {
        if case .selected(let row) = table.click(item: index) { activate(row) }
    }

    open override func scroll(by rows: Int, area: Int) { table.scroll(by: rows) }

    /// The lines above the table, then the table's own narration (``DataTable/narration``).
    open override var narration: Narration? {
        let text = lines.map(\.text).filter { !$0.isEmpty }
        var narration = table.narration
        let typing =
            filterField == nil ? [] : ["Filter: type to keep the rows that match; Enter keeps it, Esc clears it"]
        narration.summary = text + narration.summary + typing
        narration.details = text + narration.details
        return narration
    }

    open override var isEditingText: Bool { filterField != nil }

    open override var bindings: [KeyBinding] {
        if filterField != nil {
            return [KeyBinding(.enter, action: "keep filter"), KeyBinding(.escape, action: "clear filter")]
        }
        var bindings = [
            KeyBinding(.up, .down, .character("j"), .character("k"), label: "↑/↓", action: "move"),
            KeyBinding(.enter, action: "open"),
            KeyBinding(.character("/"), action: "filter"),
            KeyBinding(.character("s"), action: "sort"),
            KeyBinding(.character("r"), action: "reverse", secondary: true),
            KeyBinding(.pageUp, .pageDown, label: "PgUp/PgDn", action: "page", secondary: true),
        ]
        if !table.filter.isEmpty { bindings.append(KeyBinding(.escape, action: "clear filter")) }
        return bindings
    }
}
