/// A run of same-styled cells on one row, with the colours it is drawn in: what an SVG
/// screenshot and a served page both draw, so a picture and a page of the same frame agree.
package struct PaintedRun: Equatable, Sendable {
    /// The characters of the run (a wide character's right half adds none).
    package var text: String
    /// The first cell's column.
    package var column: Int
    /// How many cells the run covers.
    package var cells: Int
    /// The text's colour, after `reverse` is applied.
    package var foreground: RGB
    /// The cells' colour, after `reverse` is applied.
    package var background: RGB
    /// Bold, underline and dim (`reverse` is already in the colours).
    package var attributes: TextAttributes
}

extension Appearance {
    /// The colours of plain text: the theme's, or black on white without colour.
    package var pageColors: (foreground: RGB, background: RGB) { colors(of: resolve(.plain), page: nil) }

    /// Row `row` of `grid` as runs of cells that look alike, left to right.
    package func paintedRuns(of grid: CellGrid, row: Int) -> [PaintedRun] {
        let page = pageColors
        var runs: [PaintedRun] = []
        var column = 0
        while column < grid.width {
            guard let first = grid[column, row] else { break }
            let start = column
            var text = ""
            while column < grid.width, let cell = grid[column, row], cell.style == first.style {
                if let character = cell.character { text.append(character) }
                column += 1
            }
            let style = resolve(first.style)
            let (foreground, background) = colors(of: style, page: page)
            runs.append(
                PaintedRun(
                    text: text, column: start, cells: column - start, foreground: foreground, background: background,
                    attributes: style.attributes.subtracting(.reverse)))
        }
        return runs
    }

    /// A style's colours as drawn: its own, else the page's (black on white without colour),
    /// swapped when reversed.
    private func colors(of style: ResolvedStyle, page: (foreground: RGB, background: RGB)?) -> (
        foreground: RGB, background: RGB
    ) {
        var foreground = style.foreground ?? page?.foreground ?? RGB(0x000000)
        var background = style.background ?? page?.background ?? RGB(0xFFFFFF)
        if style.attributes.contains(.reverse) { swap(&foreground, &background) }
        return (foreground, background)
    }
}
