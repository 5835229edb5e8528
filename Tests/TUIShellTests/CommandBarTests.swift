import Foundation
import Testing
import RouterCore
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

    @Test func upDownWalkTheHistoryAndTabCompletes() {
        let history = CommandHistory(directory: nil)
        history.add("app://goods/1")
        history.add("app://post/2")
        let bar = CommandBar(history: history) { ["app://user/login", "app://user/login/:phone([0-9]+)", "aop://blog/open"] }
        _ = bar.handle(.up)
        #expect(bar.text == "app://post/2")
        _ = bar.handle(.up)
        _ = bar.handle(.up)
        #expect(bar.text == "app://goods/1")
        _ = bar.handle(.down)
        _ = bar.handle(.down)
        #expect(bar.text == "")
        _ = bar.insert("app://u")
        _ = bar.handle(.tab)
        #expect(bar.text == "app://user/login")
        _ = bar.insert("x")
        _ = bar.handle(.backspace)
        _ = bar.handle(.left)
        _ = bar.insert("北")
        #expect(bar.text == "app://user/logi北n" && bar.field.cursor == 16)
    }

    @Test func aPastedNewlineSubmitsAndControlCharactersStayToBeReported() {
        let bar = CommandBar(history: CommandHistory(directory: nil)) { [] }
        guard case .submit(let url) = bar.insert("app://x\u{7}/y\nignored") else {
            Issue.record("the newline did not submit")
            return
        }
        #expect(url == "app://x\u{7}/y")
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
        #expect(canvas.grid.lines == ["京北京"])
        _ = wide.handle(.home)
        canvas.clear()
        wide.draw(in: &canvas, column: 0, row: 0, width: 8, focused: true)
        #expect(canvas.grid.lines == ["北京北…"])
    }
}
