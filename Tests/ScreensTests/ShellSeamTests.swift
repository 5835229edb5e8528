import Foundation
import RouterCore
import Testing

@testable import Screens
@testable import TUIShell

/// The seams between the shell's parts, as a new user met them (issue 25): each test drives the
/// demo headlessly the way a person would and checks what they would see.
@MainActor
@Suite("Shell seams: modals, the login gate, state, footers")
struct ShellSeamTests {
    /// Log in is up over Goods #3 (from Buy), focus moved off its phone field so keys are not
    /// typed into it.
    private static let loginOverGoods = "open app://goods/3\nwait 400ms\nkey enter\nwait 400ms\nkey down\n"

    /// Defect 1: under a modal the tab keys do nothing, and the footer does not offer them.
    @Test(arguments: ["3", "tab", "shift+tab"])
    func tabKeysDoNothingUnderAModal(key: String) async throws {
        let run = try await runScript(Self.loginOverGoods + "key \(key)\nstack\nkey esc\nwait 400ms\nstack")
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.stacks.first?.topScreen == "Login")
        #expect(run.stacks.first?["selectedTab"] == .string("Home"))
        #expect(run.stacks.last?.topScreen == "GoodsDetail", "Esc lands where Buy was, not on another tab")
    }

    @Test func aModalCoversTheTabBarAndItsFooterOffersNoTabKeys() async throws {
        let run = try await runScript(Self.loginOverGoods)
        let frame = run.app.render()
        #expect(!frame.text.contains("1 Home │"), "\(frame.text)")
        let footer = frame.lines.last ?? ""
        #expect(!footer.contains("tab"), "\(footer)")
        #expect(footer.contains("Esc back"), "\(footer)")
        #expect(!run.app.keys.activeBindings.contains { $0.keys.contains(.tab) || $0.keys.contains(.character("1")) })
    }

    /// Defect 2: every way to an order goes through the login; logging in resumes it.
    @Test(arguments: [
        "open mediator://Order/makeScreen?goodsID=3",
        "open app://order/make?goodsID=3",
        "open app://goods/3\nwait 400ms\nkey enter",
        "open-internal mediator://Order/makeScreen?goodsID=3",
    ])
    func everyWayToAnOrderAsksForALogin(way: String) async throws {
        let run = try await runScript("\(way)\nwait 400ms\nstack\ntype 13800138000\nkey enter\nwait 800ms\nstack")
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.stacks.first?.topScreen == "Login", "\(way)")
        #expect(run.stacks.last?.topScreen == "ConfirmOrder", "\(way)")
        #expect(run.app.render().text.contains("Total: ¥88"))
    }

    @Test func cancellingTheLoginLeavesNoOrder() async throws {
        let run = try await runScript(
            "open mediator://Order/makeScreen?goodsID=3\nwait 400ms\nkey esc\nwait 400ms\nstack\nopen app://orders\nwait 400ms"
        )
        #expect(run.stacks.first?.stackNames() == ["Home"])
        #expect(run.stacks.first?["modals"] == .array([]))
        #expect(!run.app.render().text.contains("Router handbook"), "no order was drafted")
    }

    @Test func aMissingGoodsIDIsNamed() async throws {
        let run = try await runScript("open mediator://Order/makeScreen\nstack")
        #expect(run.errors.first?.contains("goodsID") == true, "\(run.errors)")
        #expect(run.stacks.first?["modals"] == .array([]), "a bad link asks for no login")
    }

    /// Defect 4: "replace root" is for the next navigation only.
    @Test func replaceRootAppliesToTheNextNavigationOnly() async throws {
        // Lab: focus starts on "prefer modal"; three steps along its row is "replace root".
        let run = try await runScript(
            """
            key 4
            key right right right
            key enter
            expect [x] replace root
            open-internal app://goods/1
            wait 400ms
            open-internal app://goods/2
            wait 400ms
            stack
            open app://lab
            wait 400ms
            expect [ ] replace root
            stack
            """)
        #expect(run.status == 0, "\(run.errors) \(run.output)")
        #expect(run.stacks.first?.stackNames(tab: "Lab") == ["GoodsDetail", "GoodsDetail"])
        #expect(run.stacks.last?.stackNames(tab: "Lab") == ["RouterLab"], "the tab's own root comes back, once")
    }

    /// Defect 4: a saved stack whose root is not the tab's root comes back with the root under it.
    @Test func aRestoredStackKeepsItsTabsRootUnderIt() async throws {
        let saved = try #require(
            SavedNavigation(
                bytes: Array(
                    #"""
                    {"version":1,"selectedTab":"Home","tabs":[{"name":"Home","urls":["app://goods/1","app://goods/2"]}],"modals":[]}
                    """#.utf8)))
        let app = DemoApp.make(table: DemoRouteTable.builtIn)
        #expect(await app.restore(saved).isEmpty)
        let run = try await runScript("stack\nopen app://home\nwait 400ms\nstack", on: app)
        #expect(run.stacks.first?.stackNames(tab: "Home") == ["Home", "GoodsDetail", "GoodsDetail"])
        #expect(run.stacks.last?.stackNames(tab: "Home") == ["Home"])
    }

    /// Defect 9: opening what the Lab's field holds hands focus back, so `q` asks to quit.
    @Test func theLabFieldLetsGoOfFocusAfterOpening() async throws {
        let run = try await runScript(
            "key 4\nkey /\ntype app://goods/1\nkey enter\nwait 400ms\nkey esc\nwait 400ms\nkey q\nexpect Quit tuishell?"
        )
        #expect(run.status == 0, "\(run.output)")
    }

    /// Defect 10: Esc on Register (pushed inside Log in) goes back to Log in, and says it can.
    @Test func escOnRegisterReturnsToLogIn() async throws {
        let run = try await runScript(
            "open app://user/login\nwait 400ms\nkey down enter\nwait 400ms\nexpect ‹ Register\nkey esc\nwait 400ms\nstack"
        )
        #expect(run.status == 0, "\(run.output)")
        #expect(run.stacks.first?.topScreen == "Login")
    }

    /// Defect 7: the footer offers what works, whole.
    @Test func footersTellTheTruth() async throws {
        let home = try await runScript("", size: (80, 12))
        let homeFooter = home.app.render().lines.last ?? ""
        #expect(!homeFooter.contains("Esc back"), "nothing to go back to: \(homeFooter)")
        #expect(homeFooter.contains("↑/↓"), "\(homeFooter)")
        let help = try await runScript("key ?", size: (80, 30))
        #expect(help.app.render().text.contains("1–4"))
        #expect(!help.app.render().text.contains("1–9"))
        let login = try await runScript("open app://user/login\nwait 400ms\nkey down", size: (80, 12))
        #expect(
            login.app.render().lines.last?.hasPrefix("Enter open  ↑/↓ move") == true,
            "\(login.app.render().lines.last ?? "")")
    }

    @Test(arguments: [(20, "Enter open  ? help"), (40, "Enter open  Esc back  : open URL  ? help")])
    func theFooterOfAProductPageAt(width: Int, reads expected: String) async throws {
        let run = try await runScript("open app://goods/1\nwait 400ms", size: (width, 10))
        #expect(run.app.render().lines.last == expected)
    }

    @Test(arguments: [20, 24, 30, 40])
    func helpIsTheLastHintToGo(width: Int) async throws {
        let run = try await runScript("open app://goods/1\nwait 400ms", size: (width, 10))
        let footer = run.app.render().lines.last ?? ""
        #expect(footer.contains("? help"), "'\(footer)' at \(width)")
        let shown = footer.components(separatedBy: "  ").filter { !$0.isEmpty }
        let whole = Set(run.app.keys.activeBindings.map { "\($0.hintKey) \($0.action)" })
        #expect(shown.allSatisfy(whole.contains), "'\(footer)' cuts a hint")
    }

    /// Defect 17: demo screens tell the truth.
    @Test func settingsShowsTheThemeInUse() async throws {
        let run = try await runScript(
            "open app://mine/setting\nwait 400ms\nexpect Theme: dark\nkey enter\nexpect Theme: light")
        #expect(run.status == 0, "\(run.output)")
        #expect(run.app.appearance.theme == .light)
    }

    @Test func completeYourProfileHasContent() async throws {
        let run = try await runScript(
            "open app://mine/complete\nwait 400ms\nexpect Delivery address\nexpect Phone: not set")
        #expect(run.status == 0, "\(run.output)")
    }

    /// A dialog on a 20×5 terminal is drawn over the chrome rather than not at all.
    @Test(arguments: [("key q", "[Quit]"), ("key ?", "Keys"), ("key ctrl+p", "Command palette")])
    func dialogsShowOnATinyTerminal(keys: String, shows: String) async throws {
        let run = try await runScript(keys, size: (20, 5))
        #expect(run.app.render().text.contains(shows), "\(run.app.render().text)")
    }

    /// A footer message lasts until the next key, whichever part takes the key.
    @Test func aKeyInThePaletteClearsAnOldError() async throws {
        let run = try await runScript("open app://nope\nkey ctrl+p\ntype home")
        #expect(
            run.app.render().lines.last == "Enter choose  ↑/↓ move  Esc close", "\(run.app.render().lines.last ?? "")")
    }

    /// Log in on a 20×5 terminal keeps the focused field, then the focused link, in sight.
    @Test func theLoginFormKeepsItsFocusInSight() async throws {
        let run = try await runScript(
            "open app://user/login\nwait 400ms\nexpect Phone: [\nkey down\nexpect › Register", size: (20, 5))
        #expect(run.status == 0, "\(run.output)")
    }

    @Test(arguments: [14, 30])
    func aCutTabBarEndsInOneEllipsis(width: Int) async throws {
        let run = try await runScript("", size: (width, 8))
        let bar = run.app.render().lines[6]
        #expect(bar.hasSuffix("…") && bar.filter { $0 == "…" }.count == 1, "'\(bar)'")
    }

    @Test func aTabBarCutAtTwentyColumnsSaysSo() async throws {
        let run = try await runScript("", size: (20, 8))
        let bar = run.app.render().lines[6]
        #expect(bar.hasSuffix("…"), "'\(bar)'")
        #expect(TextWidth.of(bar) == 20)
    }
}
