import Foundation
import RouterCore
import Testing

@testable import TUIShell

/// A state file that cannot be read, written or decoded is a sentence with what happened, the
/// file's path and the system's reason (issue 36, defects 5 and 8).
@MainActor
@Suite("State file warnings")
struct StateFileWarningTests {
    private let folder = NSTemporaryDirectory() + "tuishell-warnings-\(UUID().uuidString)/default"

    private func app(history: CommandHistory) -> ShellApp {
        let screens = ScreenRegistry()
        for name in ["Hello", "About"] { screens.register(name) { _ in ListScreen(title: name, lines: []) } }
        let app = ShellApp.make(
            routes: {
                [
                    try Route("hello://hello", screen: "Hello", presentation: .tab("Hello")),
                    try Route("hello://about", screen: "About", access: .public),
                ]
            }, screens: screens, history: history)
        app.resize(width: 240, height: 24)
        return app
    }

    /// What the footer shows, row by row.
    private func footer(_ app: ShellApp) -> String { app.render().text }

    @Test func aHistoryThatCannotBeReadOrSavedSaysWhichFileAndWhyEachTime() async throws {
        try FileManager.default.createDirectory(atPath: folder + "/history.json", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let app = app(history: CommandHistory(directory: StateDirectory(path: folder)))
        #expect(
            footer(app).contains(
                "warning: could not read the command history from \(folder)/history.json: is a directory"))
        for _ in 0..<2 {
            await app.handle(.escape)
            await app.handle(.character(":"))
            await app.paste("hello://about")
            await app.handle(.enter)
            #expect(app.window.topScreen?.name == "About")
            #expect(
                footer(app).contains(
                    "warning: could not save the command history to \(folder)/history.json: is a directory"),
                "\(footer(app))")
        }
    }

    /// At 80 columns the warning wraps onto the rows above the tab bar instead of being cut, so
    /// its end — the path and the system's reason — shows (trial defect 5).
    @Test func aLongWarningIsShownWholeAtEightyColumns() throws {
        try FileManager.default.createDirectory(atPath: folder + "/history.json", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let app = app(history: CommandHistory(directory: StateDirectory(path: folder)))
        app.resize(width: 80, height: 24)
        let lines = app.render().lines
        let picture = lines.joined(separator: "\n")
        let message = "warning: could not read the command history from \(folder)/history.json: is a directory"
        #expect(lines[23].hasSuffix("is a directory"), "\(picture)")
        #expect(lines[22].hasPrefix(" 1 Hello"), "the tab bar is covered:\n\(picture)")
        let rows = lines[..<22].drop { !$0.hasPrefix("warning:") } + [lines[23]]
        #expect(rows.joined().filter { $0 != " " } == message.filter { $0 != " " }, "\(picture)")
    }

    @Test func aSavedNavigationThatIsAFolderIsReportedNotIgnored() throws {
        try FileManager.default.createDirectory(atPath: folder + "/navigation.json", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let loaded = SavedNavigation.load(from: StateDirectory(path: folder))
        #expect(loaded.navigation == nil)
        #expect(
            loaded.warning
                == "warning: could not read the saved navigation from \(folder)/navigation.json: is a directory")
    }

    @Test func aNavigationThatCannotBeSavedSaysWhichFileAndWhy() throws {
        try FileManager.default.createDirectory(atPath: folder + "/navigation.json", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let window = app(history: CommandHistory(directory: nil)).window
        #expect(
            SavedNavigation.save(window, to: StateDirectory(path: folder))
                == "warning: could not save the navigation to \(folder)/navigation.json: is a directory")
        // A file where the state folder should be: the file's path, and why.
        let blocked = StateDirectory(path: folder + "/file/instances/default")
        #expect(FileManager.default.createFile(atPath: folder + "/file", contents: Data()))
        #expect(
            SavedNavigation.save(window, to: blocked)
                == "warning: could not save the navigation to \(blocked.path)/navigation.json: not a directory")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["file", "navigation.json"])
    }

    /// What happened comes first, so that a narrow footer shows it; the full path after.
    @Test func aCorruptFileIsSetAsideWithThePointFirst() throws {
        let directory = StateDirectory(path: folder)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try directory.write(Data("{not json".utf8), to: "history.json")
        let history = CommandHistory(directory: directory)
        #expect(
            history.warning
                == "warning: history.json set aside as history.json.corrupt, unreadable: \(folder)/history.json")
        let app = app(history: history)
        app.resize(width: 60, height: 10)
        #expect(footer(app).contains("warning: history.json set aside as history.json.corrupt"), "\(footer(app))")
    }
}
