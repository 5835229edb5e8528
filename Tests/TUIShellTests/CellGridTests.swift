import Testing
@testable import TUIShell

/// What reaches the terminal when text is written into a grid.
@Suite("Writing text into a cell grid")
struct CellGridTests {
    @Test func combiningMarksJoinTheCharacterBefore() {
        var grid = CellGrid(width: 6, height: 1)
        grid.write("e\u{301}x", column: 0, row: 0)
        #expect(grid[0, 0]?.character == "é")
        #expect(grid[1, 0]?.character == "x")
    }

    /// Found by the hostile-input table: a bidi override after text trapped ("more than one
    /// extended grapheme cluster") when it was glued onto the previous cell.
    @Test(arguments: ["\u{202E}", "\u{200B}", "\u{2066}", "\u{FEFF}"])
    func zeroWidthCharactersThatDoNotJoinAreDropped(_ invisible: String) {
        var grid = CellGrid(width: 6, height: 1)
        grid.write("a\(invisible)b", column: 0, row: 0)
        #expect(grid.lines == ["ab"])
    }

    @Test func controlCharactersShowAsReplacementsAndNeverReachTheTerminal() {
        var grid = CellGrid(width: 12, height: 1)
        let end = grid.write("a\u{1B}[2J\u{7}\u{9B}b", column: 0, row: 0)
        #expect(grid.lines == ["a�[2J��b"])
        #expect(end == 8)
    }
}
