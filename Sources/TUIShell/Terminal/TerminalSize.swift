/// A terminal size in cells, written `COLSxROWS` (`80x24`) by `--size` and the script's `resize`.
package struct TerminalSize: Sendable, Equatable, CustomStringConvertible {
    /// Columns.
    package let width: Int
    /// Rows.
    package let height: Int

    /// Creates a size.
    package init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// Parses `COLSxROWS`, each from 1 to 1000; `nil` for anything else.
    package init?(_ text: String) {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
            (1...1000).contains(width), (1...1000).contains(height)
        else { return nil }
        self.init(width: width, height: height)
    }

    /// `80x24`.
    package var description: String { "\(width)x\(height)" }
}
