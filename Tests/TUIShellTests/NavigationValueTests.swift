import RouterCore
import TestSupport
import Testing

@testable import TUIShell

/// The navigation state is one value: a change is computed whole and applied in one step, or
/// refused with nothing changed (docs/reference.md §9, "Navigation as one value").
@MainActor
@Suite("Navigation as one value")
struct NavigationValueTests {
    /// A value the window cannot show is refused before anything moves: no lifecycle line, no
    /// stack, no tab, no modal changed.
    @Test(arguments: [
        "a screen twice", "an empty stack", "an unknown screen", "a tab renamed", "no such tab",
    ])
    func aValueTheWindowCannotShowChangesNothing(fault: String) throws {
        let harness = Harness()
        let detail = Screen(name: "Detail", title: "Detail")
        try harness.window.push(detail)
        try harness.window.present(Screen(name: "Cover", title: "Cover"))
        let before = harness.window.state
        _ = harness.take()
        let stranger = Screen(name: "Stranger", title: "Stranger")
        #expect(throws: NavigationError.self) {
            try harness.window.update(introducing: [stranger]) { next in
                // Several changes at once, the last one bad: none of them may show.
                next.modals.removeAll()
                next.selectedTab = 1
                next.tabs[1].stack.append(stranger.id)
                switch fault {
                case "a screen twice": next.tabs[1].stack.append(detail.id)
                case "an empty stack": next.tabs[0].stack = []
                case "an unknown screen": next.tabs[1].stack.append(Screen(name: "X", title: "X").id)
                case "a tab renamed": next.tabs[0] = NavigationState.Tab(name: "Elsewhere", stack: next.tabs[0].stack)
                default: next.selectedTab = 9
                }
            }
        }
        #expect(harness.window.state == before)
        #expect(harness.window.topScreen?.name == "Cover")
        #expect(!harness.window.contains(stranger))
        #expect(harness.take().isEmpty)
    }

    /// A route to another tab from under a modal is one change: the modal goes, the tab is
    /// selected and the screen pushed with one set of appearance events — no screen in between
    /// appears on the way.
    @Test func aTabRouteFromUnderAModalIsOneChange() async throws {
        let app = ShellApp.make(
            routes: {
                [
                    try Route("t://home", screen: "Home", presentation: .tab("Home")),
                    try Route("t://orders", screen: "Orders", presentation: .tab("Orders")),
                    try Route("t://order", screen: "Order", presentation: .tab("Orders")),
                    try Route("t://cover", screen: "Cover", presentation: .modal),
                ]
            }, screens: Self.screens("Home", "Orders", "Order", "Cover"), history: CommandHistory(directory: nil))
        #expect(await app.open("t://cover", origin: .internal) == nil)
        app.window.animator.finish()
        var lines: [String] = []
        app.window.lifecycleObserver = { screen, event in lines.append("\(screen.name) \(event.rawValue)") }
        #expect(await app.open("t://order", origin: .internal) == nil)
        app.window.animator.finish()
        #expect(
            lines == [
                "Order viewDidLoad", "Cover viewWillDisappear", "Order viewWillAppear", "Cover viewDidDisappear",
                "Order viewDidAppear",
            ])
        #expect(app.window.state.modals.isEmpty)
        #expect(app.window.selectedTab?.name == "Orders")
        #expect(app.window.tabs[1].stack.screens.map(\.name) == ["Orders", "Order"])
    }

    /// A handler whose screen cannot be shown there fails its route and leaves everything as it
    /// was — before the value, the modal was already dismissed and the tab switched.
    @Test func aRouteStepThatFailsHalfWayChangesNothing() async throws {
        let screens = Self.screens("Home", "Orders", "Cover")
        let app = ShellApp.make(
            routes: {
                [
                    try Route("t://home", screen: "Home", presentation: .tab("Home")),
                    try Route("t://orders", screen: "Orders", presentation: .tab("Orders")),
                    try Route("t://cover", screen: "Cover", presentation: .modal),
                    try Route("t://again", screen: "Again", presentation: .tab("Orders")),
                ]
            }, screens: screens, history: CommandHistory(directory: nil))
        // "Again" answers with a screen the window already shows: Home's root.
        let home = try #require(app.window.tabs.first?.root)
        screens.register("Again") { _ in home }
        #expect(await app.open("t://cover", origin: .internal) == nil)
        let before = app.window.state
        let error = await app.open("t://again", origin: .internal)
        #expect(error?.code == .transitionFailed)
        #expect(app.window.state == before)
        #expect(app.window.topScreen?.name == "Cover")
    }

    private static func screens(_ names: String...) -> ScreenRegistry {
        let screens = ScreenRegistry()
        for name in names { screens.register(name) { _ in Screen(name: name, title: name) } }
        return screens
    }
}

/// The corners of the value a reviewer found: identities, removal inside a modal, screens that
/// were made but never shown.
@MainActor
@Suite("Navigation value: identities and leftovers")
struct NavigationValueCornerTests {
    /// A modal has an identity of its own: presented, its root replaced, the first screen can be
    /// presented again while that modal is still up.
    @Test func aModalKeepsItsOwnIdentityWhenItsRootIsReplaced() throws {
        let harness = Harness()
        let first = Screen(name: "First", title: "First")
        try harness.window.present(first)
        try harness.window.setStack([Screen(name: "Second", title: "Second")])
        #expect(!harness.window.contains(first))
        try harness.window.present(first)
        #expect(harness.window.state.modals.count == 2)
        #expect(harness.window.topScreen === first)
    }

    /// Removing a screen inside a modal removes what is above it there and every modal above.
    @Test func removingInsideAModalTakesTheModalsAbove() throws {
        let harness = Harness()
        let (root, middle) = (Screen(name: "Root", title: "Root"), Screen(name: "Middle", title: "Middle"))
        try harness.window.present(root)
        try harness.window.push(middle)
        try harness.window.push(Screen(name: "Above", title: "Above"))
        try harness.window.present(Screen(name: "Cover", title: "Cover"))
        try harness.window.remove(middle)
        #expect(harness.window.state.modals.count == 1)
        #expect(harness.window.modals.first?.stack.screens.map(\.name) == ["Root"])
        #expect(harness.window.topScreen === root)
    }

    /// A screen handed to a change that does not show it answers its caller, as a screen that
    /// leaves does, so no caller waits for a screen that never appeared.
    @Test func aScreenMadeButNotShownAnswersItsCaller() throws {
        let harness = Harness()
        let answers = Locked(0)
        let unused = Screen(name: "Unused", title: "Unused")
        unused.request = RouteRequest(
            url: try URLParser().parse("app://unused"), routeName: "unused",
            completion: RequestCompletion { _ in answers.increment() })
        try harness.window.update(introducing: [unused]) { $0.selectedTab = 1 }
        #expect(answers.value == 1)
        #expect(!harness.window.contains(unused))
    }
}
