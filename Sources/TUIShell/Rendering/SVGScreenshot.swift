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
        let page = appearance.pageColors
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
            for run in appearance.paintedRuns(of: grid, row: row) {
                svg += element(run, row: row, pageBackground: page.background)
            }
        }
        return svg + "</svg>\n"
    }

    private static func element(_ run: PaintedRun, row: Int, pageBackground: RGB) -> String {
        let x = run.column * cellWidth
        let y = row * cellHeight
        var element = ""
        if run.background != pageBackground {
            element +=
                "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(run.cells * cellWidth)\" height=\"\(cellHeight)\" fill=\"\(run.background)\"/>"
        }
        element +=
            "<text x=\"\(x)\" y=\"\(y + cellHeight * 4 / 5)\" textLength=\"\(run.cells * cellWidth)\" lengthAdjust=\"spacingAndGlyphs\" fill=\"\(run.foreground)\""
        if run.attributes.contains(.bold) { element += " font-weight=\"bold\"" }
        if run.attributes.contains(.underline) { element += " text-decoration=\"underline\"" }
        if run.attributes.contains(.dim) { element += " opacity=\"0.6\"" }
        return element + ">\(escaped(run.text))</text>\n"
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
