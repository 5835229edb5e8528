import RouterCore
import Testing

@testable import Screens
@testable import TUIShell

/// The command palette as a person uses it: Ctrl+P, a query, Enter; parameters asked for one by
/// one and checked as typed; Esc changing nothing.
@MainActor
@Suite("Command palette")
struct PaletteFlowTests {
    @Test func aRouteWithAParameterAsksForItAndOpensTheBuiltURL() async throws {
        let run = try await runScript(
            """
            key ctrl+p
            type goods.det
            expect goods.detail
            key enter
            expect id ([0-9]+)
            type 3x
            expect does not match
            key enter
            expect id ([0-9]+)
            key backspace
            key enter
            wait 1s
            expect Router handbook
            expect Price: ¥88
            stack
            """)
        #expect(run.status == 0, "\(run.errors) \(run.app.render().text)")
        #expect(run.stacks.last?.stackNames() == ["Home", "GoodsDetail"])
    }

    /// Issue 36, defect 9: `https:///*` asks for the host and the path instead of opening `https:///`.
    @Test func aRouteWithAWildcardAsksForTheHostAndThePath() async throws {
        let run = try await runScript(
            """
            key ctrl+p
            type web.https
            key enter
            expect host:
            stack
            type example.com
            key enter
            expect rest of the path
            type docs/a
            key enter
            wait 1s
            stack
            """)
        #expect(run.status == 0, "\(run.errors) \(run.app.render().text)")
        #expect(run.stacks.first?.topScreen == "Home", "nothing opened before the answers")
        #expect(run.stacks.last?["top"]?["url"] == .string("https://example.com/docs/a"))
    }

    /// Every public route whose URL needs a value (a parameter, a wildcard, a host) asks for it.
    @Test func everyRouteThatNeedsAValueAsksForIt() throws {
        let table = DemoRouteTable.builtIn
        for route in table.routes where route.access == .public {
            let needs = !route.pattern.parameterNames.isEmpty || route.pattern.text.hasSuffix("*")
            #expect((ParameterPrompt(route: route, table: table) != nil) == needs, "\(route.name)")
        }
    }

    @Test func aValueThatFailsItsConstraintIsDrawnInTheErrorColour() async throws {
        let run = try await runScript("key ctrl+p\ntype goods.det\nkey enter\ntype 3x")
        let frame = run.app.render()
        let row = try #require(frame.lines.firstIndex { $0.contains("id ([0-9]+): 3x") })
        let column = try #require(frame.lines[row].range(of: "3x")).lowerBound.utf16Offset(in: frame.lines[row])
        #expect(frame[column, row]?.style.role == .error)
    }

    @Test func escapeClosesThePaletteAndChangesNothing() async throws {
        let run = try await runScript("stack\nkey ctrl+p\ntype mine\nkey esc\nexpect-not Esc close\nstack")
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.stacks.count == 2 && run.stacks[0] == run.stacks[1])
    }

    @Test func commandsSwitchTheThemeAndTheAnimations() async throws {
        let run = try await runScript("key ctrl+p\ntype theme light\nkey enter\nkey ctrl+p\ntype anim off\nkey enter")
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.app.appearance.theme == .light)
        #expect(!run.app.window.animator.isEnabled)
        let back = try await runScript("key ctrl+p\ntype theme dark\nkey enter", on: run.app)
        #expect(back.status == 0 && run.app.appearance.theme == .dark)
    }

    @Test func historyAndAppCommandsAreListedToo() async throws {
        let app = DemoApp.make(table: DemoRouteTable.builtIn, history: CommandHistory(directory: nil), size: (80, 24))
        var ran = false
        app.paletteCommands.append(PaletteCommand("Clear the cart") { ran = true })
        let run = try await runScript(
            "key :\ntype app://post/42\nkey enter\nwait 1s\nkey ctrl+p\ntype post/42\nexpect history\nkey esc\nkey ctrl+p\ntype clear cart\nkey enter",
            on: app)
        #expect(run.status == 0, "\(run.errors)")
        #expect(ran)
    }
}
