import Testing

@testable import Screens
@testable import TUIShell

/// The palette's and the Router Lab's layout and hints (issue 36, defect 18).
@MainActor
@Suite("Palette and Lab layout")
struct PaletteAndLabLayoutTests {
    /// The column (in characters) where `text` starts on the first line holding it.
    private func column(of text: String, in lines: [String]) throws -> Int {
        let line = try #require(lines.first { $0.contains(text) }, "no \(text)")
        return line.distance(from: line.startIndex, to: try #require(line.range(of: text)).lowerBound)
    }

    @Test func thePalettesDetailsStayInTheirColumnWhilePaging() async throws {
        let run = try await runScript("key ctrl+p")
        let first = try column(of: "app://goods/", in: run.app.render().lines)
        for _ in 0..<2 {
            _ = try await runScript("key pgdn", on: run.app)
            _ = run.app.render()
        }
        let lines = run.app.render().lines
        #expect(lines.contains { $0.contains("xcallback.register") }, "PgDn shows the second page")
        #expect(try column(of: "app://x-callback-url", in: lines) == first)
    }

    @Test func thePaletteOverTheCommandBarShowsItsKeys() async throws {
        let run = try await runScript("key :\nkey ctrl+p")
        let footer = try #require(run.app.render().lines.last)
        #expect(footer.hasPrefix("Enter choose") && footer.contains("Esc close"), "\(footer)")
    }

    @Test func nothingMatchingOffersOnlyClosing() async throws {
        let run = try await runScript("key ctrl+p\ntype zzqqxx\nexpect nothing matches")
        #expect(run.app.render().lines.last == "Esc close")
    }

    @Test func downGoesToTheLabsRowBelow() async throws {
        let run = try await runScript("key 4\nkey right down")
        let frame = run.app.render()
        let row = try #require(frame.lines.firstIndex { $0.contains("target throws") })
        let column = try column(of: "target throws", in: [frame.lines[row]])
        #expect(frame[column, row]?.style.role == .selection, "\(frame.text)")
        _ = try await runScript("key up up", on: run.app)
        #expect(run.app.window.topScreen?.isEditingText == true, "↑ from the first row reaches the field")
    }

    @Test func theLabsRoutesLineUpInColumns() async throws {
        let lines = try await runScript("key 4").app.render().lines
        #expect(try column(of: "app://home", in: lines) == column(of: "app://goods/", in: lines))
    }

    @Test func theLabsPaneKeysAreShownAt80Columns() async throws {
        let footer = try #require(try await runScript("key 4").app.render().lines.last)
        #expect(footer.contains("]/[ pane"), "\(footer)")
    }

    @Test func theLabsPreviewShowsTheWildcard() async throws {
        let run = try await runScript("key 4\nkey /\ntype https://example.com/a/b\nexpect wildcard a/b")
        #expect(run.status == 0, "\(run.output)")
        #expect(!run.app.render().text.contains("parameters none"))
    }
}
