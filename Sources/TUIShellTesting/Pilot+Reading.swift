import RouterCore
import TUIShell

extension Pilot {
    /// One cell of the frame: its character (nil for the right half of a wide one) and style.
    public struct Cell: Equatable, Sendable {
        /// The character drawn.
        public let character: Character?
        /// How it is drawn: its theme role and attributes.
        public let style: Style
    }

    /// The frame's rows as text, wide characters once, trailing spaces removed.
    public var lines: [String] { app.render().lines }

    /// The frame as text, a line per row.
    public var text: String { lines.joined(separator: "\n") }

    /// Whether some row of the frame contains `text`.
    public func shows(_ text: String) -> Bool { find(text) != nil }

    /// The cell at `column`, `row`, or nil outside the frame.
    public func cell(column: Int, row: Int) -> Cell? {
        app.render()[column, row].map { Cell(character: $0.character, style: $0.style) }
    }

    /// The column and row where `text` first starts on the frame, counted in cells.
    public func find(_ text: String) -> (column: Int, row: Int)? {
        guard !text.isEmpty else { return nil }
        for (row, line) in lines.enumerated() {
            var start = line.startIndex
            while start < line.endIndex {
                if line[start...].hasPrefix(text) { return (TextWidth.of(line[..<start]), row) }
                start = line.index(after: start)
            }
        }
        return nil
    }

    /// The screen on top of everything.
    public var topScreen: Screen? { app.topScreen }

    /// The navigation state as the `stack` JSON a script's `stack` line prints.
    public var stackJSON: String { app.stackJSON }

    /// The current frame as an SVG picture, as F12 saves it.
    public func screenshot() -> String { app.screenshot() }

    /// Compares the frame's text with the file at `path`. A file that does not exist yet is
    /// written with the frame (and the comparison fails, so a new golden file is looked at
    /// before it is trusted); with `TUISHELL_UPDATE_GOLDEN=1` in the environment every file is
    /// rewritten.
    ///
    /// - Throws: ``PilotError/frameDiffers(path:expected:actual:)`` naming the first row that
    ///   differs, or ``PilotError/goldenRecorded(path:)``.
    public func expectFrame(matching path: String) throws(PilotError) {
        try GoldenFile(path: path).compare(text)
    }
}
