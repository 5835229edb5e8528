import Testing

@testable import Screens

/// The Router Lab in narrated mode: what it is for and its keys when it opens, the last
/// request read step by step with `n` and `p` (each step said once, as the timeline draws it),
/// and the focus following the choice, the step or the pane the user moved.
@MainActor
@Suite("Narration: the Router Lab")
struct NarrationLabTests {
    static let pushSteps = [
        "shouldHandle goods.detail", "target GoodsDetail", "source tab Home", "presentation push", "transition slide",
        "back stack Home",
    ]

    @Test func openingTheLabSaysWhatItIsForItsKeysAndTheLastRequest() async throws {
        let (_, steps) = try await narrate(["open app://goods/42\nwait 400ms", "key 4"], size: (120, 50))
        #expect(
            steps[2].heard == [
                "Shown: Router Lab (tab Lab, 4 of 4)",
                "The Router Lab shows how the router handles a link: type one to see what it matches, "
                    + "switch how the demo's handlers answer, and step through the last request.",
                "Keys: slash types a URL, the arrows move between the choices, Enter or Space toggles one, "
                    + "n and p step through the last request, ] and [ move between the panes.",
                "Last request: app://goods/42, external, handled by goods.detail, 6 steps",
                "Present: prefer modal, off, 1 of 4",
            ])
        #expect(steps[2].shows("app://goods/42 (external)"))
        #expect(steps[2].shows("[ ] prefer modal"))
    }

    /// `n` seven times reads the six steps and the outcome, each once and as the timeline draws
    /// it; `n` at the outcome moves nothing, so the outcome is said again (the end is not
    /// silence), `p` goes back a step.
    @Test func steppingReadsEachStepOnceAsTheTimelineShowsIt() async throws {
        let keys = ["open app://goods/42\nwait 400ms", "key 4"] + Array(repeating: "key n", count: 8) + ["key p"]
        let (run, steps) = try await narrate(keys, size: (120, 50))
        #expect(run.errors.isEmpty, "\(run.errors)")
        let stepping = steps.dropFirst(3).map(\.heard)
        let expected =
            Self.pushSteps.enumerated().map { index, step in
                ["Step \(index + 1) of 6: \(step)\(index == 0 ? ", yes" : "")"]
            } + [
                ["Outcome: handled by goods.detail"], ["Outcome: handled by goods.detail"],
                ["Step 6 of 6: back stack Home"],
            ]
        #expect(stepping == expected)
        for (index, step) in Self.pushSteps.enumerated() {
            #expect(steps[3 + index].shows("  \(step)"), "the timeline does not show \(step)")
        }
        #expect(steps[9].shows("  handled by goods.detail"))
    }

    /// A handler that declines: the Lab says its last request changed, `shouldHandle` is heard
    /// with its answer, `no`, and the step that says so follows.
    @Test func aDeclinedRequestSaysNo() async throws {
        let (run, steps) = try await narrate(
            ["key 4", "key down enter", "open app://goods/2\nwait 400ms", "key n", "key n", "key n"], size: (120, 50))
        let declined = "error: declined: every route matching app://goods/2 declined it"
        #expect(run.errors == [declined])
        #expect(steps[2].heard == ["Handler: decline, off, 1 of 2", "Handler: decline, on, 1 of 2"])
        // The Lab stays on top: its summary's new line comes first, then the footer's error.
        #expect(steps[3].heard == ["Last request: app://goods/2, external, \(declined), 2 steps", declined])
        #expect(steps[4].heard == ["Step 1 of 2: shouldHandle goods.detail, no"])
        #expect(steps[5].heard == ["Step 2 of 2: declined by goods.detail: next candidate"])
        #expect(steps[6].heard.first?.hasPrefix("Outcome: error: declined: ") == true)
        #expect(steps[6].shows("error: declined: "))
    }

    /// The focus follows what moved: a choice, the pane (`]`), the field and its resolution.
    @Test func theFocusFollowsWhatTheUserMoved() async throws {
        let (run, steps) = try await narrate(
            ["key 4", "key right", "key ]", "key left", "key /", "type app://goods/2"], size: (120, 50))
        #expect(run.errors.isEmpty, "\(run.errors)")
        #expect(
            steps.dropFirst(2).map(\.heard) == [
                ["Present: fade, off, 2 of 4"], ["Lifecycle log pane, 3 of 3"], ["Present: prefer modal, off, 1 of 4"],
                ["Resolve field, empty"],
                ["Resolve field, app://goods/2, match goods.detail, app://goods/:id([0-9]+)"],
            ])
        #expect(steps[6].shows("match goods.detail  app://goods/:id([0-9]+)"))
    }
}
