/// A screen's drawing area: a window onto the terminal grid with its own origin and clipping.
public struct Canvas {
    /// The grid being drawn into.
    package private(set) var grid: CellGrid
    /// The area, in grid coordinates.
    public let bounds: Rect

    /// Creates a canvas over `bounds` of `grid`.
    package init(grid: CellGrid, bounds: Rect) {
        self.grid = grid
        self.bounds = bounds.intersection(Rect(x: 0, y: 0, width: grid.width, height: grid.height))
    }

    /// Runs `body` with a canvas over `bounds` of `grid`, drawing into `grid` itself: the grid is
    /// moved into the canvas and back, so drawing never copies the frame.
    package static func draw(in grid: inout CellGrid, bounds: Rect, _ body: (inout Canvas) -> Void) {
        var canvas = Canvas(grid: grid, bounds: bounds)
        grid = CellGrid(width: 0, height: 0)
        body(&canvas)
        grid = canvas.grid
    }

    /// Columns available.
    public var width: Int { bounds.width }
    /// Rows available.
    public var height: Int { bounds.height }

    /// Writes text at a position relative to the canvas, clipped to it, or to `width` columns
    /// when given; cut text ends in `…`.
    @discardableResult
    public mutating func write(_ text: String, column: Int = 0, row: Int, style: Style = .plain, width: Int? = nil)
        -> Int
    {
        guard row >= 0, row < height else { return column }
        let limit = min(bounds.maxX, width.map { bounds.x + column + max(0, $0) } ?? bounds.maxX)
        return grid.write(text, column: bounds.x + column, row: bounds.y + row, style: style, maxColumn: limit)
            - bounds.x
    }

    /// Fills a row of the canvas with a style (a selection bar).
    public mutating func fillRow(_ row: Int, style: Style) {
        guard row >= 0, row < height else { return }
        grid.fill(Rect(x: bounds.x, y: bounds.y + row, width: bounds.width, height: 1), style: style)
    }

    /// Makes `rect` (canvas coordinates) clickable: a click there calls the screen's
    /// ``Screen/click(item:)`` with `item`, as Enter on that row would.
    public mutating func addClickRegion(_ rect: Rect, item: Int) {
        addRegion(rect, .item(item))
    }

    /// Makes `rect` (canvas coordinates) answer the wheel: a wheel step there calls the screen's
    /// ``Screen/scroll(by:area:)`` with `area` (0 when the screen has one scrollable area).
    public mutating func addScrollRegion(_ rect: Rect, area: Int = 0) {
        addRegion(rect, .scrollArea(area))
    }

    /// Marks `rect` (canvas coordinates) as the focus, the selected row: the served page tells a
    /// screen reader it is the active item.
    public mutating func markFocus(_ rect: Rect) {
        addRegion(rect, .focus)
    }

    /// Records a region (canvas coordinates) that answers the mouse, clipped to the canvas.
    package mutating func addRegion(_ rect: Rect, _ target: HitTarget) {
        let inGrid = Rect(x: bounds.x + rect.x, y: bounds.y + rect.y, width: rect.width, height: rect.height)
        grid.addRegion(inGrid.intersection(bounds), target)
    }

    /// Fills the whole canvas.
    public mutating func clear(style: Style = .plain) {
        grid.fill(bounds, style: style)
    }
}
