import RouterCore
import TUIShell
import Testing

@testable import Screens

@MainActor
@Suite("tuishell script flows (docs/reference.md §9)")
struct ScriptFlowTests {
    @Test func pushPrintsRouterAndLifecycleLinesInUIKitOrder() async throws {
        let run = try await runScript(
            """
            lifecycle on
            open app://goods/42?from=home
            wait 300ms
            expect Goods #42
            """)
        #expect(run.status == 0)
        #expect(
            run.events == [
                "route goods.detail shouldHandle", "route goods.detail target", "route goods.detail source",
                "route goods.detail transition push", "lifecycle GoodsDetail viewDidLoad",
                "lifecycle Home viewWillDisappear",
                "lifecycle GoodsDetail viewWillAppear", "lifecycle Home viewDidDisappear",
                "lifecycle GoodsDetail viewDidAppear",
            ])
    }

    @Test func stackJSONDescribesTabsModalsAndTop() async throws {
        let run = try await runScript(
            """
            open app://goods/1
            open app://user/login/138
            stack
            key esc
            stack
            """)
        let (withModal, afterEsc) = (run.stacks[0], run.stacks[1])
        #expect(withModal.stackNames() == ["Home", "GoodsDetail"])
        #expect(
            withModal["modals"]?.jsonText.contains(#""screen":"Login","title":"Log in","url":"app://user/login/138""#)
                == true)
        #expect(withModal.topScreen == "Login")
        #expect(afterEsc["modals"] == .array([]))
        #expect(afterEsc.topScreen == "GoodsDetail")
    }

    @Test func commandBarRoutesAndShowsErrorsInlineWithoutChangingAnything() async throws {
        let run = try await runScript(
            """
            key :
            type app://nope
            key enter
            expect notFound
            stack
            key ctrl+l
            type app://goods/7
            key enter
            wait 300ms
            expect Goods #7
            key esc
            key :
            key up
            expect :app://goods/7
            key esc
            expect-not :app://goods/7
            stack
            """)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.stacks[0].stackNames() == ["Home"])
        #expect(run.stacks[1].stackNames() == ["Home"])
    }

    @Test func externalLinksCannotReachInternalRoutes() async throws {
        let run = try await runScript(
            """
            open app://pay?orderID=1
            stack
            open app://user/login/13800138000
            key enter
            open mediator://Order/makeScreen?goodsID=1&count=1
            open-internal app://pay?orderID=1
            stack
            """)
        #expect(run.errors.count == 1)
        #expect(run.errors.first?.hasPrefix("error: forbidden:") == true)
        #expect(run.stacks[0]["modals"] == .array([]))
        #expect(run.stacks[1].topScreen == "Pay")
    }

    @Test func tabsKeepTheirStacks() async throws {
        let run = try await runScript(
            """
            open app://goods/2
            key 3
            open app://mine/setting
            key tab
            key tab
            stack
            key 3
            stack
            """)
        #expect(run.stacks[0].stackNames() == ["Home", "GoodsDetail"])
        #expect(run.stacks[0]["selectedTab"] == .string("Home"))
        #expect(run.stacks[1].stackNames() == ["Mine", "Settings"])
    }

    @Test func expectFailurePrintsTheScreenAndExitsOne() async throws {
        let run = try await runScript("expect Something else\nopen app://goods/1")
        #expect(run.status == 1)
        #expect(run.output.first == "--- screen ---" && run.output.last == "--- end ---")
        #expect(run.output.contains { $0.contains("Home") })
        #expect(run.app.window.visibleStack?.screens.count == 1)
    }

    @Test func malformedLinesExitTwoBeforeRunningAnything() async throws {
        let run = try await runScript("open app://goods/1\nkey hyperspace\n")
        #expect(run.status == 2)
        #expect(run.errors == ["error: invalidScript: line 2: unknown key 'hyperspace'"])
        #expect(run.app.window.visibleStack?.screens.count == 1)
        for bad in ["jump", "wait soon", "resize big", "lifecycle maybe", "open", "screen now"] {
            #expect(try await runScript(bad).status == 2, "\(bad)")
        }
    }

    @Test func failedRoutesLeaveStateUnchanged() async throws {
        let run = try await runScript(
            """
            open app://goods/1
            open mediator://Goods/info?id=1
            open app://x/%zz
            open app://lab/transition/spin
            stack
            """)
        #expect(run.errors.map { $0.split(separator: ":")[1] } == [" noScreen", " invalidURL", " notFound"])
        #expect(run.stacks[0].stackNames() == ["Home", "GoodsDetail"])
    }

    @Test func closureRoutesToastsAndMissHandlers() async throws {
        let run = try await runScript(
            """
            open aop://log?message=hello
            expect log: hello
            wait 3100ms
            expect-not log: hello
            open aop://log/anything
            expect miss handler: aop://log
            open aop://log/silent/x
            expect miss handler: aop
            expect-not miss handler: aop://log
            open aop://blog/redirect
            expect AOPRouter's blog page
            open native://www.taoqu.com?ios_path=/mine/complete
            expect Complete your profile
            open app://alert?title=Hi&message=There
            expect There
            key enter
            expect-not There
            """)
        #expect(run.status == 0, "\(run.errors) \(run.output)")
    }

    @Test func pushPayloadsShowBannersThatOpenTheirLinkOrTimeOut() async throws {
        let run = try await runScript(
            """
            push {"aps":{"alert":{"title":"Sale","body":"Half price"}},"url":"app://goods/3"}
            push {"aps":{"alert":"Second"},"deeplink":"app://post/9"}
            expect Sale
            expect Half price
            key enter
            expect Goods #3
            expect Second
            wait 5100ms
            expect-not Second
            push {"aps":"nope"}
            push {"url":"app://goods/1"}
            push [1]
            """)
        #expect(run.status == 0, "\(run.output)")
        #expect(
            run.errors.map { $0.split(separator: ":")[1] } == [" invalidPayload", " invalidPayload", " invalidPayload"])
        #expect(
            try await runScript(#"push {"aps":{},"pad":"\#(String(repeating: "x", count: 4100))"}"#).errors.first?
                .hasPrefix("error: payloadTooLarge") == true)
    }

    @Test func quitNeedsConfirmation() async throws {
        let stay = try await runScript("key q\nexpect Quit tuishell?\nkey n\nexpect-not Quit tuishell?")
        #expect(stay.status == 0 && !stay.app.isQuitRequested)
        let quit = try await runScript("key q\nkey y\nexpect never shown")
        #expect(quit.status == 0 && quit.app.isQuitRequested)
    }

    @Test func survivesTinyAndHugeTerminals() async throws {
        let run = try await runScript(
            """
            open app://goods/1
            resize 20x5
            expect Goods #1
            resize 1x1
            screen
            resize 300x100
            expect Goods #1
            key ?
            expect Keys
            """)
        #expect(run.status == 0, "\(run.output)")
    }

    @Test func wideCharactersTakeTwoColumns() async throws {
        let run = try await runScript("open app://post/北京烤鸭\nwait 300ms\nscreen")
        let frame = run.app.render()
        #expect(frame.lines[0] == " ‹ Post 北京烤鸭")
        #expect(frame[8, 0]?.character == "北" && frame[9, 0]?.character == nil && frame[10, 0]?.character == "京")
    }
}
