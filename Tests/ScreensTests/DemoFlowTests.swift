import RouterCore
import TUIShell
import Testing

@testable import Screens

/// The demo's flows (shop, login gate, x-callback, Router Lab), through script lines as a person would drive them.
@MainActor
@Suite("Demo flows: shop, login gate, x-callback, Router Lab")
struct DemoFlowTests {
    static let logIn = "open app://user/login\ntype 13800138000\nkey enter\nwait 400ms"
    /// Logged in, Buy on Goods #1, then Pay on Confirm order: the Pay modal is up.
    static let toPayment = "\(logIn)\nopen app://goods/1\nkey enter\nwait 400ms\nkey down enter\nwait 400ms"

    @Test func shopFlowPaysAndReportsBackOnTheGoodsScreen() async throws {
        let run = try await runScript(
            """
            \(Self.logIn)
            open app://goods/1
            key enter
            wait 400ms
            expect Confirm order
            expect Mechanical keyboard
            stack
            key down enter
            wait 400ms
            expect Amount: ¥399
            stack
            key enter
            wait 400ms
            expect Paid: order #1
            stack
            open app://orders
            expect Order #1  Mechanical keyboard × 1  ¥399  paid
            key enter
            wait 400ms
            expect Price: ¥399
            """)
        #expect(run.status == 0, "\(run.errors) \(run.output)")
        #expect(run.stacks[0].stackNames() == ["Home", "GoodsDetail", "ConfirmOrder"])
        #expect(run.stacks[1].topScreen == "Pay")
        #expect(run.stacks[2].stackNames() == ["Home", "GoodsDetail"])
        #expect(run.stacks[2]["modals"] == .array([]))
    }

