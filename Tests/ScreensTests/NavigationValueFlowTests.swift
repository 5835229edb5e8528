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

/// What a second trial found where links and the login gate meet, and keys that do nothing.
@MainActor
@Suite("Login gate with two Log ins; keys with nowhere to go")
struct GateAndKeysTrialTests {
    /// Esc on a Log in a link opened over the gate's keeps the order waiting on the gate's own
    /// Log in: logging in there still goes on to Confirm order.
    @Test func closingASecondLogInKeepsTheOrderWaitingOnTheFirst() async throws {
        let run = try await runScript(
            """
            open app://goods/2
            key enter
            wait 400ms
            expect Log in
            open app://user/login
            wait 400ms
            key esc
            wait 400ms
            expect-not logging in was cancelled
            expect Log in
            type 13800138000
            key enter
            wait 400ms
            expect Confirm order
            stack
            """)
        #expect(run.status == 0, "\(run.errors) \(run.output)")
        #expect(run.stacks.last?["modals"] == .array([]))
        #expect(run.stacks.last?.topScreen == "ConfirmOrder")
    }

    /// On a screen with no rows to move between, a move key says it does nothing.
    @Test(arguments: ["j", "down", "pgdn", "home"])
    func aMoveKeyWithNowhereToGoSaysSo(key: String) async throws {
        let run = try await runScript(
            "open https://example.com\nwait 400ms\nkey \(key)\nexpect does nothing here · ? lists the keys")
        #expect(run.status == 0, "\(run.errors) \(run.output)")
    }

    /// The palette does not offer Enter for a value it refuses.
    @Test func aRefusedParameterIsNotOfferedEnter() async throws {
        let run = try await runScript(
            """
            key ctrl+p
            type gdet
            key enter
            type abc
            expect does not match; Enter is refused
            expect-not Enter open
            expect Esc cancel
            """)
        #expect(run.status == 0, "\(run.errors) \(run.output)")
    }
}
