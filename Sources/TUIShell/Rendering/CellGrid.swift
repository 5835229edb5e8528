/// A rectangle of cells that screens draw into; the in-memory terminal and the curses backend
/// both show one.
package struct CellGrid: Equatable, Sendable {
    /// Columns.
    package private(set) var width: Int
    /// Rows.
    package private(set) var height: Int
    private var cells: [Cell]
    /// The parts that answer the mouse, in drawing order (later ones are on top).
    package internal(set) var regions: [HitRegion] = []

    /// A blank grid; negative sizes count as zero.
    package init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: .blank, count: self.width * self.height)
    }

    /// The cell at a position, or `nil` outside the grid.
    package subscript(column: Int, row: Int) -> Cell? {
        guard column >= 0, row >= 0, column < width, row < height else { return nil }
        return cells[row * width + column]
    }

    /// Blanks every cell.
    package mutating func clear() {
        for index in cells.indices { cells[index] = .blank }
    }

    /// Fills a rectangle with spaces in `style`.
    package mutating func fill(_ rect: Rect, style: Style = .plain) {
        let clipped = rect.intersection(Rect(x: 0, y: 0, width: width, height: height))
        for row in clipped.y..<clipped.maxY {
            for column in clipped.x..<clipped.maxX { cells[row * width + column] = Cell(character: " ", style: style) }
        }
    }

    /// Writes `text` from a position, clipped to `maxColumn` (exclusive) and the grid. Text cut
    /// short ends in `…` in the last column, so a reader sees that something is missing.
    ///
    /// - Returns: the column after the last character written.
    @discardableResult
    package mutating func write(_ text: String, column: Int, row: Int, style: Style = .plain, maxColumn: Int? = nil)
        -> Int
    {
        guard row >= 0, row < height else { return column }
        let limit = min(width, maxColumn ?? width)
        var x = column
        for written in text {
            // Control characters would reach the terminal as commands (escape sequences, bells);
            // they show as a visible replacement instead.
            let character = Self.isControl(written) ? "\u{FFFD}" : written
            let characterWidth = TextWidth.of(character)
            if characterWidth == 0 {
                // A combining mark joins the character before it; a zero-width character that does
                // not join it (a bidi override, a zero-width space) is dropped.
                if x > 0, x - 1 < limit, let previous = cells[row * width + x - 1].character {
                    let joined = String(previous) + String(character)
                    if joined.count == 1 { cells[row * width + x - 1].character = Character(joined) }
                }
                continue
            }
            if x + characterWidth > limit {
                markCut(row: row, limit: limit, from: column, style: style)
                return limit
            }
            if x >= 0 {
                clearWideCharacter(at: x, row: row)
                cells[row * width + x] = Cell(character: character, style: style)
                if characterWidth == 2 {
                    clearWideCharacter(at: x + 1, row: row)
                    cells[row * width + x + 1] = Cell(character: nil, style: style)
                }
            }
            x += characterWidth
        }
        return x
    }

    /// Records a region that answers the mouse, clipped to the grid.
    package mutating func addRegion(_ rect: Rect, _ target: HitTarget, layer: HitLayer = .screen) {
        let clipped = rect.intersection(Rect(x: 0, y: 0, width: width, height: height))
        if clipped.width > 0, clipped.height > 0 {
            regions.append(HitRegion(rect: clipped, target: target, layer: layer))
        }
    }

    /// Whether `character` is a control character (ASCII answered without the Unicode tables).
    private static func isControl(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        if scalar.isASCII { return scalar.value < 0x20 || scalar.value == 0x7F }
        return scalar.properties.generalCategory == .control
    }

    /// Copies `other` onto this grid with its top-left corner at a position, with its regions.
    package mutating func draw(_ other: CellGrid, atColumn column: Int, row: Int) {
        for region in other.regions {
            addRegion(
                Rect(
                    x: region.rect.x + column, y: region.rect.y + row, width: region.rect.width,
                    height: region.rect.height), region.target, layer: region.layer)
        }
        let first = max(0, column)
        let last = min(width, column + other.width) - 1
        guard first <= last else { return }
        for y in 0..<other.height where row + y >= 0 && row + y < height {
            for x in first...last {
                cells[(row + y) * width + x] = other.cells[y * other.width + x - column]
            }
            // A wide character the edge cuts in half would shift or spill the row (a slide
            // moving a CJK title): the half that is left becomes a blank.
            if cells[(row + y) * width + first].character == nil { cells[(row + y) * width + first].character = " " }
            let next = last - column + 1
            if next < other.width, other.cells[y * other.width + next].character == nil {
                cells[(row + y) * width + last].character = " "
            }
        }
    }

    /// Puts `…` in the last column of a cut write, over what was there (a wide character it
    /// halves leaves a blank).
    private mutating func markCut(row: Int, limit: Int, from start: Int, style: Style) {
        let column = limit - 1
        guard column >= max(0, start) else { return }
        clearWideCharacter(at: column, row: row)
        cells[row * width + column] = Cell(character: "…", style: style)
    }

    /// Keeps a half-overwritten wide character from leaving a dangling half.
    private mutating func clearWideCharacter(at column: Int, row: Int) {
        guard column >= 0, column < width else { return }
        let index = row * width + column
        if cells[index].character == nil, column > 0 {
            cells[index - 1] = .blank
        } else if column + 1 < width, cells[index + 1].character == nil {
            cells[index + 1] = .blank
        }
    }

    /// The rows as text, wide characters once, trailing spaces removed.
    package var lines: [String] {
        (0..<height).map { row in
            var line = ""
            for column in 0..<width {
                if let character = cells[row * width + column].character { line.append(character) }
            }
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    /// The whole grid as text, one line per row.
    package var text: String { lines.joined(separator: "\n") }

    /// The rows whose cells differ from `other`'s (all rows when the sizes differ).
    package func changedRows(since other: CellGrid) -> [Int] {
        guard other.width == width, other.height == height else { return Array(0..<height) }
        return (0..<height).filter { row in
            cells[(row * width)..<((row + 1) * width)] != other.cells[(row * width)..<((row + 1) * width)]
        }
    }
}

/// A rectangle in cells.
public struct Rect: Equatable, Sendable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    /// Creates a rectangle; negative sizes count as zero.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    public var maxX: Int { x + width }
    public var maxY: Int { y + height }

    /// Whether the cell at `column`, `row` is inside.
    public func contains(column: Int, row: Int) -> Bool {
        column >= x && column < maxX && row >= y && row < maxY
    }

    /// The overlap of two rectangles (empty when they do not touch).
    public func intersection(_ other: Rect) -> Rect {
        let left = max(x, other.x)
        let top = max(y, other.y)
        return Rect(x: left, y: top, width: min(maxX, other.maxX) - left, height: min(maxY, other.maxY) - top)
    }
}