    @Test func loginGateResumesTheRequestAfterLoggingIn() async throws {
        let run = try await runScript(
            """
            lifecycle on
            open app://order/make?goodsID=2&count=3
            expect Log in
            stack
            type 12
            key enter
            expect Enter a phone number
            key backspace backspace
            type 13800138000
            key enter
            wait 400ms
            expect Count: 3
            stack
            open app://mine
            expect Logged in as 13800138000
            expect Log out
            """)
        #expect(run.status == 0, "\(run.errors) \(run.output)")
        #expect(run.stacks[0].topScreen == "Login")
        #expect(run.stacks[1].stackNames(tab: "Home") == ["Home", "ConfirmOrder"])
        #expect(run.stacks[1]["modals"] == .array([]))
        #expect(run.errors.isEmpty)
        let gate = run.events.filter { $0.hasPrefix("route order.make") }
        #expect(
            gate == [
                "route order.make shouldHandle", "route order.make target", "route order.make source",
                "route order.make transition push",
            ])
    }

    @Test func cancellingLoginRejectsTheRequestAndChangesNothingElse() async throws {
        let run = try await runScript(
            """
            open app://goods/3
            stack
            open app://order/make?goodsID=3&count=1
            expect Log in
            key esc
            wait 400ms
            expect notice: logging in was cancelled
            stack
            """)
        #expect(run.status == 0, "\(run.errors) \(run.output)")
        try #require(run.stacks.count == 2)
        #expect(run.stacks[0] == run.stacks[1])
        #expect(run.app.status.messages.last?.text == "notice: logging in was cancelled")
    }

    /// A link from outside that takes Log in's place drops the waiting order and says so,
    /// rather than saying the user cancelled (trial defect 7).
    @Test func aLinkThatReplacesLoginSaysTheOrderWasDropped() async throws {
        let run = try await runScript(
            """
            open app://goods/2
            key enter
            wait 400ms
            expect Log in
            open app://goods/3
            wait 400ms
            stack
            """)
        #expect(run.status == 0, "\(run.errors) \(run.output)")
        #expect(run.stacks.first?["modals"] == .array([]))
        let lines = run.app.render().lines
        #expect(lines[0].contains("Goods #3"), "\(lines.joined(separator: "\n"))")
        #expect(lines[23] == "notice: app://order/make?goodsID=2&count=1 was dropped: a link replaced Log in")
        #expect(!lines.joined().contains("cancelled"), "\(lines.joined(separator: "\n"))")
    }

    @Test func registeringInsideTheLoginModalLogsInAndResumes() async throws {
        let run = try await runScript(
            """
            open app://order/make?goodsID=1&count=1
            key down enter
            wait 400ms
            expect Create an account
            stack
            type 13900139000
            key enter
            wait 400ms
            expect Confirm order
            stack
            """)
        #expect(run.status == 0, "\(run.errors) \(run.output)")
        #expect(run.stacks[0].topScreen == "Register")
        guard case .array(let modals)? = run.stacks[0]["modals"], let login = modals.first else {
            Issue.record("no login modal")
            return
        }
        #expect(login["screen"] == .string("Login"))
        guard case .array(let inside)? = login["stack"] else {
            Issue.record("the login modal has no stack")
            return
        }
        #expect(inside.map { $0["screen"] } == [.string("Login"), .string("Register")])
        #expect(run.stacks[1]["modals"] == .array([]))
    }

    @Test func xCallbackOpensSuccessOrErrorWithTheRequestsOrigin() async throws {
        let callback =
            "app://x-callback-url/register?x-success=aop%3A%2F%2Flog%3Fmessage%3Dwelcome&x-error=aop%3A%2F%2Flog%3Fmessage%3Dcancelled"
        let cancelled = try await runScript("open \(callback)\nkey esc\nwait 400ms\nexpect log: cancelled")
        #expect(cancelled.status == 0, "\(cancelled.output)")
        let registered = try await runScript(
            "open \(callback)\ntype 13700137000\nkey enter\nwait 400ms\nexpect log: welcome")
        #expect(registered.status == 0, "\(registered.output)")
        let sneaky = try await runScript(
            "open app://x-callback-url/register?x-success=app%3A%2F%2Fpay%3ForderID%3D1\ntype 13700137000\nkey enter\nstack"
        )
        #expect(
            sneaky.errors.first?.hasPrefix("error: forbidden") == true
                || sneaky.app.status.messages.last?.text.hasPrefix("error: forbidden") == true)
        #expect(sneaky.stacks.first?["modals"] == .array([]))
    }

    @Test func loginStateIsBroadcastToScreensAlreadyShown() async throws {
        let run = try await runScript(
            """
            expect Not logged in
            \(Self.logIn)
            expect Logged in as 13800138000
            open app://mine
            key down down down enter
            expect Not logged in
            key 1
            expect Not logged in
            """)
        #expect(run.status == 0, "\(run.errors) \(run.output)")
    }

    @Test func routerLabResolvesWhatYouTypeAndShowsTheLifecycle() async throws {
        let run = try await runScript(
            """
            open app://lab
            key /
            type app://goods/42?from=lab
            expect match goods.detail  app://goods/:id([0-9]+)
            expect parameters from=lab, id=42
            expect candidates goods.detail
            key enter
            wait 400ms
            expect Goods #42
            key esc
            wait 400ms
            expect route goods.detail transition push
            expect lifecycle GoodsDetail viewDidAppear
            """, size: (120, 40))
        #expect(run.status == 0, "\(run.errors) \(run.output)")
        let miss = try await runScript("open app://lab\nkey /\ntype app://nowhere\nexpect no match  notFound")
        #expect(miss.status == 0, "\(miss.output)")
        let tabKeys = try await runScript("open app://lab\nkey 1\nstack")
        #expect(tabKeys.stacks.first?["selectedTab"] == .string("Home"))
    }

    @Test func labListsTheRouteTable() async throws {
        let run = try await runScript("open app://lab\nexpect Routes (26)", size: (160, 30))
        #expect(run.status == 0, "\(run.errors) \(run.output)")
        #expect(
            run.app.render().lines.contains { $0.contains("goods.detail") && $0.contains("app://goods/:id([0-9]+)") })
    }

    @Test func labSwitchesChangeHowTheNextRouteIsShown() async throws {
        let run = try await runScript(
            """
            open app://lab
            key enter
            expect [x] prefer modal
            open app://post/1
            stack
            key esc
            open app://lab
            key enter right right right enter
            expect [x] replace root
            open app://goods/2
            stack
            """)
        #expect(run.status == 0, "\(run.errors) \(run.output)")
        #expect(run.stacks[0].topScreen == "Post")
        #expect(run.stacks[0].stackNames() == ["RouterLab"])
        #expect(run.stacks[1].stackNames() == ["GoodsDetail"])
        #expect(run.stacks[1]["modals"] == .array([]))
    }

    @Test func pushPayloadLinksAreExternal() async throws {
        let run = try await runScript(
            """
            push {"aps":{"alert":"Pay now"},"url":"app://pay?orderID=1"}
            key enter
            stack
            """)
        #expect(run.app.status.messages.last?.text.hasPrefix("error: forbidden") == true)
        #expect(run.stacks.first?["modals"] == .array([]))
    }
}

