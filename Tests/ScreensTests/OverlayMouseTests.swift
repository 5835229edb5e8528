import Foundation
import RouterCore
import Testing

@testable import Screens
@testable import TUIShell

/// The quit dialog, help, titles and the Lab answer the mouse (issue 25, defects 6, 8 and 16),
/// clicked where the frame shows them.
@MainActor
@Suite("Overlays and the Lab under the mouse")
struct OverlayMouseTests {
    /// The cell where `text` starts in the frame the app draws now, as `click` takes it.
    private func place(of text: String, in app: ShellApp) throws -> (column: Int, row: Int) {
        let lines = app.render().lines
        let row = try #require(lines.firstIndex { $0.contains(text) }, "'\(text)' is not on screen: \(lines)")
        let line = lines[row]
        return (TextWidth.of(line[..<line.range(of: text)!.lowerBound]), row)
    }

    private func click(_ text: String, on app: ShellApp) async throws -> ScriptRun {
        let (column, row) = try place(of: text, in: app)
        return try await runScript("click \(column + 1) \(row)\nwait 400ms", on: app)
    }

    @Test func clickingQuitQuitsAndStayStays() async throws {
        let stay = try await runScript("key q")
        _ = try await click("Stay", on: stay.app)
        #expect(!stay.app.isQuitRequested)
        #expect(!stay.app.render().text.contains("Quit tuishell?"))
        let quit = try await runScript("key q")
        _ = try await click("Quit]", on: quit.app)
        #expect(quit.app.isQuitRequested)
    }

    @Test(arguments: ["key q", "key ?"])
    func aClickBesideTheDialogClosesItAndReachesNothingBeneath(opening: String) async throws {
        let run = try await runScript(opening)
        // "2 Orders" in the tab bar lies outside either box.
        let after = try await click("2 Orders", on: run.app)
        #expect(!after.app.render().text.contains("┌"), "\(after.app.render().text)")
        #expect(after.app.window.selectedTabIndex == 0, "the click closed the box and switched no tab")
        #expect(!after.app.isQuitRequested)
    }

    @Test func aClickInsideHelpKeepsIt() async throws {
        let run = try await runScript("key ?")
        _ = try await click("move", on: run.app)
        #expect(run.app.render().text.contains("┌ Keys"))
    }

    @Test func theTitlesBackArrowGoesBack() async throws {
        let run = try await runScript("open app://goods/2\nwait 400ms")
        _ = try await click("‹", on: run.app)
        #expect(run.app.window.topScreen?.name == "Home")
    }

