import Testing

@testable import TUIShell

/// The scroll view's rules, SGR mouse reports, wrapping and the `…` at a cut.
@Suite("Scroll view, mouse reports, text layout")
struct ScrollAndMouseTests {
    @Test(
        arguments: [
            ("0;12;5M", MouseEvent(.click, column: 11, row: 4)), ("64;1;1M", MouseEvent(.wheelUp, column: 0, row: 0)),
            ("65;80;24M", MouseEvent(.wheelDown, column: 79, row: 23)),
            ("4;3;3M", MouseEvent(.click, column: 2, row: 2)),
            ("0;12;5m", nil), ("2;12;5M", nil), ("32;12;5M", nil), ("0;0;5M", nil), ("0;12M", nil), ("x;1;1M", nil),
            ("0;1;1", nil),
        ] as [(String, MouseEvent?)])
    func sgrReportsBecomePressesAndWheelSteps(report: String, event: MouseEvent?) {
        #expect(MouseEvent(sgr: report) == event)
    }

    @Test func aLogFollowsItsNewestRowUntilScrolledUp() {
        var log = ScrollView(isLog: true)
        log.layout(contentHeight: 10, viewportHeight: 4)
        #expect(log.visibleRows == 6..<10 && log.hidesAbove && !log.hidesBelow)
        log.layout(contentHeight: 12, viewportHeight: 4)
        #expect(log.visibleRows == 8..<12, "a new row scrolls the log")
        log.scroll(by: -3)
        log.layout(contentHeight: 15, viewportHeight: 4)
        #expect(log.visibleRows == 5..<9, "scrolled up: new rows do not move the view")
        let handled = log.handle(.end)
        #expect(handled)
        log.layout(contentHeight: 16, viewportHeight: 4)
        #expect(log.visibleRows == 12..<16, "back at the end it follows again")
    }

    @Test func aListViewRevealsRowsAndPages() {
        var view = ScrollView()
        view.layout(contentHeight: 30, viewportHeight: 10)
        #expect(view.visibleRows == 0..<10 && !view.hidesAbove && view.hidesBelow)
        view.reveal(15)
        #expect(view.visibleRows == 6..<16)
        _ = view.handle(.pageDown)
        #expect(view.offset == 15)
        _ = view.handle(.pageDown)
        #expect(view.offset == 20, "paging stops at the end")
        _ = view.handle(.home)
        #expect(view.offset == 0)
        let enterScrolls = view.handle(.enter)
        #expect(!enterScrolls)
        view.layout(contentHeight: 5, viewportHeight: 10)
        #expect(view.visibleRows == 0..<5 && !view.hidesAbove && !view.hidesBelow)
    }

    @Test(
        arguments: [
            ("one two three", 7, ["one two", "three"]), ("abcdefghij", 4, ["abcd", "efgh", "ij"]),
            ("a\nb", 5, ["a", "b"]),
            ("北京欢迎你", 4, ["北京", "欢迎", "你"]), ("", 3, [""]), ("fits", 4, ["fits"]),
        ] as [(String, Int, [String])])
    func wrapping(text: String, width: Int, lines: [String]) {
        #expect(TextWidth.wrap(text, to: width) == lines)
        #expect(TextWidth.wrap(text, to: width).allSatisfy { TextWidth.of($0) <= width })
    }

    @Test(arguments: [
        ("Hello, world", 8, "Hello, …"), ("北京欢迎你", 6, "北京 …"), ("北京欢迎你", 5, "北京…"), ("北京欢迎你", 7, "北京欢…"),
        ("short", 8, "short"),
    ])
    func aCutWriteEndsInAnEllipsis(text: String, width: Int, shown: String) {
        var grid = CellGrid(width: 10, height: 1)
        grid.write(text, column: 0, row: 0, maxColumn: width)
        #expect(grid.lines[0] == shown)
    }
}
