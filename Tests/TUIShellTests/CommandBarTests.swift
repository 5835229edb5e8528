import Foundation
import RouterCore
import Testing

@testable import TUIShell

@MainActor
@Suite("Command bar history and completion")
struct CommandBarTests {
    private func temporaryDirectory() -> StateDirectory {
        StateDirectory(path: NSTemporaryDirectory() + "tuishell-state-\(UUID().uuidString)/tuishell")
    }

    @Test func historyIsSavedAtomicallyAndReloaded() throws {
        let directory = temporaryDirectory()
        let history = CommandHistory(directory: directory)
        history.add("app://goods/1")
        history.add("app://post/2")
        history.add("app://goods/1")
        #expect(CommandHistory(directory: directory).entries == ["app://post/2", "app://goods/1"])
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(files == ["history.json"])
    }

    @Test func aCorruptHistoryIsSetAsideWithAWarning() throws {
        let directory = temporaryDirectory()
        try directory.write(Data("{not json".utf8), to: "history.json")
        let history = CommandHistory(directory: directory)
        #expect(history.entries.isEmpty)
        #expect(history.warning?.contains("history.json.corrupt") == true)
        #expect(FileManager.default.fileExists(atPath: directory.path + "/history.json.corrupt"))
        history.add("app://home")
        #expect(CommandHistory(directory: directory).entries == ["app://home"])
    }

    @Test func upDownWalkTheHistoryAndTabCompletes() async {
        let history = CommandHistory(directory: nil)
        history.add("app://goods/1")
        history.add("app://post/2")
        let bar = CommandBar(
            history: history, patterns: { ["app://user/login", "app://user/login/:phone([0-9]+)", "aop://blog/open"] },
            submit: { _ in nil })
        _ = await bar.handle(.up)
        #expect(bar.text == "app://post/2")
        _ = await bar.handle(.up)
        _ = await bar.handle(.up)
        #expect(bar.text == "app://goods/1")
        _ = await bar.handle(.down)
        _ = await bar.handle(.down)
        #expect(bar.text == "")
        _ = await bar.paste("app://u")
        _ = await bar.handle(.tab)
        #expect(bar.text == "app://user/login")
        _ = await bar.paste("x")
        _ = await bar.handle(.backspace)
        _ = await bar.handle(.left)
        _ = await bar.paste("北")
        #expect(bar.text == "app://user/logi北n" && bar.field.cursor == 16)
    }

    @Test func aPastedNewlineSubmitsAndControlCharactersStayToBeReported() async {
        var submitted: [String] = []
        let bar = CommandBar(
            history: CommandHistory(directory: nil), patterns: { [] },
            submit: {
                submitted.append($0)
                return nil
            })
        let response = await bar.paste("app://x\u{7}/y\nignored")
        #expect(response == .close)
        #expect(submitted == ["app://x\u{7}/y"])
    }

    /// Tab completes to the longest common prefix, never into `:name(…)`, and lists the choices
    /// when the prefix is ambiguous; a failed submission keeps the bar open with its error.
    @Test func tabStopsBeforeParametersAndListsAmbiguousChoices() async {
        let patterns = [
            "app://goods/:id([0-9]+)", "app://home", "app://user/login", "app://user/login/:phone([0-9]+)",
            "https:///*",
        ]
        let bar = CommandBar(
            history: CommandHistory(directory: nil), patterns: { patterns }, submit: { "notFound: \($0)" })
        _ = await bar.paste("app://go")
        _ = await bar.handle(.tab)
        #expect(bar.text == "app://goods/")
        #expect(bar.completion.choices.isEmpty)
        _ = await bar.handle(.control("l"))
        _ = await bar.paste("app://")
        _ = await bar.handle(.tab)
        #expect(bar.text == "app://")
        #expect(bar.completion.choices == ["app://goods/", "app://home", "app://user/login", "app://user/login/"])
        #expect(await bar.handle(.enter) == .handled)
        #expect(bar.error == "notFound: app://")
    }
}

@MainActor
@Suite("Text field")
struct TextFieldTests {
    @Test func editsAndScrollsByColumns() {
        var field = TextField(text: "13800")
        let usedBackspace = field.handle(.backspace)
        #expect(usedBackspace && field.text == "1380")
        _ = field.handle(.home)
        field.insert("+86 ")
        #expect(field.text == "+86 1380" && field.cursor == 4)
        let usedEnter = field.handle(.enter)
        #expect(!usedEnter)
        var wide = TextField(text: "北京北京北京")
        _ = wide.handle(.end)
        var canvas = Canvas(grid: CellGrid(width: 8, height: 1), bounds: Rect(x: 0, y: 0, width: 8, height: 1))
        wide.draw(in: &canvas, column: 0, row: 0, width: 8, focused: true)
        // The start is hidden: a `…` in a cell of its own says so.
        #expect(canvas.grid.lines == ["…京北京"])
        _ = wide.handle(.home)
        canvas.clear()
        wide.draw(in: &canvas, column: 0, row: 0, width: 8, focused: true)
        #expect(canvas.grid.lines == ["北京北…"])
    }

    /// A long text shows the part around the cursor, whichever end the cursor is near.
    @Test func aLongTextShowsThePartAroundTheCursor() {
        var field = TextField()
        for character in String(repeating: "0123456789", count: 900) { _ = field.handle(.character(character)) }
        #expect(field.text.count == 9000 && field.cursor == 9000)
        var canvas = Canvas(grid: CellGrid(width: 10, height: 1), bounds: Rect(x: 0, y: 0, width: 10, height: 1))
        field.draw(in: &canvas, column: 0, row: 0, width: 10, focused: true)
        #expect(canvas.grid.lines == ["…23456789"])
        #expect(canvas.grid[9, 0]?.style == .selection)
        for _ in 0..<12 { _ = field.handle(.left) }
        field.insert("北")
        canvas.clear()
        field.draw(in: &canvas, column: 0, row: 0, width: 10, focused: true)
        // The cursor's cell (on the 8 after 北) is the last one, over the `…` of the cut.
        #expect(canvas.grid.lines == ["…234567北8"])
        #expect(canvas.grid[9, 0]?.character == "8" && canvas.grid[9, 0]?.style == .selection)
        _ = field.handle(.home)
        canvas.clear()
        field.draw(in: &canvas, column: 0, row: 0, width: 10, focused: true)
        #expect(canvas.grid.lines == ["012345678…"])
        #expect(field.text.count == 9001 && field.text.hasSuffix("北890123456789"))
    }
}
