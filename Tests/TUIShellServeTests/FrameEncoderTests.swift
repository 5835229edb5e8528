import RouterCore
import Testing

@testable import TUIShell
@testable import TUIShellServe

/// Frames as the page receives them: changed rows only, the address when it changes, and the
/// same runs and colours an SVG screenshot of the frame draws.
@Suite("Frames for the page")
struct FrameEncoderTests {
    static func grid(selected: Int = 0) -> CellGrid {
        var grid = CellGrid(width: 20, height: 4)
        grid.write(" Home ", column: 0, row: 0, style: Style(.title))
        for index in 0..<3 {
            grid.write(
                "Goods #\(index + 1) 北京", column: 1, row: 1 + index, style: index == selected ? .selection : .plain)
        }
        return grid
    }

    static func message(_ text: String?) throws -> JSONValue {
        try JSONParser.parse(try #require(text))
    }

    /// A whole number as the parser reads it back (a JSON number).
    static func integer(_ value: JSONValue?) -> Int? {
        switch value {
        case .integer(let number)?: number
        case .number(let number)?: Int(exactly: number)
        default: nil
        }
    }

    static func rowNumbers(_ message: JSONValue) -> [Int] {
        message["rows"]?.arrayValue?.compactMap { integer($0.arrayValue?.first) } ?? []
    }

    @Test func theFirstFrameHasEveryRowThenOnlyWhatChanged() throws {
        var encoder = FrameEncoder()
        let appearance = Appearance(theme: .dark)
        let first = try Self.message(encoder.message(for: Self.grid(), appearance: appearance, url: "app://home"))
        #expect(Self.rowNumbers(first) == [0, 1, 2, 3])
        #expect(first["url"] == .string("app://home"))
        #expect(Self.integer(first["width"]) == 20)
        #expect(encoder.message(for: Self.grid(), appearance: appearance, url: "app://home") == nil)
        let moved = try Self.message(
            encoder.message(for: Self.grid(selected: 1), appearance: appearance, url: "app://home"))
        #expect(Self.rowNumbers(moved) == [1, 2])
        #expect(moved["url"] == nil)
        let navigated = try Self.message(
            encoder.message(for: Self.grid(selected: 1), appearance: appearance, url: "app://goods/2"))
        #expect(Self.rowNumbers(navigated) == [])
        #expect(navigated["url"] == .string("app://goods/2"))
        let relit = try Self.message(
            encoder.message(for: Self.grid(selected: 1), appearance: Appearance(theme: .light), url: "app://goods/2"))
        #expect(Self.rowNumbers(relit) == [0, 1, 2, 3])
    }

    @Test(arguments: [Appearance(theme: .dark), Appearance(theme: .light), Appearance(usesColor: false)])
    func thePageDrawsWhatTheScreenshotDraws(appearance: Appearance) throws {
        var encoder = FrameEncoder()
        let grid = Self.grid(selected: 2)
        let frame = try Self.message(encoder.message(for: grid, appearance: appearance, url: nil))
        let pageRuns: [(x: Int, fill: String, text: String)] = try #require(frame["rows"]?.arrayValue).flatMap { row in
            (row.arrayValue?[1].arrayValue ?? []).compactMap { run in
                guard let column = Self.integer(run.arrayValue?[0]), case .string(let text)? = run.arrayValue?[2],
                    case .string(let fill)? = run.arrayValue?[3]
                else { return nil }
                return (column * SVGScreenshot.cellWidth, fill, text)
            }
        }
        let svgRuns = SVGScreenshotTextElements.parse(SVGScreenshot.render(grid, appearance: appearance))
        #expect(pageRuns.map(\.x) == svgRuns.map(\.x))
        #expect(pageRuns.map(\.fill) == svgRuns.map(\.fill))
        #expect(pageRuns.map(\.text) == svgRuns.map { $0.text.replacingOccurrences(of: "&amp;", with: "&") })
    }
}

/// The `<text>` elements of a screenshot, read back as (x, fill, text).
enum SVGScreenshotTextElements {
    static func parse(_ svg: String) -> [(x: Int, fill: String, text: String)] {
        svg.split(separator: "\n").flatMap { line in
            line.components(separatedBy: "<text").dropFirst().compactMap { element -> (Int, String, String)? in
                guard let x = attribute("x", in: element).flatMap(Int.init), let fill = attribute("fill", in: element),
                    let open = element.firstIndex(of: ">"), let close = element.range(of: "</text>")
                else { return nil }
                return (x, fill, String(element[element.index(after: open)..<close.lowerBound]))
            }
        }
    }

    private static func attribute(_ name: String, in element: String) -> String? {
        guard let start = element.range(of: " \(name)=\"") else { return nil }
        return String(element[start.upperBound...].prefix { $0 != "\"" })
    }
}

/// The server's `NO_COLOR` is about its own log's terminal: visitors still get the theme's
/// colours, and the theme the server names.
@Suite("A visitor's look")
struct VisitorAppearanceTests {
    @Test func theServersNoColorDoesNotReachVisitors() throws {
        let server = ["NO_COLOR": "1", "TUISHELL_THEME": "light", "HOME": "/root"]
        let visitor = Appearance(environment: TUIServer.visitorEnvironment(server))
        #expect(visitor.usesColor)
        #expect(visitor.theme == .light)
        var encoder = FrameEncoder()
        let message = try FrameEncoderTests.message(
            encoder.message(for: FrameEncoderTests.grid(), appearance: visitor, url: nil))
        let title = try #require(message["rows"]?.arrayValue?.first?.arrayValue?.last?.arrayValue?.first?.arrayValue)
        #expect(title[4] == .string(try #require(Theme.light.paint(.title).background).description))
    }
}

@Suite("The page")
struct PageTitleTests {
    @Test func thePageIsTitledWithTheAppsNameEscaped() {
        let page = String(decoding: PageRoutes.titled("gitview <&\"x\">"), as: UTF8.self)
        #expect(page.contains("<title>gitview &lt;&amp;&quot;x&quot;&gt;</title>"))
        #expect(!page.contains("<title>tuishell</title>"))
    }
}
