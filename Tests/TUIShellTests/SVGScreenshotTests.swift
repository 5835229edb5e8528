import Testing

@testable import TUIShell

/// The SVG a screenshot writes: sized by cells, one `<text>` per run, colours and attributes kept.
@Suite("SVG screenshots")
struct SVGScreenshotTests {
    static func grid() -> CellGrid {
        var grid = CellGrid(width: 12, height: 2)
        grid.write("Home", column: 0, row: 0, style: Style(.title))
        grid.write("北京", column: 5, row: 0, style: .error)
        grid.write("a<b&c", column: 0, row: 1, style: .selection)
        return grid
    }

    /// The `<text>` elements as (x, fill, text).
    static func texts(_ svg: String) -> [(x: Int, fill: String, text: String, element: Substring)] {
        svg.split(separator: "\n").filter { $0.contains("<text") }.compactMap { line in
            let element = line[line.range(of: "<text")!.lowerBound...]
            guard let x = attribute("x", in: element).flatMap(Int.init), let fill = attribute("fill", in: element),
                let open = element.firstIndex(of: ">"), let close = element.range(of: "</text>")
            else { return nil }
            return (x, fill, String(element[element.index(after: open)..<close.lowerBound]), element)
        }
    }

    static func attribute(_ name: String, in element: Substring) -> String? {
        guard let start = element.range(of: " \(name)=\"") else { return nil }
        return String(element[start.upperBound...].prefix { $0 != "\"" })
    }

    @Test func theRootCarriesTheGridAndEachRunIsOneTextAtItsColumn() throws {
        let svg = SVGScreenshot.render(Self.grid(), appearance: Appearance(theme: .dark))
        let root = try #require(svg.split(separator: "\n").first { $0.hasPrefix("<svg") })
        #expect(Self.attribute("data-cols", in: root) == "12")
        #expect(Self.attribute("data-rows", in: root) == "2")
        #expect(Self.attribute("data-cell-width", in: root) == "\(SVGScreenshot.cellWidth)")
        let texts = Self.texts(svg)
        let home = try #require(texts.first { $0.text == "Home" })
        #expect(
            home.x == 0 && home.fill == "\(Theme.dark.paint(.title).foreground!)"
                && home.element.contains("font-weight=\"bold\""))
        let cjk = try #require(texts.first { $0.text == "北京" })
        #expect(cjk.x == 5 * SVGScreenshot.cellWidth && cjk.fill == "\(Theme.dark.paint(.error).foreground!)")
        #expect(
            cjk.element.contains("textLength=\"\(4 * SVGScreenshot.cellWidth)\""), "a wide character takes two cells")
        #expect(texts.contains { $0.text == "a&lt;b&amp;c" }, "markup in text is escaped")
        // Rows rebuilt from the runs read as the grid does.
        let row0 = texts.filter { $0.element.contains("y=\"\(SVGScreenshot.cellHeight * 4 / 5)\"") }.map(\.text)
            .joined()
        #expect(row0.hasPrefix("Home 北京"))
    }

    @Test func theThemesDrawTheSameCellInDifferentColoursAndNoColourHasNone() {
        let dark = SVGScreenshot.render(Self.grid(), appearance: Appearance(theme: .dark))
        let light = SVGScreenshot.render(Self.grid(), appearance: Appearance(theme: .light))
        let mono = SVGScreenshot.render(Self.grid(), appearance: Appearance(usesColor: false))
        #expect(
            Self.texts(dark).first { $0.text == "Home" }?.fill != Self.texts(light).first { $0.text == "Home" }?.fill)
        #expect(Set(Self.texts(mono).map(\.fill)).isSubset(of: ["#000000", "#ffffff"]), "black and white only")
    }
}
