import RouterCore
import Testing

@testable import Screens
@testable import TUIShell

/// Mouse, scrolling, cut text and the footer, through script lines as a person drives them
/// (`click COL ROW` and `scroll up|down COL ROW` use 0-based cells, as `screen` prints them).
@MainActor
@Suite("Look and feel: mouse, scrolling, text")
struct LookAndFeelTests {
    /// The screen's rows, as `screen` prints them.
    static func rows(_ run: ScriptRun) -> [String] { run.app.render().lines }

    @Test func clickingARowOpensItAndClickingATabSwitchesToIt() async throws {
        // Home: title 0, margin 1, "Not logged in" 2, gap 3, "Goods" 4, gap 5, goods rows from 6.
        let run = try await runScript(
            "click 3 8\nwait 1s\nexpect Router handbook\nclick 12 22\nwait 1s\nexpect No orders yet")
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.app.window.selectedTabIndex == 1)
    }

    @Test func underAModalTheTabBarDoesNothing() async throws {
        let run = try await runScript(
            "open app://user/login\nwait 1s\nclick 12 22\nwait 1s\nexpect Log in with your phone number")
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.app.window.selectedTabIndex == 0 && !run.app.window.modals.isEmpty)
    }

    @Test func underAnAlertOnlyItsButtonsAnswer() async throws {
        let run = try await runScript(
            "open app://alert?title=Hello&message=World\nclick 3 8\nclick 12 22\nexpect World")
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.app.window.selectedTabIndex == 0, "the tab bar reacted under an alert")
        let okRow = try #require(Self.rows(run).firstIndex { $0.contains("[OK]") })
        let okColumn = try #require(Self.rows(run)[okRow].range(of: "[OK]")).lowerBound.utf16Offset(
            in: Self.rows(run)[okRow])
        let closed = try await runScript("click \(okColumn + 1) \(okRow)\nexpect-not World", on: run.app)
        #expect(closed.status == 0, "\(closed.errors)")
    }

    @Test func theWheelScrollsTheViewUnderThePointer() async throws {
        // 16 rows leave the list 13; Home's content is 14 (margin, three lines, gap, three goods,
        // six more demos).
        let run = try await runScript("expect ▼\nexpect-not ▲\nscroll down 5 3\nexpect ▲\nexpect-not ▼", size: (40, 16))
        #expect(run.status == 0, "\(run.errors) \(Self.rows(run))")
        let home = try #require(run.app.window.topScreen as? ListScreen)
        #expect(home.scrollView.offset == 1, "the wheel stops at the end")
        let back = try await runScript("scroll up 5 3\nexpect-not ▲", on: run.app)
        #expect(back.status == 0 && home.scrollView.offset == 0, "\(back.errors)")
        let outside = try await runScript("scroll down 5 22", on: run.app)
        #expect(outside.status == 0 && home.scrollView.offset == 0, "the wheel over the tab bar scrolled the list")
    }

    @Test func aSelectionTheWheelWouldHideMovesToTheNearestRowShown() async throws {
        // 7 rows leave the list 4: End shows the last row (the ninth) at the bottom; the wheel up
        // three rows leaves the sixth at the bottom, and the selection moves onto it.
        let run = try await runScript("key end\nscroll up 5 3", size: (40, 7))
        let home = try #require(run.app.window.topScreen as? ListScreen)
        #expect(
            home.selection == 5 && home.scrollView.offset == 7,
            "selection \(home.selection), offset \(home.scrollView.offset)")
        let selectedRow = try #require(Self.rows(run).firstIndex { $0.contains("›") })
        #expect((1..<5).contains(selectedRow), "the selection left the view: \(Self.rows(run))")
    }

    @Test(arguments: [("end", "x-callback"), ("pgdn", "x-callback"), ("home", "Goods #1")])
    func pageAndEndKeysMoveTheSelection(key: String, selected: String) async throws {
        let run = try await runScript("resize 40x9\nkey end\nkey \(key)", size: (40, 9))
        let selectedLine = try #require(Self.rows(run).first { $0.contains("›") })
        #expect(selectedLine.contains(selected), "\(Self.rows(run))")
    }

    /// At 30×10 Home's list scrolls, so its rows stop one cell short of the markers' column.
    @Test func textThatDoesNotFitEndsInAnEllipsis() async throws {
        let run = try await runScript("resize 30x10", size: (30, 10))
        let row = try #require(Self.rows(run).first { $0.contains("Goods #1") })
        #expect(row.hasSuffix("…") && row.count == 29, "\(row)")
    }

    @Test(arguments: [(80, 24), (50, 12), (120, 30)])
    func theFooterNeverNamesAKeyTwice(width: Int, height: Int) async throws {
        for script in ["", "open app://user/login\nwait 1s", "key 4", "open app://alert?title=A&message=B", "key ?"] {
            let run = try await runScript("resize \(width)x\(height)\n\(script)", size: (width, height))
            let bindings = run.app.keys.footerBindings
            let shown = FrameRenderer.footerHints(own: bindings.own, global: bindings.global, width: width)
            let keys = shown.flatMap(\.keys)
            #expect(Set(keys).count == keys.count, "\(script): \(shown.map(\.hintKey))")
        }
    }
}