    @Test func theLabsSwitchesDemosFieldAndRoutesAreClickable() async throws {
        let run = try await runScript("key 4", size: (100, 30))
        _ = try await click("[ ] fade", on: run.app)
        #expect(run.app.render().text.contains("[x] fade"))
        _ = try await click("goods.detail", on: run.app)
        #expect(
            run.app.render().text.contains("Resolve: app://goods/"), "a route row starts the field with its pattern")
        let typed = try await runScript("type 7\nexpect match goods.detail", on: run.app)
        #expect(typed.status == 0, "the click focused the field: \(typed.output)")
        _ = try await click("cover  none", on: run.app)
        #expect(run.app.window.topScreen?.title == "Transition: cover")
    }

    /// `]` / `[` focus the Lab's panes; paging keys act on the focused one.
    @Test func pagingKeysActOnTheFocusedLabPane() async throws {
        let run = try await runScript("key 4\nkey ] ]\nkey end", size: (100, 30))
        let text = run.app.render().text
        #expect(text.contains("▸ Routes (26)"), "\(text)")
        #expect(
            run.app.render().lines.contains { $0.contains("lab.transition") && $0.contains("app://lab/transition") },
            "End scrolled the routes: \(text)")
        #expect(run.app.keys.activeBindings.contains { $0.action == "scroll the routes" })
    }

    /// Defect 8: at any width every choice stays reachable and in sight when focused.
    @Test(arguments: [(20, 12), (40, 12), (30, 8)])
    func theFocusedLabChoiceIsAlwaysInSight(width: Int, height: Int) async throws {
        let run = try await runScript("key 4", size: (width, height))
        // → along a row; ↓ to the row below, as far along as it goes (replace root → target throws).
        let steps = [
            ("", "prefer modal"), ("right", "fade"), ("right", "cover"), ("right", "replace root"),
            ("down", "target throws"), ("left", "decline"), ("down", "slide"), ("right", "fade"), ("right", "cover"),
            ("right", "none"), ("right", "slow motion"),
        ]
        for (step, (key, label)) in steps.enumerated() {
            if !key.isEmpty { _ = try await runScript("key \(key)", on: run.app) }
            let frame = run.app.render()
            // The text of the cells drawn selected, row by row: the focused choice, whole or cut
            // with `…` (the focused pane's `▸` title is drawn in the same colour).
            let selectedRows = frame.lines.indices.map { row in
                String(
                    (0..<frame.width).filter { frame[$0, row]?.style.role == .selection }.compactMap {
                        frame[$0, row]?.character
                    }
                )
                .trimmingCharacters(in: .whitespaces)
            }
            let text = try #require(
                selectedRows.first { !$0.isEmpty && !$0.hasPrefix("▸") }, "nothing selected at step \(step)")
            let shown = text.hasPrefix("[") ? String(text.dropFirst(4)) : text
            #expect(
                shown == label || (shown.hasSuffix("…") && label.hasPrefix(shown.dropLast())),
                "'\(text)' for \(label) at \(width)x\(height)")
        }
    }

    /// Defect 16: a toast sits in a frame with a blank margin, not over the text beneath.
    @Test func aToastClearsAMarginAroundItself() async throws {
        let run = try await runScript("open aop://log?message=hello", size: (60, 12))
        let frame = run.app.render()
        let lines = frame.lines
        let top = try #require(lines.firstIndex { $0.contains("┌") })
        let bottom = try #require(lines.firstIndex { $0.contains("└") })
        #expect(lines[top + 1].contains("log: hello"))
        let left = try #require((0..<frame.width).first { frame[$0, top]?.character == "┌" })
        let right = try #require((0..<frame.width).first { frame[$0, top]?.character == "┐" })
        // Every cell of the ring just outside the frame is blank.
        let ring =
            ((left - 1)...(right + 1)).flatMap { [($0, top - 1), ($0, bottom + 1)] }
            + (top...bottom).flatMap { [(left - 1, $0), (right + 1, $0)] }
        let written = ring.filter { frame[$0.0, $0.1]?.character != " " }
        #expect(written.isEmpty, "text touches the toast at \(written): \(lines)")
    }

    /// A banner as wide as the screen still keeps a blank cell around its frame.
    @Test func aFullWidthBannerKeepsItsMargin() async throws {
        let body = String(repeating: "half price ", count: 12)
        let run = try await runScript(#"push {"aps":{"alert":{"title":"Sale","body":"\#(body)"}}}"#, size: (40, 12))
        let lines = run.app.render().lines
        let top = try #require(lines.firstIndex { $0.contains("┌") }, "\(lines)")
        // Lines come without trailing blanks: the frame ends one cell short of the 40th column.
        #expect(
            lines[top].hasPrefix(" ┌") && lines[top].hasSuffix("┐") && TextWidth.of(lines[top]) == 39, "'\(lines[top])'"
        )
        #expect(
            lines[top - 1].trimmingCharacters(in: .whitespaces).isEmpty || lines[top - 1].hasPrefix(" Home"),
            "'\(lines[top - 1])'")
    }

    @Test func queuedBannersSayWhichOfHowMany() async throws {
        let run = try await runScript(
            """
            push {"aps":{"alert":"First"}}
            push {"aps":{"alert":"Second"}}
            expect 1 of 2
            key esc
            expect Second
            expect-not 1 of
            """)
        #expect(run.status == 0, "\(run.output)")
    }
}
