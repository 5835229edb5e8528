import Testing

@testable import TUIShell

/// `▲`/`▼` have a cell of their own: text beside them is cut with `…`, never overwritten
/// (issue #36, defect 11: `¥59` read `¥5▼`).
@MainActor
@Suite("Scroll markers")
struct ScrollMarkerTests {
    /// What `draw` leaves in a `width` × `height` grid, row by row.
    static func picture(width: Int, height: Int, _ draw: (inout Canvas) -> Void) -> [String] {
        var grid = CellGrid(width: width, height: height)
        Canvas.draw(in: &grid, bounds: Rect(x: 0, y: 0, width: width, height: height), draw)
        return grid.lines
    }

    @Test func aListRowBesideAMarkerIsCutNotOverwritten() {
        let goods = ["Goods #1 ¥399", "Goods #2 ¥59", "Goods #3 ¥88"]
        let screen = ListScreen(title: "Home", items: goods.map { ListScreen.Item($0, url: "app://goods") })
        let rows = Self.picture(width: 15, height: 3) { screen.draw(in: &$0) }
        #expect(rows[2] == "   Goods #2 ¥…▼", "\(rows)")
    }

    @Test func aListThatFitsUsesEveryColumn() {
        let screen = ListScreen(title: "Goods", lines: ["Price: ¥59"])
        let rows = Self.picture(width: 12, height: 3) { screen.draw(in: &$0) }
        #expect(rows[1] == "  Price: ¥59", "\(rows)")
    }

    @Test func aTableCellBesideAMarkerIsCutNotOverwritten() {
        var table = DataTable(
            columns: [TableColumn("Item")], rows: ["Terminal mug", "Router handbook", "Keyboard"].map { .init([$0]) })
        let rows = Self.picture(width: 14, height: 3) {
            table.draw(in: &$0, area: Rect(x: 0, y: 0, width: 14, height: 3))
        }
        #expect(rows[2] == "  Router han…▼", "\(rows)")
    }
}
