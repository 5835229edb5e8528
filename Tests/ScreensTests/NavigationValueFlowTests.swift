import RouterCore
import Testing

/// Defects 6 and 7 of the navigation that lived in several objects, now one value: each flow
/// ends with the stacks a person expects.
@MainActor
@Suite("Demo flows on one navigation value")
struct NavigationValueFlowTests {
    /// A second Log in opened while the gate waits: logging in closes both, and the order the
    /// gate held goes on the tab's stack, not inside a stale Log in.
    @Test func aSecondLogInWhileTheGateWaitsClosesWithTheFirst() async throws {
        let run = try await runScript(
            """
            open app://order/make?goodsID=2&count=3
            expect Log in
            open app://user/login
            type 13800138000
            key enter
            wait 400ms
            expect Count: 3
            stack
            """)
        #expect(run.status == 0, "\(run.errors) \(run.output)")
        #expect(run.stacks.last?["modals"] == .array([]))
        #expect(run.stacks.last?.stackNames(tab: "Home") == ["Home", "ConfirmOrder"])
    }

    /// With the Lab's "prefer modal", Confirm order is a modal: paying dismisses it with Pay, so
    /// no stale Confirm order is left whose Pay finds no unpaid order.
    @Test func payingUnderPreferModalLeavesNoStaleConfirmOrder() async throws {
        let run = try await runScript(
            """
            \(DemoFlowTests.logIn)
            open app://lab
            key enter
            expect [x] prefer modal
            open app://goods/1
            key enter
            wait 400ms
            expect Confirm order
            key down enter
            wait 400ms
            expect Amount: ¥399
            key enter
            wait 400ms
            expect Paid: order #1
            stack
            """)
        #expect(run.status == 0, "\(run.errors) \(run.output)")
        guard case .array(let modals)? = run.stacks.last?["modals"] else {
            Issue.record("no stack printed: \(run.output)")
            return
        }
        #expect(modals.map { $0["screen"] } == [.string("GoodsDetail")])
        #expect(run.stacks.last?.topScreen == "GoodsDetail")
    }
}