/// The Lab as a teaching tool: a handler that declines, a target that throws, slow motion.
@MainActor
@Suite("Router Lab switches that teach")
struct LabTeachingTests {
    // Focus starts on the first switch: Present has four, Handler two (decline, target throws),
    // then the four demos and slow motion; ↓ goes to the row below, → along it.
    @Test(arguments: [("down", "declined"), ("down right", "noScreen")])
    func aHandlerThatDeclinesOrATargetThatThrowsMovesNothing(keys: String, code: String) async throws {
        let run = try await runScript(
            "key 4\nkey \(keys) enter\nstack\nopen app://goods/2\nwait 1s\nstack", size: (100, 30))
        #expect(run.errors.contains { $0.hasPrefix("error: \(code):") }, "\(run.errors)")
        #expect(run.stacks.count == 2 && run.stacks[0] == run.stacks[1], "the stacks moved")
    }

    @Test func slowMotionRunsAPushAtAQuarterOfItsSpeed() async throws {
        let run = try await runScript(
            "key 4\nkey down down right right right right enter\nexpect [x] slow motion\nopen-internal app://goods/2",
            size: (100, 30))
        let active = try #require(run.app.window.animator.active)
        #expect(active.length == 4 * active.transition.duration)
        _ = try await runScript("wait \(active.transition.duration)ms", on: run.app)
        #expect(run.app.window.animator.active != nil, "a quarter-speed push ended at full speed")
        _ = try await runScript("wait \(3 * active.transition.duration)ms", on: run.app)
        #expect(run.app.window.animator.active == nil)
    }
}

