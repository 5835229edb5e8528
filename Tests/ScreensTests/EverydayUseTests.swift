import Foundation
import RouterCore
import Testing

@testable import Screens
@testable import TUIShell

/// Everyday use of the demo app where the shell's parts meet — typing, transitions, going back,
/// footers, start-up warnings — each driven as a person would.
@MainActor
@Suite("Everyday use: typing, transitions, footers and warnings")
struct EverydayUseTests {
    /// 9,000 characters typed into the command bar arrive whole and in order, each key
    /// costing what it costs in an empty bar; the field shows either end, and the router
    /// counts every byte.
    @Test func nineThousandTypedCharactersArriveWhole() async throws {
        let text = "app://post/" + String(String(repeating: "abcdefghij", count: 900).prefix(8985)) + "QEND"
        let run = try await runScript(
            """
            key :
            type \(text)
            expect abcdeQEND
            key home
            expect :app://post/abcdefghij
            key enter
            expect urlTooLong: the URL is 9000 bytes long
            """)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.app.commandBar.text == text)
    }

    /// The Lab's "show with …" demos use the transition they name (they all slid before).
    @Test(arguments: [(1, "slide"), (2, "fade"), (3, "cover"), (4, "none")])
    func labTransitionDemosUseTheirTransition(offset: Int, style: String) async throws {
        // Show with: is two rows below the first switch; → walks along it.
        let rights = Array(repeating: " right", count: offset - 1).joined()
        let run = try await runScript("key 4\nkey down down\(rights)\nkey enter")
        #expect(run.status == 0, "\(run.errors)")
        let expected: [String: any Transition.Type] = [
            "slide": SlideTransition.self, "fade": FadeTransition.self, "cover": CoverTransition.self,
        ]
        if let type = expected[style] {
            let active = try #require(run.app.window.animator.active)
            #expect(Swift.type(of: active.transition) == type)
        } else {
            #expect(run.app.window.animator.active == nil)
        }
        #expect(run.app.window.topScreen?.title == "Transition: \(style)")
    }

    /// Esc pops with a slide to the right and dismisses with a cover going down, the appear
    /// events waiting for the animation as they do for push and present.
    @Test func goingBackIsAnimated() async throws {
        let run = try await runScript(
            """
            open app://goods/3
            wait 300ms
            lifecycle on
            key esc
            wait 125ms
            """, size: (40, 10))
        #expect(run.events == ["lifecycle GoodsDetail viewWillDisappear", "lifecycle Home viewWillAppear"])
        let halfway = run.app.render().lines
        #expect(halfway[2].hasPrefix(String(repeating: " ", count: 20) + "  Router handbook"), "\(halfway)")
        let modal = try await runScript(
            "open app://user/login\nwait 300ms\nlifecycle on\nkey esc\nwait 125ms", size: (40, 10))
        #expect(modal.events == ["lifecycle Login viewWillDisappear", "lifecycle Home viewWillAppear"])
        let sinking = modal.app.render().lines
        #expect(sinking[2].contains("Not logged in"), "the home screen shows above the sinking modal: \(sinking)")
        #expect(sinking[6].contains("Log in with your phone number"), "\(sinking)")
    }

    /// A `tab:` route over two modals removes the whole chain at once: the lower modal never
    /// reappears on the way.
    @Test func tabRouteDismissesTheModalChainInOneStep() async throws {
        let run = try await runScript(
            """
            open app://user/login
            open app://x-callback-url/register
            wait 300ms
            lifecycle on
            open app://orders
            wait 300ms
            stack
            """)
        #expect(!run.events.contains { $0.hasPrefix("lifecycle Login") }, "\(run.events)")
        #expect(run.events.contains("lifecycle Register viewWillDisappear"))
        #expect(run.stacks[0]["modals"] == .array([]))
        #expect(run.stacks[0].topScreen == "Orders")
    }

    /// An error in the footer goes once a later navigation succeeds.
    @Test func aSuccessfulNavigationClearsAStaleError() async throws {
        let run = try await runScript(
            "open app://nothing\nexpect error: notFound\nopen app://goods/1\nwait 300ms\nexpect-not error:")
        #expect(run.status == 0, "\(run.errors) \(run.output)")
    }

    /// The title bar changes with the content, not at the start of the transition.
    @Test func theTitleBarArrivesWithItsScreen() async throws {
        let run = try await runScript("open app://goods/1\nwait 50ms", size: (40, 10))
        let entering = run.app.render().lines[0]
        #expect(entering.hasPrefix(String(repeating: " ", count: 32) + " ‹ Goods"), "'\(entering)'")
        #expect(!entering.contains("Goods #1"), "the whole new title shows before its screen")
        run.app.advance(by: 300)
        #expect(run.app.render().lines[0].hasPrefix(" ‹ Goods #1"))
    }

    /// Paying goes straight back to the goods: Confirm order never reappears on the way.
    @Test func payingIsOneTransitionBackToTheGoods() async throws {
        let run = try await runScript(
            """
            \(DemoFlowTests.toPayment)
            lifecycle on
            key enter
            wait 400ms
            """)
        #expect(run.status == 0, "\(run.errors)")
        #expect(!run.events.contains { $0.hasPrefix("lifecycle ConfirmOrder view") }, "\(run.events)")
        #expect(run.events.filter { $0.hasSuffix("viewDidAppear") } == ["lifecycle GoodsDetail viewDidAppear"])
        #expect(run.app.render().text.contains("Paid: order #1"))
    }

    /// `?` lists every key in full (ranges and j/k included); footers never name a key twice
    /// and never cut a hint.
    @Test func helpAndFootersNameEveryKeyOnceAndWhole() async throws {
        let help = try await runScript("open app://goods/1\nwait 400ms\nkey ?", size: (80, 30))
        let text = help.app.render().text
        for entry in ["Esc/Backspace/←", "1–4", "↑/↓ j/k", "Shift+Tab", "q/Ctrl+C"] {
            #expect(text.contains(entry), "help lacks \(entry)")
        }
        for script in ["key ?", "key q", "", "open app://user/login", "key 4"] {
            for width in [30, 50, 80, 120] {
                let run = try await runScript(script, size: (width, 12))
                let footer = run.app.render().lines.last ?? ""
                let bindings = run.app.keys.activeBindings
                let hints = footer.components(separatedBy: "  ").filter { !$0.isEmpty }
                let allowed = Set(bindings.map { "\($0.hintKey) \($0.action)" })
                #expect(hints.allSatisfy(allowed.contains), "'\(footer)' at \(width)")
                let named = hints.compactMap { hint in bindings.first { "\($0.hintKey) \($0.action)" == hint } }
                    .flatMap(\.keys)
                #expect(Set(named).count == named.count, "'\(footer)' names a key twice")
            }
        }
        let quit = try await runScript("key q")
        #expect(quit.app.render().lines.last == "y quit  n stay")
    }

    /// Esc leaves the Lab's Resolve field, so q and digits work again; Ctrl+C quits from the
    /// command bar.
    @Test func textFieldsLetGoOfEscAndCtrlCAlwaysQuits() async throws {
        let run = try await runScript(
            "key 4\nkey /\ntype abc\nkey esc\nkey q\nexpect Quit tuishell?\nkey n\nkey 1\nstack")
        #expect(run.status == 0, "\(run.errors) \(run.output)")
        #expect(run.stacks.first?["selectedTab"] == .string("Home"))
        let lab = try #require(run.app.window.tabs[3].stack.root)
        var canvas = Canvas(grid: CellGrid(width: 80, height: 20), bounds: Rect(x: 0, y: 0, width: 80, height: 20))
        lab.draw(in: &canvas)
        #expect(canvas.grid.lines[1].contains("Resolve: abc") && !canvas.grid.lines[1].contains("abcq"))
        let bar = try await runScript("key :\ntype app://go\nkey ctrl+c\nexpect Quit tuishell?")
        #expect(bar.status == 0, "\(bar.errors) \(bar.output)")
    }

    /// Every start-up warning is shown, not just the last one.
    @Test func everyStartUpWarningIsShown() async throws {
        let directory = StateDirectory(
            path: NSTemporaryDirectory() + "tuishell-warnings-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(atPath: directory.path) }
        try directory.write(Data("{not json".utf8), to: "history.json")
        try directory.write(Data("[]".utf8), to: SavedNavigation.fileName)
        let app = DemoApp.make(table: DemoRouteTable.builtIn, history: CommandHistory(directory: directory))
        await TUIApplication.prepare(app, settings: RunSettings(restore: true), state: directory)
        let frame = app.render().text
        #expect(frame.contains("history.json"), "\(frame)")
        #expect(frame.contains("navigation.json"), "\(frame)")
    }

    /// A CRLF script runs line by line (it ran as one line, so `expect-not` passed falsely).
    @Test func crlfScriptsRunLineByLine() async throws {
        let run = try await runScript("open app://goods/2\r\nwait 300ms\r\nexpect-not Terminal mug\r\n")
        #expect(run.status == 1)
        #expect(run.errors.allSatisfy { !$0.contains("\r") })
        #expect(run.errors.first?.hasPrefix("error: expect failed at line 3") == true, "\(run.errors)")
    }

    /// Lists keep the selection visible, and Orders shows the newest order however many.
    @Test func listsScrollToKeepTheSelectionVisible() throws {
        let book = OrderBook()
        for number in 1...30 { book.markPaid(book.draft(goodsID: "2", goods: "Mug \(number)", count: 1, price: 59)) }
        let orders = OrdersScreen(book: book)
        var canvas = Canvas(grid: CellGrid(width: 60, height: 8), bounds: Rect(x: 0, y: 0, width: 60, height: 8))
        orders.draw(in: &canvas)
        #expect(canvas.grid.text.contains("› Order #30"), "\(canvas.grid.lines)")
        for _ in 0..<29 { _ = orders.handle(.up) }
        canvas.clear()
        orders.draw(in: &canvas)
        #expect(canvas.grid.text.contains("› Order #1 "), "\(canvas.grid.lines)")
    }
}
