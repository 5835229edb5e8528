import Screens
import Testing

@testable import TUIShell

/// Footer messages as a user reads them at 80×24 (issue #36, defect 5): the newest replaces,
/// and none covers the title bar or the tab bar.
@MainActor
@Suite("Footer messages")
struct FooterMessageTests {
    static func app() -> ShellApp {
        let app = DemoApp.make(table: DemoRouteTable.builtIn, history: CommandHistory(directory: nil), size: (80, 24))
        app.screenshotReceiver = { _ in "screenshot: sent" }
        return app
    }

    static func expectChrome(_ lines: [String]) {
        #expect(lines[0].hasPrefix(" Home"), "the title bar is covered:\n\(lines.joined(separator: "\n"))")
        #expect(lines[22].hasPrefix(" 1 Home │"), "the tab bar is covered:\n\(lines.joined(separator: "\n"))")
    }

    @Test func twentyFiveScreenshotsLeaveOneLine() async throws {
        let run = try await runScript(Array(repeating: "key f12", count: 25).joined(separator: "\n"), on: Self.app())
        let lines = run.app.render().lines
        #expect(lines.filter { $0.contains("screenshot: sent") }.count == 1, "\(lines.joined(separator: "\n"))")
        #expect(lines[23] == "screenshot: sent")
        Self.expectChrome(lines)
    }

    @Test func aNewMessageReplacesTheOneShown() {
        let app = Self.app()
        app.status.show("Paid: order #1", kind: .success)
        app.status.show("Logged in", kind: .success)
        let lines = app.render().lines
        #expect(lines[23] == "Logged in")
        #expect(!lines.contains { $0.contains("Paid") }, "\(lines.joined(separator: "\n"))")
    }

    /// A message taller than its rows keeps its start (what happened) and its end (why), over
    /// an earlier warning, and leaves the title bar and the tab bar (trial defect 5).
    @Test func aMessageTallerThanItsRoomKeepsItsStartAndItsEnd() {
        let app = DemoApp.make(table: DemoRouteTable.builtIn, history: CommandHistory(directory: nil), size: (40, 6))
        app.status.show("warning: first", kind: .warning)
        let words = (1...30).map { "word\($0)" }.joined(separator: " ")
        app.status.show("error: forbidden: \(words) the end", kind: .error)
        let lines = app.render().lines
        #expect(lines[0].hasPrefix(" Home") && lines[4].hasPrefix(" 1 Home"), "\(lines.joined(separator: "\n"))")
        #expect(lines[3].hasPrefix("error: forbidden: word1") && lines[3].hasSuffix("…"))
        #expect(lines[5].hasSuffix("the end"), "\(lines.joined(separator: "\n"))")
    }

    /// Warnings stay together, above the tab bar, on at most half the screen, with a count of
    /// the ones left out.
    @Test func manyWarningsKeepTheTitleAndTheTabBar() {
        let app = Self.app()
        for number in 1...30 { app.status.show("warning: number \(number)", kind: .warning) }
        let lines = app.render().lines
        Self.expectChrome(lines)
        #expect(lines[23] == "warning: number 30")
        #expect(lines[21] == "warning: number 29")
        #expect(lines[12] == "… 20 earlier: Ctrl+P, Messages", "\(lines.joined(separator: "\n"))")
        #expect(!lines[11].hasPrefix("warning") && !lines[11].hasPrefix("…"), "more than half the screen covered")
    }
}
