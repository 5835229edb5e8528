import RouterCore
import TUIShell
import Testing

@testable import Screens

/// Every route of the demo table, through `tuishell script` lines: what the screen shows, where.
@MainActor
@Suite("The demo's route table, row by row")
struct DemoRouteRowTests {
    struct Row: CustomTestStringConvertible, Sendable {
        let url: String
        let shows: String
        let tab: String
        let top: String
        var testDescription: String { url }
    }

    nonisolated static let rows: [Row] = [
        Row(url: "app://home", shows: "Goods #2  Terminal mug", tab: "Home", top: "Home"),
        Row(url: "app://goods/2", shows: "Goods #2", tab: "Home", top: "GoodsDetail"),
        Row(url: "app://orders", shows: "No orders yet.", tab: "Orders", top: "Orders"),
        Row(url: "app://user/login", shows: "Log in", tab: "Home", top: "Login"),
        Row(url: "app://user/login/13800138000", shows: "13800138000", tab: "Home", top: "Login"),
        Row(url: "app://mine", shows: "Not logged in", tab: "Mine", top: "Mine"),
        Row(url: "app://mine/setting", shows: "Settings", tab: "Mine", top: "Settings"),
        Row(url: "app://mine/complete", shows: "Complete your profile", tab: "Mine", top: "CompleteProfile"),
        Row(url: "app://mine/edit_info?userId=7&targetId=9", shows: "targetId: 9", tab: "Mine", top: "EditInfo"),
        Row(url: "native://www.taoqu.com?ios_path=/mine/setting", shows: "Settings", tab: "Mine", top: "Settings"),
        Row(
            url: "native://www.taoqu.com?ios_path=/mine/complete&from=push", shows: "from: push", tab: "Mine",
            top: "CompleteProfile"),
        Row(
            url: "native://www.taoqu.com?ios_path=http&url=https%3A%2F%2Fexample.com%2Fa", shows: "Web: example.com",
            tab: "Home", top: "Web"),
        Row(url: "app://post/7", shows: "Post 7", tab: "Home", top: "Post"),
        Row(url: "http://example.com/docs?q=1", shows: "Web: example.com", tab: "Home", top: "Web"),
        Row(url: "https://swift.org/", shows: "https://swift.org/", tab: "Home", top: "Web"),
        Row(url: "aop://blog/open", shows: "AOPRouter's blog page", tab: "Home", top: "Blog"),
        Row(url: "aop://blog/redirect", shows: "AOPRouter's blog page", tab: "Home", top: "Blog"),
        Row(url: "aop://log?message=hi", shows: "log: hi", tab: "Home", top: "Home"),
        Row(url: "aop://log/x", shows: "miss handler: aop://log", tab: "Home", top: "Home"),
        Row(url: "aop://log/silent", shows: "miss handler: aop", tab: "Home", top: "Home"),
        Row(url: "aop://elsewhere", shows: "miss handler: aop", tab: "Home", top: "Home"),
        // The action itself asks for a login, so the public mediator route cannot skip it.
        Row(
            url: "mediator://Order/makeScreen?goodsID=1&count=2", shows: "Log in with your phone number", tab: "Home",
            top: "Login"),
        Row(
            url: "app://x-callback-url/register?x-success=app%3A%2F%2Fhome", shows: "Register", tab: "Home",
            top: "Register"),
        Row(url: "app://alert?title=Heads%20up&message=Careful", shows: "Careful", tab: "Home", top: "Home"),
        Row(url: "app://lab", shows: "Router Lab", tab: "Lab", top: "RouterLab"),
        Row(url: "app://lab/transition/cover", shows: "Transition: cover", tab: "Lab", top: "TransitionDemo"),
    ]

    @Test(arguments: rows)
    func rowShowsItsScreen(_ row: Row) async throws {
        let run = try await runScript("open \(row.url)\nwait 400ms\nexpect \(row.shows)\nstack")
        #expect(run.status == 0, "\(run.errors) \(run.output)")
        let stack = try #require(run.stacks.first)
        #expect(stack["selectedTab"] == .string(row.tab))
        #expect(stack.topScreen == row.top)
    }

    @Test func errorRowsChangeNothing() async throws {
        let run = try await runScript(
            """
            open app://goods/abc
            open app://pay?orderID=1
            open app://user/register
            open app://lab/transition/spin
            open mediator://Order/nativeCharge?orderID=1
            open mediator://Nobody/makeScreen
            open mediator://Order/makeScreen?goodsID=99
            open native://www.taoqu.com?from=nowhere
            stack
            """)
        #expect(
            run.errors.map { $0.split(separator: ":")[1] } == [
                " notFound", " forbidden", " forbidden", " notFound", " forbidden", " notFound", " notFound",
                " notFound",
            ])
        #expect(run.stacks.first?.stackNames() == ["Home"])
        #expect(run.stacks.first?["modals"] == .array([]))
    }

    @Test func routesCommandListsTheShippedTable() throws {
        let table = try DemoRouteTable.load()
        #expect(table.routes.count == 26)
        #expect(table.route(named: "order.make")?.middleware == ["requireLogin"])
        #expect(table.route(named: "pay")?.access == .internal)
    }
}
