import Testing

@testable import Screens
@testable import TUIShell

/// The command bar's editing as a user sees it (issue 36, defect 15): Tab's choices in rows of
/// their own and gone through by Tab, the draft kept across the history, a marked hidden start,
/// a hint that fits, a preview that does not contradict itself, Ctrl+W, and the Lab's field
/// completing too.
@MainActor
@Suite("Command bar editing")
struct CommandBarEditingTests {
    @Test func tabListsTheChoicesInRowsAndTabAgainGoesThroughThem() async throws {
        let run = try await runScript("key :\ntype app://\nkey tab")
        let lines = run.app.render().lines
        #expect(lines.contains { $0.contains("app://x-callback-url/register") }, "a choice is cut: \(lines)")
        #expect(lines.filter { $0.hasPrefix("app://") }.count >= 5, "the choices share one row: \(lines)")
        #expect(lines[22].hasPrefix("15 choices"), "\(lines[22])")
        _ = try await runScript("key tab", on: run.app)
        let frame = run.app.render()
        #expect(frame.lines.last == ":app://alert")
        let row = try #require(frame.lines.firstIndex { $0.hasPrefix("app://alert") })
        #expect(frame[0, row]?.style.role == .selection, "the choice in the field is marked in the list")
        #expect(frame.lines[22].hasPrefix("→ match alert"), "the preview is of the choice")
        _ = try await runScript("key tab", on: run.app)
        #expect(run.app.render().lines.last == ":app://goods/")
        _ = try await runScript("key shift+tab", on: run.app)
        #expect(run.app.render().lines.last == ":app://alert")
    }

    @Test func downAfterUpBringsBackWhatWasTyped() async throws {
        let run = try await runScript("key :\ntype app://goods/2\nkey enter\nwait 400ms\nkey :\ntype app://po\nkey up")
        #expect(run.app.render().lines.last == ":app://goods/2")
        _ = try await runScript("key down", on: run.app)
        #expect(run.app.render().lines.last == ":app://po")
        _ = try await runScript("key down", on: run.app)
        #expect(run.app.render().lines.last == ":app://po", "↓ at the draft keeps it")
    }

    @Test func aHiddenStartIsMarked() async throws {
        let run = try await runScript("key :\ntype app://goods/1?from=a-very-long-campaign-name", size: (30, 10))
        let field = try #require(run.app.render().lines.last)
        #expect(field.hasPrefix(":…") && field.hasSuffix("campaign-name"), "\(field)")
    }

    @Test(arguments: [(80, 24), (40, 12)])
    func theHintIsNeverCut(width: Int, height: Int) async throws {
        let run = try await runScript("key :", size: (width, height))
        let hint = run.app.render().lines[height - 2]
        #expect(!hint.contains("…") && hint.hasSuffix("Esc closes"), "\(hint)")
        if width == 80 { #expect(hint.contains("e.g. app://home") && hint.contains("Tab completes")) }
    }

    @Test func aLinkThatMatchesButMayNotOpenIsNotCalledANoMatch() async throws {
        let run = try await runScript("key :\ntype app://pay")
        let preview = run.app.render().lines[22]
        #expect(preview.hasPrefix("✗ forbidden: app://pay matches"), "\(preview)")
        #expect(!preview.contains("no match"))
    }

    @Test func ctrlWDeletesTheWordBeforeTheCursor() async throws {
        let run = try await runScript("key :\ntype app://goods/12\nkey ctrl+w")
        #expect(run.app.render().lines.last == ":app://goods/")
        _ = try await runScript("key ctrl+w", on: run.app)
        #expect(run.app.render().lines.last == ":app://")
        let lab = try await runScript("key 4\nkey /\ntype app://goods/12\nkey ctrl+w\nexpect Resolve: app://goods/")
        #expect(lab.status == 0, "a screen's field too: \(lab.output)")
    }

    @Test func theLabsFieldCompletesAsTheBarDoes() async throws {
        let run = try await runScript("key 4\nkey /\ntype app://la\nkey tab")
        let text = run.app.render().text
        #expect(text.contains("Resolve: app://lab") && text.contains("app://lab/transition/"), "\(text)")
        _ = try await runScript("key tab tab", on: run.app)
        #expect(run.app.render().lines.contains { $0.hasPrefix(" Resolve: app://lab/transition/") })
        #expect(run.app.window.selectedTabIndex == 3, "Tab completes in the field; it does not switch tabs")
    }
}
