import RouterCore

/// A table of rows in aligned columns — a header, sorting by a column, a filter, a selected row
/// and scrolling — as a value a screen keeps and draws; ``TableScreen`` is a screen made of one.
///
/// Cells are measured in terminal columns (CJK counts two, combining marks none); a cell that
/// does not fit ends in `…`. The selection follows its row when the rows are replaced (a list
/// refreshed by a timer), matched by the row's ``Row/id``.
///
/// ```swift
/// var table = DataTable(columns: [TableColumn("Name", weight: 2), TableColumn("Size", alignment: .trailing)])
/// table.rows = files.map { DataTable.Row([$0.name, "\($0.size)"], url: "files://file/\($0.name)") }
/// table.draw(in: &canvas, area: Rect(x: 0, y: 0, width: canvas.width, height: canvas.height))
/// ```
public struct DataTable: Sendable {
    /// One row: its cells, in column order, and what Enter on it opens.
    public struct Row: Sendable, Equatable {
        /// The cells' text; missing cells are blank.
        public var cells: [String]
        /// The URL Enter or a click opens, if any.
        public var url: String?
        /// How the row is drawn when not selected.
        public var style: Style
        /// What identifies the row across a refresh (default: its URL, else its first cell).
        public var id: String

        /// Creates a row.
        public init(_ cells: [String], url: String? = nil, style: Style = .plain, id: String? = nil) {
            self.cells = cells
            self.url = url
            self.style = style
            self.id = id ?? url ?? cells.first ?? ""
        }

        /// Creates a row that opens a typed route; a value the route's constraint refuses
        /// leaves the row without a URL.
        public init(_ cells: [String], route: some RouteLink, style: Style = .plain, id: String? = nil) {
            self.init(cells, url: try? route.url(), style: style, id: id)
        }
    }

    /// The columns.
    public var columns: [TableColumn] { didSet { measure() } }
    /// Every row, in the order given; ``shownRows`` is what the filter and the sort make of them.
    public var rows: [Row] = [] { didSet { refresh() } }
    /// Text a row must contain in some cell to be shown (case-insensitive); empty shows all.
    public var filter = "" { didSet { refresh() } }
    /// The column the rows are sorted by and the direction, or nil for the order given.
    public private(set) var sort: (column: Int, ascending: Bool)?
    /// The rows shown, filtered and sorted.
    public private(set) var shownRows: [Row] = []
    /// The position of the selected row in ``shownRows``.
    public private(set) var selection = 0
    /// Blank columns between two columns.
    public var spacing = 2
    /// The columns before the first column: the selection's `›` and a blank.
    static let margin = 2
    private var naturalWidths: [Int] = []
    var scrollView = ScrollView()

    /// Creates a table with `columns` and `rows`.
    public init(columns: [TableColumn], rows: [Row] = []) {
        self.columns = columns
        self.rows = rows
        refresh()
    }

    /// The selected row, if any is shown.
    public var selectedRow: Row? { shownRows.indices.contains(selection) ? shownRows[selection] : nil }

    /// Selects the shown row at `position` (clamped to the rows shown).
    public mutating func select(_ position: Int) {
        selection = max(0, min(position, shownRows.count - 1))
    }

    /// Sorts by `column`: ascending at first, the other way when it is already sorted by it
    /// (or as `ascending` says). Numbers compare as numbers, other text without case.
    public mutating func sort(by column: Int, ascending: Bool? = nil) {
        guard columns.indices.contains(column) else { return }
        let direction = ascending ?? (sort?.column == column ? !(sort?.ascending ?? false) : true)
        sort = (column, direction)
        refresh()
    }

    /// Shows the rows in the order given again.
    public mutating func unsort() {
        sort = nil
        refresh()
    }

