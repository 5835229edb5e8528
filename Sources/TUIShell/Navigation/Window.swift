import RouterCore

/// The window: tabs, each with a navigation stack, and one modal chain above them.
///
/// Every change goes through here so screens get UIKit's lifecycle order — for push A→B:
/// `B viewDidLoad`, `A viewWillDisappear`, `B viewWillAppear`, then after the transition
/// `A viewDidDisappear`, `B viewDidAppear`. Pop and dismiss mirror it. A change that fails
/// throws `transitionFailed` and leaves every stack as it was. How a change is animated is the
/// `TransitionAnimator`'s job; what a navigation means is the `Navigator`'s.
@MainActor
package final class Window {
    /// The tabs, in tab bar order.
    package private(set) var tabs: [Tab] = []
    /// The index of the selected tab.
    package internal(set) var selectedTabIndex = 0
    /// The modal chain, bottom first.
    package var modals: [ModalPresentation] = []
    /// Receives every lifecycle event as it happens.
    package var lifecycleObserver: ((Screen, LifecycleEvent) -> Void)?
    /// Animates the changes.
    package let animator: TransitionAnimator
    /// Where screens' `open(_:)` goes and who answers the requests of screens that leave.
    package weak var navigator: Navigator?
    /// What screens reach of the app: the footer, overlays, time, background work.
    package var services: ScreenServices?

    /// Creates a window with the named tabs, each given its root screen.
    package init(tabs: [(name: String, root: Screen)], animator: TransitionAnimator = TransitionAnimator()) {
        self.animator = animator
        for (name, root) in tabs {
            let stack = NavigationStack(window: self, isModal: false)
            root.navigationStack = stack
            stack.screens = [root]
            self.tabs.append(Tab(name: name, stack: stack, root: root))
        }
    }

    /// Loads and shows the first tab's root; call once before the first frame.
    package func start() {
        guard let root = topScreen else { return }
        for event in [LifecycleEvent.viewDidLoad, .viewWillAppear, .viewDidAppear] {
            root.deliver(event, to: lifecycleObserver)
        }
    }

    // MARK: Where things are

    /// The selected tab.
    package var selectedTab: Tab? { tabs.indices.contains(selectedTabIndex) ? tabs[selectedTabIndex] : nil }

    /// The stack being shown: the top modal's, else the selected tab's.
    package var visibleStack: NavigationStack? { modals.last?.stack ?? selectedTab?.stack }

    /// The screen on top of everything.
    package var topScreen: Screen? { visibleStack?.top }

    /// The index of the tab called `name` (compared case-insensitively), if there is one.
    package func tabIndex(named name: String) -> Int? {
        tabs.firstIndex { $0.name.lowercased() == name.lowercased() }
    }

    /// Whether `screen` is in any stack.
    package func contains(_ screen: Screen) -> Bool {
        // A screen on a stack knows it (a new screen has none), so only that stack is searched.
        guard let stack = screen.navigationStack, stack.window === self else { return false }
        return stack.screens.contains { $0 === screen }
    }

    // MARK: Stack operations

    /// Pushes `screen` on `stack` (default: the visible stack).
    package func push(_ screen: Screen, on stack: NavigationStack? = nil, transition: (any Transition)? = nil)
        throws(ShellError)
    {
        let stack = try resolve(stack)
        try checkNotShown(screen)
        change(stack, keeping: stack.screens.count, adding: [screen], direction: .forward, transition: transition)
    }

    /// Pops the top screen of `stack`; does nothing at the root. Returns the popped screen.
    @discardableResult
    package func pop(_ stack: NavigationStack? = nil, transition: (any Transition)? = nil) -> Screen? {
        guard let stack = try? resolve(stack), stack.screens.count > 1 else { return nil }
        let popped = stack.top
        change(stack, keeping: stack.screens.count - 1, adding: [], direction: .backward, transition: transition)
        return popped
    }

    /// Pops every screen above `screen` in its stack.
    package func pop(to screen: Screen, transition: (any Transition)? = nil) throws(ShellError) {
        guard let stack = screen.navigationStack, stack.window === self,
            let index = stack.screens.lastIndex(where: { $0 === screen })
        else {
            throw ShellError(.transitionFailed, "\(screen.name) is not on a navigation stack")
        }
        change(stack, keeping: index + 1, adding: [], direction: .backward, transition: transition)
    }

    /// Pops to the root of `stack`.
    package func popToRoot(_ stack: NavigationStack? = nil, transition: (any Transition)? = nil) {
        guard let stack = try? resolve(stack), !stack.screens.isEmpty else { return }
        change(stack, keeping: 1, adding: [], direction: .backward, transition: transition)
    }

    /// Replaces the whole stack in one transition.
    package func setStack(_ screens: [Screen], on stack: NavigationStack? = nil, transition: (any Transition)? = nil)
        throws(ShellError)
    {
        let stack = try resolve(stack)
        guard !screens.isEmpty else { throw ShellError(.transitionFailed, "a navigation stack cannot be empty") }
        guard Set(screens.map(ObjectIdentifier.init)).count == screens.count else {
            throw ShellError(.transitionFailed, "a screen appears twice in the new stack")
        }
        let current = Set(stack.screens.map(ObjectIdentifier.init))
        for screen in screens where !current.contains(ObjectIdentifier(screen)) { try checkNotShown(screen) }
        let common = zip(stack.screens, screens).prefix { $0 === $1 }.count
        change(stack, keeping: common, adding: Array(screens[common...]), direction: .forward, transition: transition)
    }

    /// Replaces the top screen of `stack` with `screen`.
    package func replaceTop(with screen: Screen, on stack: NavigationStack? = nil, transition: (any Transition)? = nil)
        throws(ShellError)
    {
        let stack = try resolve(stack)
        try checkNotShown(screen)
        change(stack, keeping: stack.screens.count - 1, adding: [screen], direction: .forward, transition: transition)
    }

    // MARK: Internals

    private func resolve(_ stack: NavigationStack?) throws(ShellError) -> NavigationStack {
        guard let stack = stack ?? visibleStack else {
            throw ShellError(.transitionFailed, "there is no navigation stack")
        }
        guard stack.window === self else { throw ShellError(.transitionFailed, "the stack belongs to another window") }
        return stack
    }

    func checkNotShown(_ screen: Screen) throws(ShellError) {
        if contains(screen) { throw ShellError(.transitionFailed, "\(screen.name) is already on a navigation stack") }
    }

    /// Keeps the stack's bottom `kept` screens and puts `added` above them, in place, so a change
    /// costs the size of the difference, not of the stack (20,000-deep stacks).
    private func change(
        _ stack: NavigationStack, keeping kept: Int, adding added: [Screen], direction: TransitionDirection,
        transition: (any Transition)?
    ) {
        let previousTop = topScreen
        animator.finish()
        let staying = Set(added.map(ObjectIdentifier.init))
        let removed = stack.screens[kept...].filter { !staying.contains(ObjectIdentifier($0)) }
        stack.screens.removeSubrange(kept...)
        stack.screens.append(contentsOf: added)
        for screen in added { screen.navigationStack = stack }
        if direction == .forward, let top = added.last { top.shownWith = transition }
        appear(from: previousTop, to: topScreen, direction: direction, transition: transition, removed: removed)
    }

    /// Sends the appearance events around a change already made to the model.
    func appear(
        from: Screen?, to: Screen?, direction: TransitionDirection, transition: (any Transition)?, removed: [Screen]
    ) {
        let leave = { [weak self] in
            for screen in removed {
                screen.navigationStack = nil
                self?.navigator?.screenLeft(screen)
            }
        }
        guard from !== to else {
            for screen in removed { screen.remove() }
            leave()
            return
        }
        to?.deliver(.viewDidLoad, to: lifecycleObserver)
        from?.deliver(.viewWillDisappear, to: lifecycleObserver)
        to?.deliver(.viewWillAppear, to: lifecycleObserver)
        for screen in removed { screen.remove() }
        animator.run(transition, direction: direction, from: from, to: to) { [weak self] in
            from?.deliver(.viewDidDisappear, to: self?.lifecycleObserver)
            to?.deliver(.viewDidAppear, to: self?.lifecycleObserver)
            leave()
        }
    }
}
