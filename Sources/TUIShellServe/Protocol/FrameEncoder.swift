import RouterCore
import TUIShell

/// Frames as the page's messages: the rows that changed since the last frame sent, each as runs
/// of cells that look alike (``PaintedRun``, what screenshots draw), and the top screen's URL
/// when it changed.
///
/// ```json
/// {"type":"frame","width":80,"height":24,"page":["#c0c0c0","#1c1c1c"],
///  "rows":[[0,[[0,6," Home ","#ffffff","#005f87",1]]]],"url":"app://home"}
/// ```
///
/// A run is `[column, cells, text, foreground, background, attributes]`, the attributes a sum of
/// 1 (bold), 2 (underline) and 4 (dim). `width`, `height` and `page` come with every frame;
/// every row comes when the size or the look changed.
package struct FrameEncoder {
    private var diff = FrameDiff()
    private var previousURL: String?

    package init() {}

    /// The message for `grid`, or nil when nothing the page shows changed.
    package mutating func message(for grid: CellGrid, appearance: Appearance, url: String?) -> String? {
        let rows = diff.rows(toSend: grid, appearance: appearance)
        let urlChanged = url != previousURL
        guard !rows.isEmpty || urlChanged else { return nil }
        previousURL = url
        let page = appearance.pageColors
        var fields: [(String, JSONValue)] = [
            ("type", .string("frame")), ("width", .integer(grid.width)), ("height", .integer(grid.height)),
            ("page", .array([.string(page.foreground.description), .string(page.background.description)])),
            ("rows", .array(rows.map { row in .array([.integer(row), Self.runs(of: grid, row: row, appearance)]) })),
        ]
        if urlChanged { fields.append(("url", .string(url))) }
        return JSONValue.object(fields).jsonText
    }

    private static func runs(of grid: CellGrid, row: Int, _ appearance: Appearance) -> JSONValue {
        .array(
            appearance.paintedRuns(of: grid, row: row).map { run in
                var attributes = 0
                if run.attributes.contains(.bold) { attributes += 1 }
                if run.attributes.contains(.underline) { attributes += 2 }
                if run.attributes.contains(.dim) { attributes += 4 }
                return .array([
                    .integer(run.column), .integer(run.cells), .string(run.text),
                    .string(run.foreground.description), .string(run.background.description), .integer(attributes),
                ])
            })
    }
}