    /// Moves the selection with ↑/↓ (j/k), PgUp/PgDn, Home/End; whether the key was used.
    public mutating func handle(_ key: Key) -> Bool {
        switch key {
        case .up, .character("k"): select(selection - 1)
        case .down, .character("j"): select(selection + 1)
        case .pageUp: select(selection - max(1, scrollView.pageSize))
        case .pageDown: select(selection + max(1, scrollView.pageSize))
        case .home: select(0)
        case .end: select(shownRows.count - 1)
        default: return false
        }
        return true
    }

    /// Scrolls the view by `rows`, keeping the selection on a row still shown.
    public mutating func scroll(by rows: Int) {
        scrollView.scroll(by: rows)
        let visible = scrollView.visibleRows
        guard !visible.isEmpty else { return }
        selection = max(visible.lowerBound, min(selection, visible.upperBound - 1))
    }

    /// What a click on a region the table drew did.
    public enum Click: Equatable, Sendable {
        /// The click landed on a header and sorted by that column.
        case sorted(column: Int)
        /// The click selected this row.
        case selected(Row)
        /// The click hit nothing of the table's.
        case none
    }

    /// Handles a click on the region `item` (what ``Screen/click(item:)`` receives for the
    /// regions ``draw(in:area:focused:)`` made).
    public mutating func click(item: Int) -> Click {
        if item < 0 {
            let column = -1 - item
            guard columns.indices.contains(column) else { return .none }
            sort(by: column)
            return .sorted(column: column)
        }
        guard shownRows.indices.contains(item) else { return .none }
        selection = item
        return .selected(shownRows[item])
    }

    /// The widths of the columns in `width` cells.
    public func columnWidths(for width: Int) -> [Int] {
        let available = width - Self.margin - spacing * max(0, columns.count - 1)
        return ColumnLayout.widths(for: columns, natural: naturalWidths, available: available)
    }

    // MARK: Keeping the shown rows

    private mutating func refresh() {
        let selectedID = selectedRow?.id
        let needle = filter.lowercased()
        var kept = needle.isEmpty ? rows : rows.filter { $0.cells.contains { $0.lowercased().contains(needle) } }
        if let sort {
            let column = sort.column
            kept = kept.enumerated().sorted { first, second in
                let order = Self.compare(first.element.cell(column), second.element.cell(column))
                if order != 0 { return sort.ascending ? order < 0 : order > 0 }
                return first.offset < second.offset
            }.map(\.element)
        }
        shownRows = kept
        let keptSelection = selectedID.flatMap { id in shownRows.firstIndex { $0.id == id } }
        select(keptSelection ?? selection)
        measure()
    }

    private mutating func measure() {
        naturalWidths = columns.indices.map { column in
            shownRows.reduce(TextWidth.of(columns[column].title) + 2) { max($0, TextWidth.of($1.cell(column))) }
        }
    }

    /// -1, 0 or 1: numbers as numbers, before text; text by its lowercase form.
    private static func compare(_ first: String, _ second: String) -> Int {
        switch (number(first), number(second)) {
        case (let a?, let b?): return a < b ? -1 : a > b ? 1 : 0
        case (.some, nil): return -1
        case (nil, .some): return 1
        case (nil, nil):
            let (a, b) = (first.lowercased(), second.lowercased())
            return a < b ? -1 : a > b ? 1 : 0
        }
    }
}

extension DataTable {
    /// The value of a cell written as a decimal number (`-12`, `3.5`); nil for anything else,
    /// so a short hash such as `4891e27` or the word `nan` sorts as text.
    static func number(_ text: String) -> Double? {
        let digits = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
        guard digits.contains(where: \.isASCIIDigit), digits.allSatisfy({ $0.isASCIIDigit || $0 == "." }),
            digits.filter({ $0 == "." }).count <= 1
        else { return nil }
        return Double(text)
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}

extension DataTable.Row {
    /// The text of cell `column`, blank when the row has fewer cells.
    func cell(_ column: Int) -> String { cells.indices.contains(column) ? cells[column] : "" }
}
