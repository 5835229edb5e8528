import Testing

@testable import TUIShell

/// Frames as escape sequences for a terminal reached without curses: changed rows only, each
/// run at its place in its colours.
@Suite("Frames as escape sequences")
struct ANSIFrameWriterTests {
    @Test func theFirstFrameDrawsEveryRowThenOnlyChangedOnes() {
        var writer = ANSIFrameWriter()
        var grid = CellGrid(width: 10, height: 3)
        grid.write("Home", column: 0, row: 0, style: Style(.title))
        let appearance = Appearance(theme: .dark)
        let first = String(decoding: writer.bytes(for: grid, appearance: appearance), as: UTF8.self)
        #expect(first.contains("\u{1B}[1;1H") && first.contains("\u{1B}[2;1H") && first.contains("\u{1B}[3;1H"))
        #expect(first.contains("Home"))
        let title = appearance.paintedRuns(of: grid, row: 0)[0]
        let color = "38;2;\(title.foreground.red);\(title.foreground.green);\(title.foreground.blue)"
        #expect(first.contains(color))
        #expect(writer.bytes(for: grid, appearance: appearance).isEmpty)
        grid.write("Mine", column: 2, row: 2)
        let second = String(decoding: writer.bytes(for: grid, appearance: appearance), as: UTF8.self)
        #expect(second.hasPrefix("\u{1B}[3;1H"))
        #expect(!second.contains("\u{1B}[1;1H"))
        #expect(second.hasSuffix("\u{1B}[0m"))
    }
}
