/// A frame as an SVG picture: what F12, the palette's `Screenshot` and a script's `screenshot
/// FILE` write. The root carries `data-cols`, `data-rows` and `data-cell-width`; each run of
/// same-styled cells is one `<text>` at `x` = column × cell width (over a `<rect>` when its
/// background is not the page's), so the picture can be read back cell by cell.
package enum SVGScreenshot {
    /// A cell's width and height in the picture, in pixels.
    package static let cellWidth = 9
    package static let cellHeight = 18

    /// The SVG text of `grid` drawn in `appearance`.
    package static func render(_ grid: CellGrid, appearance: Appearance) -> String {
        let page = colors(of: appearance.resolve(.plain))
        let width = grid.width * cellWidth
        let height = grid.height * cellHeight
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" viewBox="0 0 \(width) \(height)" \
            data-cols="\(grid.width)" data-rows="\(grid.height)" data-cell-width="\(cellWidth)" data-cell-height="\(cellHeight)" \
            data-theme="\(appearance.usesColor ? appearance.theme.name : "none")" xml:space="preserve">
            <style>text{font-family:"DejaVu Sans Mono",Menlo,Consolas,monospace;font-size:15px;white-space:pre}</style>
            <rect width="100%" height="100%" fill="\(page.background)"/>

            """
        for row in 0..<grid.height {
            var column = 0
            while column < grid.width {
                guard let first = grid[column, row] else { break }
                let start = column
                var text = ""
                while column < grid.width, let cell = grid[column, row], cell.style == first.style {
                    if let character = cell.character { text.append(character) }
                    column += 1
                }
                svg += run(
                    text, column: start, cells: column - start, row: row, style: appearance.resolve(first.style),
                    page: page)
            }
        }
        return svg + "</svg>\n"
    }

    private static func run(
        _ text: String, column: Int, cells: Int, row: Int, style: ResolvedStyle,
        page: (foreground: RGB, background: RGB)
    ) -> String {
        let (foreground, background) = colors(of: style, page: page)
        let x = column * cellWidth
        let y = row * cellHeight
        var element = ""
        if background != page.background {
            element +=
                "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(cells * cellWidth)\" height=\"\(cellHeight)\" fill=\"\(background)\"/>"
        }
        element +=
            "<text x=\"\(x)\" y=\"\(y + cellHeight * 4 / 5)\" textLength=\"\(cells * cellWidth)\" lengthAdjust=\"spacingAndGlyphs\" fill=\"\(foreground)\""
        if style.attributes.contains(.bold) { element += " font-weight=\"bold\"" }
        if style.attributes.contains(.underline) { element += " text-decoration=\"underline\"" }
        if style.attributes.contains(.dim) { element += " opacity=\"0.6\"" }
        return element + ">\(escaped(text))</text>\n"
    }

    /// A style's colours as drawn: its own, else the page's (black on white without colour),
    /// swapped when reversed.
    private static func colors(of style: ResolvedStyle, page: (foreground: RGB, background: RGB)? = nil) -> (
        foreground: RGB, background: RGB
    ) {
        var foreground = style.foreground ?? page?.foreground ?? RGB(0x000000)
        var background = style.background ?? page?.background ?? RGB(0xFFFFFF)
        if style.attributes.contains(.reverse) { swap(&foreground, &background) }
        return (foreground, background)
    }

    private static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            default: result.append(character)
            }
        }
        return result
    }
}
