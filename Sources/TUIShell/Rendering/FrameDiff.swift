/// Which rows of a frame a remote terminal (a browser's page, an SSH client) must redraw: those
/// that changed since the frame before, or all of them when the size or the look changed.
package struct FrameDiff {
    private var previous: (grid: CellGrid, appearance: Appearance)?

    package init() {}

    /// The rows of `grid` to send, remembering `grid` as the frame the other side now shows.
    package mutating func rows(toSend grid: CellGrid, appearance: Appearance) -> [Int] {
        defer { previous = (grid, appearance) }
        guard let previous, previous.appearance == appearance, previous.grid.width == grid.width,
            previous.grid.height == grid.height
        else { return Array(0..<grid.height) }
        return grid.changedRows(since: previous.grid)
    }
}
