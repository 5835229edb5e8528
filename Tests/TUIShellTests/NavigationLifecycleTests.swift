import RouterCore
import TestSupport
import Testing

@testable import TUIShell

/// A host with tabs Home and Orders whose lifecycle lines are recorded.
@MainActor
final class Harness {
    let window: Window
    var lines: [String] = []

    init(animated: Bool = false) {
        window = Window(tabs: [
            ("Home", Screen(name: "Home", title: "Home")), ("Orders", Screen(name: "Orders", title: "Orders")),
        ])
        window.animator.isEnabled = animated
        window.start()
        window.lifecycleObserver = { [unowned self] screen, event in
            self.lines.append("\(screen.name) \(event.rawValue)")
        }
    }

    func take() -> [String] {
        defer { lines = [] }
        return lines
    }

    var names: [String] { window.visibleStack?.screens.map(\.name) ?? [] }
}

@MainActor
@Suite("Lifecycle order (UIKit's, docs/reference.md §9)")
struct NavigationLifecycleTests {
    @Test func pushAndPop() throws {
        let harness = Harness()
        let detail = Screen(name: "B", title: "B")
        try harness.window.push(detail)
        #expect(
            harness.take() == [
                "B viewDidLoad", "Home viewWillDisappear", "B viewWillAppear", "Home viewDidDisappear",
                "B viewDidAppear",
            ])
        #expect(harness.window.pop() === detail)
        #expect(
            harness.take() == [
                "B viewWillDisappear", "Home viewWillAppear", "B viewDidDisappear", "Home viewDidAppear",
            ])
        #expect(harness.window.pop() == nil)
        #expect(harness.take().isEmpty)
    }

    /// Every navigation records the stack for the Lab: a deep stack is its root and top ends and
    /// a count, so the record costs the same at any depth (pushes stay linear).
    @Test func aDeepStackIsDiagrammedByItsEnds() throws {
        let harness = Harness()
        for index in 1...11 { try harness.window.push(Screen(name: "S\(index)", title: "S")) }
        #expect(harness.window.stackDiagram == ["tab Home: Home › S1 › S2 › S3 › … 4 more › S8 › S9 › S10 › S11"])
        _ = harness.window.pop()
        _ = harness.window.pop()
        _ = harness.window.pop()
        #expect(harness.window.stackDiagram == ["tab Home: Home › S1 › S2 › S3 › S4 › S5 › S6 › S7 › S8"])
    }

    @Test func popToRootAndSetStackTouchOnlyTheVisibleEnds() throws {
        let harness = Harness()
        for name in ["A", "B", "C"] { try harness.window.push(Screen(name: name, title: name)) }
        _ = harness.take()
        harness.window.popToRoot()
        #expect(
            harness.take() == [
                "C viewWillDisappear", "Home viewWillAppear", "C viewDidDisappear", "Home viewDidAppear",
            ])
        let x = Screen(name: "X", title: "X")
        let y = Screen(name: "Y", title: "Y")
        try harness.window.setStack([harness.window.visibleStack!.root!, x, y])
        #expect(
            harness.take() == [
                "Y viewDidLoad", "Home viewWillDisappear", "Y viewWillAppear", "Home viewDidDisappear",
                "Y viewDidAppear",
            ])
        #expect(harness.names == ["Home", "X", "Y"])
    }

    @Test func presentNestedAndDismissMiddle() throws {
        let harness = Harness()
        var results: [String] = []
        let login = ModalScreen<String>(name: "Login", title: "Log in")
        try harness.window.present(login) { (answer: String?) in results.append("login:\(answer ?? "nil")") }
        #expect(
            harness.take() == [
                "Login viewDidLoad", "Home viewWillDisappear", "Login viewWillAppear", "Home viewDidDisappear",
                "Login viewDidAppear",
            ])
        try harness.window.push(Screen(name: "Register", title: "Register"))
        let alert = Screen(name: "Terms", title: "Terms")
        try harness.window.present(alert) { (accepted: Bool?) in
            results.append("terms:\(accepted.map(String.init) ?? "nil")")
        }
        _ = harness.take()
        login.dismiss(with: "ok")
        #expect(
            harness.take() == [
                "Terms viewWillDisappear", "Home viewWillAppear", "Terms viewDidDisappear", "Home viewDidAppear",
            ])
        #expect(harness.window.modals.isEmpty)
        #expect(results == ["terms:nil", "login:ok"])
        // Inside the package, a result of another type than the presenter expects arrives as nil
        // (the public API makes the mismatch a compile error: ModalScreen<Result>).
        try harness.window.present(login) { (count: Int?) in results.append("count:\(count.map(String.init) ?? "nil")")
        }
        login.dismiss(with: "not a number")
        #expect(results.last == "count:nil")
    }

    /// What an app calls: a shown screen presents a modal and gets its typed result; a screen
    /// that is not shown cannot, and nothing changes.
    @Test func aScreenPresentsAModalAndGetsItsResult() throws {
        let harness = Harness()
        let home = try #require(harness.window.topScreen)
        var chosen: [String?] = []
        let picker = ModalScreen<String>(name: "Picker", title: "Colour")
        try home.present(picker) { colour in chosen.append(colour) }
        #expect(harness.names == ["Picker"])
        picker.dismiss(with: "blue")
        #expect(chosen == ["blue"])
        #expect(harness.names == ["Home"])

        let hidden = Screen(name: "Hidden", title: "Not shown")
        _ = harness.take()
        let notShown = #expect(throws: RouteError.self) {
            try hidden.present(ModalScreen<Int>(name: "X", title: "X")) { _ in }
        }
        #expect(notShown?.code == .transitionFailed)
        let twice = #expect(throws: RouteError.self) { try home.present(home) }
        #expect(twice?.code == .transitionFailed)
        #expect(harness.take().isEmpty)
        #expect(harness.names == ["Home"])
    }

    @Test func tabSwitchKeepsEachStack() throws {
        let harness = Harness()
        try harness.window.push(Screen(name: "Goods", title: "Goods"))
        _ = harness.take()
        try harness.window.selectTab(named: "Orders")
        #expect(
            harness.take() == [
                "Orders viewDidLoad", "Goods viewWillDisappear", "Orders viewWillAppear", "Goods viewDidDisappear",
                "Orders viewDidAppear",
            ])
        try harness.window.selectTab(0)
        #expect(harness.names == ["Home", "Goods"])
        #expect(
            harness.take() == [
                "Orders viewWillDisappear", "Goods viewWillAppear", "Orders viewDidDisappear", "Goods viewDidAppear",
            ])
    }

    @Test func failedOperationsChangeNothing() throws {
        let harness = Harness()
        let screen = Screen(name: "A", title: "A")
        try harness.window.push(screen)
        _ = harness.take()
        #expect(throws: NavigationError("A is already on a navigation stack")) {
            try harness.window.push(screen)
        }
        #expect(throws: NavigationError.self) { try harness.window.present(screen) }
        #expect(throws: NavigationError.self) { try harness.window.dismiss() }
        #expect(throws: NavigationError.self) { try harness.window.selectTab(7) }
        #expect(throws: NavigationError.self) { try harness.window.setStack([]) }
        #expect(harness.names == ["Home", "A"])
        #expect(harness.take().isEmpty)
    }

    @Test func didEventsWaitForTheTransition() throws {
        let harness = Harness(animated: true)
        try harness.window.push(Screen(name: "B", title: "B"), transition: SlideTransition())
        #expect(harness.take() == ["B viewDidLoad", "Home viewWillDisappear", "B viewWillAppear"])
        harness.window.animator.clock.advance(by: 100)
        #expect(harness.take().isEmpty)
        #expect(harness.window.animator.active?.progress(at: harness.window.animator.clock.now) == 0.4)
        harness.window.animator.clock.advance(by: 150)
        #expect(harness.take() == ["Home viewDidDisappear", "B viewDidAppear"])
        try harness.window.push(Screen(name: "C", title: "C"), transition: SlideTransition())
        try harness.window.push(Screen(name: "D", title: "D"), transition: SlideTransition())
        #expect(
            harness.take() == [
                "C viewDidLoad", "B viewWillDisappear", "C viewWillAppear", "B viewDidDisappear", "C viewDidAppear",
                "D viewDidLoad", "C viewWillDisappear", "D viewWillAppear",
            ])
    }

    @Test func requestsGetADefaultAnswerOnlyWhenTheirScreenLeaves() async throws {
        let harness = Harness()
        let answers = Locked(0)
        let screen = Screen(name: "B", title: "B")
        screen.request = RouteRequest(
            url: try URLParser().parse("app://b"), routeName: "b",
            completion: RequestCompletion { _ in answers.increment() })
        try harness.window.push(screen)
        try harness.window.present(Screen(name: "Cover", title: "Cover"))
        #expect(answers.value == 0)
        try harness.window.dismiss()
        harness.window.pop()
        #expect(answers.value == 1)
    }
}