/// The Lab's timeline of the last request: candidates and why the losers lost, the router's and
/// the handler's steps, the stacks before and after.
@MainActor
@Suite("Router Lab request timeline")
struct LabTimelineTests {
    @Test func aPushRecordsEveryLifecycleStepAndBothStacks() async throws {
        let run = try await runScript("open app://goods/42\nwait 400ms")
        let timeline = try #require(run.app.navigator.timelines.last)
        #expect(timeline.url == "app://goods/42" && timeline.origin == .external)
        #expect(timeline.explanation?.candidates.map(\.route.name) == ["goods.detail"])
        #expect(
            timeline.steps == [
                "shouldHandle goods.detail", "target GoodsDetail", "source tab Home", "presentation push",
                "transition slide", "back stack Home",
            ])
        #expect(timeline.outcome == "handled by goods.detail")
        #expect(timeline.stackBefore == ["tab Home: Home"])
        #expect(timeline.stackAfter == ["tab Home: Home › GoodsDetail"])
    }

    @Test func aLoginGateShowsTheWaitThenTheMiddlewareDecision() async throws {
        let run = try await runScript("open app://order/make?goodsID=2&count=3\nexpect Log in")
        let parked = try #require(run.app.navigator.timelines.first)
        #expect(parked.outcome == "waiting for the user")
        _ = try await runScript("type 13800138000\nkey enter\nwait 400ms\nexpect Count: 3", on: run.app)
        let timeline = try #require(run.app.navigator.timelines.first { $0.url.hasPrefix("app://order/make") })
        #expect(timeline.steps.prefix(2) == ["shouldHandle order.make", "middleware requireLogin: next"])
        #expect(timeline.outcome == "handled by order.make")
        #expect(timeline.stackAfter.first == "tab Home: Home › ConfirmOrder")
    }

    @Test func aDecliningHandlerAndAFailureAreSteps() async throws {
        // Handler: decline is the first switch of the row below Present.
        let run = try await runScript("key 4\nkey down enter\nopen app://goods/2\nwait 400ms")
        let timeline = try #require(run.app.navigator.timelines.last)
        #expect(timeline.steps == ["shouldHandle goods.detail", "declined by goods.detail: next candidate"])
        #expect(timeline.outcome.hasPrefix("error: declined: "))
        #expect(timeline.stackBefore == timeline.stackAfter)
        let escaped = try await runScript("open app://goods/%1B%5B2J", on: run.app)
        #expect(
            escaped.app.navigator.timelines.last?.explanation?.routes.contains {
                $0.reason?.contains("\\u{1B}[2J") == true
            } == true)
    }

    @Test func theLabDrawsTheLastRequestWithWhyEachCandidateLost() async throws {
        let run = try await runScript(
            """
            open aop://log/x
            open-internal app://lab
            expect Last request
            expect 1 miss.log  aop://log/*
            expect 2 miss.aop  aop://*
            expect lost: priority
            expect Lifecycle log
            """, size: (120, 50))
        #expect(run.status == 0, "\(run.errors) \(run.output)")
        let lab = try await runScript(
            "open-internal app://lab\nopen-internal app://goods/1\nwait 400ms\nkey esc\nwait 400ms\nexpect app://goods/1 (internal)\nexpect source tab Lab",
            size: (100, 40)
        )
        #expect(lab.status == 0, "\(lab.errors) \(lab.output)")
    }

    @Test func theLabShowsTheExclusionThatKeptALinkOut() async throws {
        let base = DemoRouteTable.builtIn
        let table = try RouteTable(
            validating: base.routes + [Route(name: "goods.recalled", pattern: "app://goods/9", isExclusion: true)],
            options: base.options)
        let app = DemoApp.make(table: table, history: CommandHistory(directory: nil), size: (120, 50))
        let run = try await runScript(
            """
            open app://goods/9
            wait 400ms
            open-internal app://lab
            expect 1 goods.recalled  app://goods/9
            expect excluded by goods.recalled: the lin
            """, on: app)
        #expect(run.status == 0, "\(run.errors) \(run.output)")
        #expect(run.app.navigator.timelines.first?.outcome.contains("excluded by goods.recalled") == true)
    }
}

/// Links from outside to routes with a `parent` build the chain first, so Back walks up it
/// (docs/reference.md §13); in-app opens are unchanged.
@MainActor
@Suite("Synthetic back stack in the demo")
struct SyntheticBackStackTests {
    @Test func aGoodsLinkFromAnotherTabLandsOnHomeWithBackToTheList() async throws {
        let run = try await runScript("key 4\nopen app://goods/42\nwait 400ms\nstack\nkey esc\nwait 400ms\nstack")
        #expect(run.stacks[0]["selectedTab"] == .string("Home"))
        #expect(run.stacks[0].stackNames() == ["Home", "GoodsDetail"])
        #expect(run.stacks[1].stackNames() == ["Home"])
    }

    @Test func aDeepSettingsLinkBuildsTheWholeChain() async throws {
        let run = try await runScript(
            "open app://mine/edit_info?userId=7\nwait 400ms\nstack\nkey esc\nwait 400ms\nstack")
        #expect(run.stacks[0]["selectedTab"] == .string("Mine"))
        #expect(run.stacks[0].stackNames() == ["Mine", "Settings", "EditInfo"])
        #expect(run.stacks[1].stackNames() == ["Mine", "Settings"])
    }

    @Test func inAppOpensAndFailuresLeaveTheStacksAlone() async throws {
        let run = try await runScript("key 4\nopen-internal app://goods/42\nwait 400ms\nstack")
        #expect(run.stacks[0]["selectedTab"] == .string("Lab"))
        #expect(run.stacks[0].stackNames() == ["RouterLab", "GoodsDetail"])
        // The Lab's "target throws" switch: the link fails and nothing moves, chain included.
        let failing = try await runScript(
            "key 4\nstack\nkey down right enter\nopen app://goods/2\nwait 400ms\nstack")
        #expect(failing.stacks[0] == failing.stacks[1])
    }
}
