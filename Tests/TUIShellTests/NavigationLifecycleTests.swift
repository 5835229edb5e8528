import Testing
import RouterCore
@testable import TUIShell

/// A host with tabs Home and Orders whose lifecycle lines are recorded.
@MainActor
final class Harness {
    let host: NavigationHost
    var lines: [String] = []

    init(animated: Bool = false) {
        host = NavigationHost(tabs: [("Home", Screen(name: "Home", title: "Home")), ("Orders", Screen(name: "Orders", title: "Orders"))])
        host.animationsEnabled = animated
        host.start()
        host.lifecycleObserver = { [unowned self] screen, event in self.lines.append("\(screen.name) \(event.rawValue)") }
    }

    func take() -> [String] {
        defer { lines = [] }
        return lines
    }

    var names: [String] { host.visibleStack?.screens.map(\.name) ?? [] }
}

@MainActor
@Suite("Lifecycle order (UIKit's, CONTRACT §9)")
struct NavigationLifecycleTests {
    @Test func pushAndPop() throws {
        let harness = Harness()
        let detail = Screen(name: "B", title: "B")
        try harness.host.push(detail)
        #expect(harness.take() == ["B viewDidLoad", "Home viewWillDisappear", "B viewWillAppear", "Home viewDidDisappear", "B viewDidAppear"])
        #expect(harness.host.pop() === detail)
        #expect(harness.take() == ["B viewWillDisappear", "Home viewWillAppear", "B viewDidDisappear", "Home viewDidAppear"])
        #expect(harness.host.pop() == nil)
        #expect(harness.take().isEmpty)
    }

    @Test func popToRootAndSetStackTouchOnlyTheVisibleEnds() throws {
        let harness = Harness()
        for name in ["A", "B", "C"] { try harness.host.push(Screen(name: name, title: name)) }
        _ = harness.take()
        harness.host.popToRoot()
        #expect(harness.take() == ["C viewWillDisappear", "Home viewWillAppear", "C viewDidDisappear", "Home viewDidAppear"])
        let x = Screen(name: "X", title: "X"), y = Screen(name: "Y", title: "Y")
        try harness.host.setStack([harness.host.visibleStack!.root!, x, y])
        #expect(harness.take() == ["Y viewDidLoad", "Home viewWillDisappear", "Y viewWillAppear", "Home viewDidDisappear", "Y viewDidAppear"])
        #expect(harness.names == ["Home", "X", "Y"])
    }

    @Test func presentNestedAndDismissMiddle() throws {
        let harness = Harness()
        var results: [String] = []
        let login = Screen(name: "Login", title: "Log in")
        try harness.host.present(login) { results.append("login:\(String(describing: $0))") }
        #expect(harness.take() == ["Login viewDidLoad", "Home viewWillDisappear", "Login viewWillAppear", "Home viewDidDisappear", "Login viewDidAppear"])
        try harness.host.push(Screen(name: "Register", title: "Register"))
        let alert = Screen(name: "Terms", title: "Terms")
        try harness.host.present(alert) { results.append("terms:\(String(describing: $0))") }
        _ = harness.take()
        try harness.host.dismiss(login, result: "ok")
        #expect(harness.take() == ["Terms viewWillDisappear", "Home viewWillAppear", "Terms viewDidDisappear", "Home viewDidAppear"])
        #expect(harness.host.modals.isEmpty)
        #expect(results == ["terms:nil", "login:Optional(\"ok\")"])
    }

    @Test func tabSwitchKeepsEachStack() throws {
        let harness = Harness()
        try harness.host.push(Screen(name: "Goods", title: "Goods"))
        _ = harness.take()
        try harness.host.selectTab(named: "Orders")
        #expect(harness.take() == ["Orders viewDidLoad", "Goods viewWillDisappear", "Orders viewWillAppear", "Goods viewDidDisappear", "Orders viewDidAppear"])
        try harness.host.selectTab(0)
        #expect(harness.names == ["Home", "Goods"])
        #expect(harness.take() == ["Orders viewWillDisappear", "Goods viewWillAppear", "Orders viewDidDisappear", "Goods viewDidAppear"])
    }

    @Test func failedOperationsChangeNothing() throws {
        let harness = Harness()
        let screen = Screen(name: "A", title: "A")
        try harness.host.push(screen)
        _ = harness.take()
        #expect(throws: RouteError.self) { try harness.host.push(screen) }
        #expect(throws: RouteError.self) { try harness.host.present(screen) }
        #expect(throws: RouteError.self) { try harness.host.dismiss() }
        #expect(throws: RouteError.self) { try harness.host.selectTab(7) }
        #expect(throws: RouteError.self) { try harness.host.setStack([]) }
        #expect(harness.names == ["Home", "A"])
        #expect(harness.take().isEmpty)
    }

    @Test func didEventsWaitForTheTransition() throws {
        let harness = Harness(animated: true)
        try harness.host.push(Screen(name: "B", title: "B"), transition: SlideTransition())
        #expect(harness.take() == ["B viewDidLoad", "Home viewWillDisappear", "B viewWillAppear"])
        harness.host.clock.advance(by: 100)
        #expect(harness.take().isEmpty)
        #expect(harness.host.activeTransition?.progress(at: harness.host.clock.now) == 0.4)
        harness.host.clock.advance(by: 150)
        #expect(harness.take() == ["Home viewDidDisappear", "B viewDidAppear"])
        try harness.host.push(Screen(name: "C", title: "C"), transition: SlideTransition())
        try harness.host.push(Screen(name: "D", title: "D"), transition: SlideTransition())
        #expect(harness.take() == [
            "C viewDidLoad", "B viewWillDisappear", "C viewWillAppear", "B viewDidDisappear", "C viewDidAppear",
            "D viewDidLoad", "C viewWillDisappear", "D viewWillAppear",
        ])
    }

    @Test func requestsGetADefaultAnswerOnlyWhenTheirScreenLeaves() async throws {
        let harness = Harness()
        let answers = AnswerBox()
        let screen = Screen(name: "B", title: "B")
        screen.request = RouteRequest(url: try URLParser().parse("app://b"), routeName: "b", completion: RequestCompletion { answers.record($0) })
        try harness.host.push(screen)
        try harness.host.present(Screen(name: "Cover", title: "Cover"))
        #expect(answers.count == 0)
        try harness.host.dismiss()
        harness.host.pop()
        #expect(answers.count == 1)
    }
}

final class AnswerBox: @unchecked Sendable {
    private(set) var count = 0
    func record(_ result: Result<(any Sendable)?, RouteError>) { count += 1 }
}
