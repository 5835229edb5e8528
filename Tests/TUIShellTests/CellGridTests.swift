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

@Suite("Wide characters at a drawn grid's edges")
struct WideEdgeTests {
    @Test(arguments: [-1, -3, 1, 3])
    func aWideCharacterCutByTheEdgeLeavesABlankNotAHalf(column: Int) {
        var source = CellGrid(width: 8, height: 1)
        source.write("北京欢迎", column: 0, row: 0)
        var grid = CellGrid(width: 6, height: 1)
        grid.draw(source, atColumn: column, row: 0)
        // Every row reads as exactly as many cells as the grid is wide: no half is left to shift
        // the row (left edge) or spill past it (right edge).
        #expect(grid[0, 0]?.character != nil, "a right half at column 0")
        let lead = grid[5, 0]?.character.map { TextWidth.of($0) } ?? 1
        #expect(lead == 1, "a wide character in the last column")
        #expect(TextWidth.of(grid.lines[0]) <= 6)
    }
}
