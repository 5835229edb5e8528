import RouterCore
import TUIShell
import Testing

@testable import Screens

/// The demo's tabs come from the table in use (issue 36, defect 10), and every demo is reachable
/// from Home and shows what it is (defect 17).
@MainActor
@Suite("Demo tabs and demos reachable from Home")
struct DemoTabsAndDemosTests {
    @Test func aRouteFileHasTheTabsOfItsTabRoutes() async throws {
        let table = try RouteTableFile.load(
            #"""
            {"routes": [
              {"name": "extra", "pattern": "app://extra", "access": "public", "screen": "Blog", "presentation": "tab:Extra"},
              {"name": "home", "pattern": "app://home", "access": "public", "screen": "Home", "presentation": "tab:Home"},
              {"name": "extra.post", "pattern": "app://extra/:postId", "access": "public", "screen": "Post", "presentation": "tab:Extra"}
            ]}
            """#, format: .screens)
        let app = DemoApp.make(table: table)
        let run = try await runScript(
            "expect 1 Extra │ 2 Home │\nexpect-not Orders\nexpect-not Lab\nexpect AOPRouter's blog page\nopen app://extra/7\nexpect Post 7, opened by",
            on: app)
        #expect(run.status == 0, "\(run.output)")
        #expect(app.window.tabs.map(\.name) == ["Extra", "Home"])
        #expect(app.window.tabs[0].stack.screens.map(\.name) == ["Blog", "Post"])
    }

    @Test func theBuiltInTabsAreTheTablesTabRoutes() {
        #expect(DemoRouteTable.tabs == TabRoot.all(in: DemoRouteTable.builtIn).tabs)
        #expect(
            DemoApp.makeBuiltIn(history: CommandHistory(directory: nil)).window.tabs.map(\.name) == [
                "Home", "Orders", "Mine", "Lab",
            ])
    }

    /// Each row below the goods opens its demo, which says what it is.
    @Test(arguments: [
        (3, "Post 42, opened by app://post/:postId with postId 42."),
        (4, "A stand-in for a web view: every http:// and https:// link opens here,"),
        (5, "AOPRouter's blog page, at aop://blog/open."),
        (6, "An alert a link opened."),
        (7, "Log in with your phone number."),
        (8, "Create an account with your phone number."),
    ])
    func everyDemoIsARowOnHome(row: Int, shows: String) async throws {
        let downs = Array(repeating: "down", count: row).joined(separator: " ")
        let run = try await runScript("key \(downs) enter\nwait 400ms\nexpect \(shows)\nexpect-not aopod")
        #expect(run.status == 0, "\(run.output)")
    }

    @Test func theMediatorAndXCallbackDemosFinishTheirFlows() async throws {
        let run = try await runScript(
            """
            key down down down down down down down enter
            wait 400ms
            type 13800138000
            key enter
            wait 400ms
            expect Confirm order
            expect Goods #3  Router handbook
            expect Count: 2
            open app://home
            key down down down down down down down down enter
            wait 400ms
            type 13800138001
            key enter
            wait 400ms
            expect Post 1, opened by
            """)
        #expect(run.status == 0, "\(run.output)")
    }

    @Test func anAlertWithoutTextSaysWhatOpenedIt() async throws {
        let run = try await runScript(
            "open app://alert\nexpect Opened by app://alert: title= and message= set its text.")
        #expect(run.status == 0, "\(run.output)")
    }
}
