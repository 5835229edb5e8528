import Testing

@testable import TUIShell

/// The table as a value: sorting, filtering and a selection that follows its row.
@Suite struct DataTableTests {
    static func table() -> DataTable {
        DataTable(
            columns: [TableColumn("Name"), TableColumn("Size", alignment: .trailing)],
            rows: [
                .init(["b.txt", "10"], url: "f://b"), .init(["A.txt", "9"], url: "f://a"),
                .init(["c.txt", "100"], url: "f://c"), .init(["a.bin", "9"], url: "f://a2"),
            ])
    }

    @Test func numbersSortAsNumbersTextWithoutCaseAndTiesKeepTheirOrder() {
        var table = Self.table()
        table.sort(by: 1)
        #expect(table.shownRows.map { $0.cells[0] } == ["A.txt", "a.bin", "b.txt", "c.txt"])
        table.sort(by: 1)
        #expect(table.sort?.ascending == false)
        #expect(table.shownRows.map { $0.cells[1] } == ["100", "10", "9", "9"])
        table.sort(by: 0, ascending: true)
        #expect(table.shownRows.map { $0.cells[0] } == ["a.bin", "A.txt", "b.txt", "c.txt"])
        table.unsort()
        #expect(table.shownRows.map { $0.cells[0] } == ["b.txt", "A.txt", "c.txt", "a.bin"])
    }

    @Test func theSelectionFollowsItsRowThroughSortFilterAndRefresh() {
        var table = Self.table()
        table.select(2)
        #expect(table.selectedRow?.url == "f://c")
        table.sort(by: 1, ascending: false)
        #expect(table.selectedRow?.url == "f://c")
        table.filter = "TXT"
        #expect(table.shownRows.count == 3)
        #expect(table.selectedRow?.url == "f://c")
        table.rows = [.init(["new", "1"], url: "f://new")] + table.rows
        #expect(table.selectedRow?.url == "f://c", "a refresh keeps the row selected")
        table.filter = "nothing matches"
        #expect(table.selectedRow == nil)
    }

    @Test func aHeaderClickSortsARowClickSelects() {
        var table = Self.table()
        #expect(table.click(item: -2) == .sorted(column: 1))
        #expect(table.click(item: 3) == .selected(table.shownRows[3]))
        #expect(table.selection == 3)
        #expect(table.click(item: 99) == .none)
        #expect(table.click(item: -9) == .none)
    }
}

/// Cells that only look numeric to `Double` (a short hash, `nan`) sort as text.
@Suite struct DataTableNumberTests {
    @Test(arguments: [("12", 12.0), ("-3.5", -3.5), ("0", 0.0)] as [(String, Double)])
    func decimalNumbersAreNumbers(text: String, value: Double) {
        #expect(DataTable.number(text) == value)
    }

    @Test(arguments: ["4891e27", "nan", "inf", "0x1A", "1.2.3", "-", ".", "", "١٢"])
    func otherTextIsNot(text: String) {
        #expect(DataTable.number(text) == nil)
    }
}
