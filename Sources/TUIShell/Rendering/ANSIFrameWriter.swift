/// Frames as the bytes a terminal understands without curses (over SSH): the rows that changed
/// since the last frame, each as its painted runs (``PaintedRun``, what screenshots draw) in
/// 24-bit colour.
package struct ANSIFrameWriter {
    private var diff = FrameDiff()

    package init() {}

    /// What takes a terminal over: the alternate screen, no cursor, button and wheel reports in
    /// SGR form, bracketed paste, a clear screen.
    package static let start = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1006h\u{1B}[?2004h\u{1B}[2J"
    /// What gives it back.
    package static let stop = "\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1000l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"

    /// The bytes that turn the last frame into `grid`; empty when nothing changed.
    package mutating func bytes(for grid: CellGrid, appearance: Appearance) -> [UInt8] {
        let rows = diff.rows(toSend: grid, appearance: appearance)
        guard !rows.isEmpty else { return [] }
        var text = ""
        for row in rows {
            text += "\u{1B}[\(row + 1);1H"
            for run in appearance.paintedRuns(of: grid, row: row) {
                text += Self.sgr(run) + run.text
            }
        }
        return Array((text + "\u{1B}[0m").utf8)
    }

    private static func sgr(_ run: PaintedRun) -> String {
        var codes = "0"
        if run.attributes.contains(.bold) { codes += ";1" }
        if run.attributes.contains(.dim) { codes += ";2" }
        if run.attributes.contains(.underline) { codes += ";4" }
        let (foreground, background) = (run.foreground, run.background)
        codes += ";38;2;\(foreground.red);\(foreground.green);\(foreground.blue)"
        codes += ";48;2;\(background.red);\(background.green);\(background.blue)"
        return "\u{1B}[\(codes)m"
    }
}
