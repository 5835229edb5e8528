import RouterCore
import Testing

@testable import Screens
@testable import TUIShell

/// Help, the palette and the command bar as a user reads them (issue 25's polish).
@MainActor
@Suite("Help, palette and command bar")
struct HelpPaletteAndBarTests {
    @Test func helpHasSectionsExplanationsAndAFilter() async throws {
        let run = try await runScript("open app://goods/1\nwait 400ms\nkey ?", size: (90, 44))
        let text = run.app.render().text
        for section in ["This screen", "Navigation", "Global", "Command bar", "Palette"] {
            #expect(text.contains(section), "help lacks \(section)")
        }
        #expect(text.contains("dismiss a modal or pop the screen"))
        let filtered = try await runScript("key /\ntype palette", on: run.app)
        let lines = filtered.app.render().text
        #expect(
            lines.contains("Palette (Ctrl+P)") && lines.contains("Commands: Theme"),
            "a matching section title keeps its section")
        #expect(!lines.contains("Esc/Backspace/←"), "the filter keeps only matching lines")
        _ = try await runScript("key esc", on: run.app)
        #expect(run.app.render().text.contains("Esc/Backspace/←"), "Esc clears the filter first")
        _ = try await runScript("key esc", on: run.app)
        #expect(!run.app.render().text.contains("┌ Keys"))
    }

    /// Help opened on Home and left up while a link brings Log in over it lists what works
    /// over Log in: no tab keys under the modal, Esc back to dismiss it (trial defect 3).
    @Test func helpFollowsAScreenALinkBringsUnderIt() async throws {
        let run = try await runScript("key ?\nopen app://user/login\nwait 1s", size: (90, 44))
        let text = run.app.render().text
        #expect(text.contains("┌ Keys"), "\(text)")
        #expect(!text.contains("next / previous tab") && !text.contains("1–4"), "no tab keys under a modal: \(text)")
        #expect(text.contains("Esc/Backspace/←"), "Esc goes back from Log in: \(text)")
        #expect(text.contains("submit"), "Log in's own keys replace Home's: \(text)")
    }

    /// Keys typed in one go with `?` (handled before help is first drawn) still scroll it.
    @Test func keysRightAfterTheQuestionMarkScrollHelp() async throws {
        let run = try await runScript("key ? end", size: (80, 20))
        #expect(run.app.render().text.contains("Commands: Theme"), "\(run.app.render().text)")
    }

    @Test func theCommandBarPreviewsTheMatchAsYouType() async throws {
        let run = try await runScript(
            "key :\ntype app://goods/3?from=bar\nexpect → match goods.detail\nexpect id=3\nkey ctrl+u\ntype app://pay\nexpect ✗ forbidden: app://pay matches"
        )
        #expect(run.status == 0, "\(run.output)")
        #expect(run.app.window.topScreen?.name == "Home", "previewing opens nothing")
    }

    @Test func thePaletteHighlightsMatchesAndSaysWhichSettingIsInEffect() async throws {
        let run = try await runScript("key ctrl+p\nexpect Search routes, history, commands…\ntype gdet")
        #expect(run.status == 0, "\(run.output)")
        let frame = run.app.render()
        let row = try #require(frame.lines.firstIndex { $0.contains("goods.detail") })
        let marked = (0..<frame.width).filter { frame[$0, row]?.style.attributes.contains(.underline) == true }
        #expect(marked.map { frame.lines[row].map(String.init)[$0] } == ["g", "d", "e", "t"])
        #expect(marked.allSatisfy { frame[$0, row]?.style.role == .selection }, "the selected row's bar stays whole")
        let theme = try await runScript(
            "key esc\nkey ctrl+p\ntype theme\nexpect Theme: dark   command · in effect\nkey down enter", on: run.app)
        #expect(theme.status == 0, "\(theme.output)")
        #expect(run.app.render().lines.last == "Theme: light", "a switch is confirmed")
    }

    /// The last parameter's Enter opens the URL, and the prompt says so.
    @Test func theLastParametersEnterSaysOpen() async throws {
        let run = try await runScript(
            "key ctrl+p\ntype goods.det\nkey enter\ntype 3\nexpect Enter: open\nkey enter\nwait 400ms")
        #expect(run.status == 0, "\(run.output)")
        #expect(run.app.window.topScreen?.title == "Goods #3")
    }

    /// The command bar's and the palette's history keep only links that opened: not garbage, not
    /// `%00`, not a gated link whose login was cancelled.
    @Test func historyKeepsOnlyLinksThatOpened() async throws {
        let run = try await runScript(
            """
            key :
            type garbage
            key enter esc :
            type %00
            key enter esc :
            type app://order/make?goodsID=1
            key enter
            wait 400ms
            key esc
            wait 400ms
            key :
            type app://goods/2
            key enter
            wait 400ms
            key ctrl+p
            type goods.det
            key enter
            type 3
            key enter
            wait 400ms
            """)
        #expect(run.status == 0, "\(run.output)")
        #expect(run.app.history.entries == ["app://goods/2", "app://goods/3"])
    }

    @Test func theMessageLogKeepsWhatTheFooterShowed() async throws {
        let run = try await runScript(
            "open app://nope\nkey down\nopen aop://log?message=hi\nkey ctrl+p\ntype messages\nkey enter")
        let text = run.app.render().text
        #expect(text.contains("Messages"))
        #expect(text.contains("error: notFound"), "\(text)")
    }

    @Test func aCancelledLoginIsANoticeNotAnError() async throws {
        let run = try await runScript("open app://order/make?goodsID=1\nwait 400ms\nkey esc\nwait 400ms")
        let footer = try #require(run.status == 0 ? run.app.render().lines.last : nil)
        #expect(footer.hasPrefix("notice: logging in was cancelled"), "\(footer)")
        #expect(run.app.status.messages.last?.kind == .notice)
        #expect(run.app.status.messages.last?.kind.role == .warning, "drawn in the warning colour, not red")
    }
}
