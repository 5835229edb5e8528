import RouterCore
import Testing

/// A push banner over the command bar or another dialog, as a user sees it (trial defects 1 and 6).
@MainActor
@Suite("Banners over other overlays")
struct BannerOverOverlayTests {
    /// A banner that arrives while the command bar is open leaves the bar its keys: what is typed
    /// goes on into the field, not to the tab keys or `q`.
    @Test func typingGoesOnIntoTheCommandBarUnderABanner() async throws {
        let run = try await runScript(
            """
            key :
            type app://goods/
            push {"aps":{"alert":"Sale"},"url":"app://goods/3"}
            wait 100ms
            type 2q
            stack
            """)
        let lines = run.app.render().lines
        #expect(lines.last == ":app://goods/2q", "\(lines)")
        #expect(!run.app.render().text.contains("Quit tuishell?"), "q was typed, not a request to quit")
        #expect(run.stacks.last?["selectedTab"] == .string("Home"), "2 did not switch to Orders: \(run.output)")
    }

    /// Enter with a banner up opens the bar's link, not the banner's.
    @Test func enterOpensTheBarsLinkNotTheBanners() async throws {
        let run = try await runScript(
            """
            key :
            type app://goods/1
            push {"aps":{"alert":"Sale"},"url":"app://goods/3"}
            wait 100ms
            key enter
            wait 1s
            stack
            """)
        #expect(run.stacks.last?.topScreen == "GoodsDetail", "\(run.output)")
        #expect(run.app.render().text.contains("#1"), "goods 1 opened: \(run.app.render().text)")
        #expect(!run.app.render().text.contains("#3"), "the banner's link stayed unopened")
    }

    /// A long title is cut to leave room for `1 of N`.
    @Test func aLongTitleKeepsTheQueueCount() async throws {
        let push =
            #"push {"aps":{"alert":"Push A with a rather long body text that should wrap around in the banner box nicely"}}"#
        let run = try await runScript([push, push, push].joined(separator: "\n"))
        let top = run.app.render().lines.first { $0.contains("┌") } ?? ""
        #expect(top.contains("…  1 of 3 ┐"), "'\(top)'")
    }
}
