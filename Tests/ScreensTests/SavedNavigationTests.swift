import Foundation
import RouterCore
import TUIShell
import Testing

@testable import Screens

/// Saved navigation: URLs per tab plus the modal chain, rebuilt by `--restore`.
@MainActor
@Suite("Saved navigation and --restore")
struct SavedNavigationTests {
    private func freshApp() throws -> ShellApp {
        DemoApp.make(table: DemoRouteTable.builtIn, history: CommandHistory(directory: nil), size: (80, 24))
    }

    @Test func roundTripRebuildsTabsModalsAndTheSelectedTab() async throws {
        let before = try await runScript(
            """
            open app://goods/2
            open app://post/5
            open app://mine/edit_info?userId=7&targetId=9
            open app://user/login/13800138000
            key down enter
            wait 400ms
            """)
        let saved = SavedNavigation(window: before.app.window)
        let reread = try #require(SavedNavigation(bytes: Array(saved.jsonText.utf8)))
        #expect(reread == saved)

        let after = try freshApp()
        let warnings = await after.restore(reread)
        #expect(warnings.isEmpty)
        #expect(after.window.snapshot.jsonText == before.app.window.snapshot.jsonText)
        // Esc on Register goes back to Log in under it, then Esc closes the modal.
        let shown = try await runScript(
            "expect Create an account\nkey esc\nwait 400ms\nexpect Log in with your phone\nkey esc\nwait 400ms\nexpect targetId: 9",
            on: after
        )
        #expect(shown.status == 0, "\(shown.output)")
    }

    @Test func urlsThatNoLongerResolveOrAreGatedAreSkippedWithWarnings() async throws {
        let text = #"""
            {"version":1,"selectedTab":"Home","tabs":[{"name":"Home","urls":["app://home","app://retired/1","app://goods/1",
             "app://order/make?goodsID=1&count=1","aop://log?message=x"]},{"name":"Gone","urls":["app://gone"]}],
             "modals":[["app://user/login"]]}
            """#
        let saved = try #require(SavedNavigation(bytes: Array(text.utf8)))
        let app = try freshApp()
        let warnings = await app.restore(saved)
        #expect(warnings.count == 4, "\(warnings)")
        #expect(warnings[0].contains("app://retired/1") && warnings[0].contains("notFound"))
        #expect(warnings[1].contains("requireLogin"))
        #expect(warnings[2].contains("noScreen"))
        #expect(warnings[3].contains("Gone"))
        #expect(app.window.tabs[0].stack.screens.map(\.name) == ["Home", "GoodsDetail"])
        #expect(app.window.topScreen?.name == "Login")
        #expect(app.status.messages.contains { $0.text.hasPrefix("warning: skipped app://retired/1") })
    }

    @Test func savedFileIsWrittenAtomicallyAndACorruptOneIsSetAside() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tuishell-nav-\(UUID().uuidString)")
            .path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let directory = StateDirectory(path: folder)
        let app = try freshApp()
        try SavedNavigation(window: app.window).save(to: directory)
        let loaded = SavedNavigation.load(from: directory)
        #expect(loaded.navigation == SavedNavigation(window: app.window) && loaded.warning == nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == [SavedNavigation.fileName])

        try Data("{\"version\":1,\"tabs\":".utf8).write(
            to: URL(fileURLWithPath: folder + "/" + SavedNavigation.fileName))
        let corrupt = SavedNavigation.load(from: directory)
        #expect(corrupt.navigation == nil)
        #expect(corrupt.warning?.contains("set aside") == true)
        #expect(FileManager.default.fileExists(atPath: folder + "/navigation.json.corrupt"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/navigation.json"))
    }
}
