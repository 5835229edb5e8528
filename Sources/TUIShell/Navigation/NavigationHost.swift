import RouterCore

/// The window: tabs, each with a navigation stack, and one modal chain above them.
///
/// Every change goes through here so screens get UIKit's lifecycle order — for push A→B:
/// `B viewDidLoad`, `A viewWillDisappear`, `B viewWillAppear`, then after the transition
/// `A viewDidDisappear`, `B viewDidAppear`. Pop and dismiss mirror it. A change that fails
/// throws `transitionFailed` and leaves every stack as it was.
@MainActor
public final class NavigationHost {
    /// The tabs, in tab bar order.
    public private(set) var tabs: [Tab] = []
    /// The index of the selected tab.
    public private(set) var selectedTabIndex = 0
    /// The modal chain, bottom first.
    public private(set) var modals: [ModalPresentation] = []
    /// Receives every lifecycle event as it happens.
    public var lifecycleObserver: ((Screen, LifecycleEvent) -> Void)?
    /// When `false`, every transition is instant (`--no-animation`, `NO_MOTION`, `REDUCE_MOTION`).
    public var animationsEnabled = true
    /// The clock transitions run on.
    public let clock: VirtualClock
    /// The transition running now, if any.
    public private(set) var activeTransition: ActiveTransition?
    /// Routes an in-app URL once the current key is handled (set by the app).
    public var openURL: ((_ url: String, _ parameters: [String: any Sendable]) -> Void)?

    /// Creates a host with the named tabs, each given its root screen.
    public init(tabs: [(name: String, root: Screen)], clock: VirtualClock = VirtualClock()) {
        self.clock = clock
        for (name, root) in tabs {
            let stack = NavigationStack()
            stack.host = self
            root.navigationStack = stack
            stack.screens = [root]
            self.tabs.append(Tab(name: name, stack: stack))
        }
    }

    /// Loads and shows the first tab's root; call once before the first frame.
    public func start() {
        guard let root = topScreen else { return }
        root.deliver(.viewDidLoad, to: lifecycleObserver)
        root.deliver(.viewWillAppear, to: lifecycleObserver)
        root.deliver(.viewDidAppear, to: lifecycleObserver)
    }

    // MARK: Where things are

    /// The selected tab.
    public var selectedTab: Tab? { tabs.indices.contains(selectedTabIndex) ? tabs[selectedTabIndex] : nil }

    /// The stack being shown: the top modal's, else the selected tab's.
    public var visibleStack: NavigationStack? { modals.last?.stack ?? selectedTab?.stack }

    /// The screen on top of everything.
    public var topScreen: Screen? { visibleStack?.top }

    /// Whether `screen` is in any stack.
    public func contains(_ screen: Screen) -> Bool {
        // A screen on a stack knows it (a new screen has none), so only that stack is searched.
        guard let stack = screen.navigationStack, allStacks.contains(where: { $0 === stack }) else { return false }
        return stack.screens.contains { $0 === screen }
    }

    private var allStacks: [NavigationStack] { tabs.map(\.stack) + modals.map(\.stack) }

    // MARK: Stack operations

    /// Pushes `screen` on `stack` (default: the visible stack).
    public func push(_ screen: Screen, on stack: NavigationStack? = nil, transition: (any Transition)? = nil) throws(RouteError) {
        let stack = try resolve(stack)
        try checkNotShown(screen)
        try change(stack: stack, to: stack.screens + [screen], keepingBottom: stack.screens.count, direction: .forward, transition: transition)
    }

    /// Pops the top screen of `stack`; does nothing at the root. Returns the popped screen.
    @discardableResult
    public func pop(_ stack: NavigationStack? = nil, transition: (any Transition)? = nil) -> Screen? {
        guard let stack = try? resolve(stack), stack.screens.count > 1 else { return nil }
        let popped = stack.top
        try? change(stack: stack, to: Array(stack.screens.dropLast()), keepingBottom: stack.screens.count - 1, direction: .backward, transition: transition)
        return popped
    }

    /// Pops every screen above `screen` in its stack.
    public func pop(to screen: Screen, transition: (any Transition)? = nil) throws(RouteError) {
        guard let stack = screen.navigationStack, let index = stack.screens.firstIndex(where: { $0 === screen }) else {
            throw RouteError(.transitionFailed, "\(screen.name) is not on a navigation stack")
        }
        try change(stack: stack, to: Array(stack.screens[...index]), keepingBottom: index + 1, direction: .backward, transition: transition)
    }

    /// Pops to the root of `stack`.
    public func popToRoot(_ stack: NavigationStack? = nil, transition: (any Transition)? = nil) {
        guard let stack = try? resolve(stack), let root = stack.root else { return }
        try? change(stack: stack, to: [root], direction: .backward, transition: transition)
    }

    /// Replaces the whole stack in one transition.
    public func setStack(_ screens: [Screen], on stack: NavigationStack? = nil, transition: (any Transition)? = nil) throws(RouteError) {
        let stack = try resolve(stack)
        guard !screens.isEmpty else { throw RouteError(.transitionFailed, "a navigation stack cannot be empty") }
        for screen in screens where !stack.screens.contains(where: { $0 === screen }) { try checkNotShown(screen) }
        guard Set(screens.map(ObjectIdentifier.init)).count == screens.count else {
            throw RouteError(.transitionFailed, "a screen appears twice in the new stack")
        }
        try change(stack: stack, to: screens, direction: .forward, transition: transition)
    }

    /// Replaces the top screen of `stack` with `screen`.
    public func replaceTop(with screen: Screen, on stack: NavigationStack? = nil, transition: (any Transition)? = nil) throws(RouteError) {
        let stack = try resolve(stack)
        try checkNotShown(screen)
        try change(stack: stack, to: stack.screens.dropLast() + [screen], keepingBottom: stack.screens.count - 1, direction: .forward, transition: transition)
    }

    // MARK: Modals

    /// Presents `screen` modally above everything; `onDismiss` receives the dismiss result.
    public func present(_ screen: Screen, transition: (any Transition)? = nil, onDismiss: ((Any?) -> Void)? = nil) throws(RouteError) {
        try checkNotShown(screen)
        let stack = NavigationStack()
        stack.host = self
        let previousTop = topScreen
        finishTransition()
        screen.navigationStack = stack
        stack.screens = [screen]
        modals.append(ModalPresentation(stack: stack, onDismiss: onDismiss))
        appear(from: previousTop, to: screen, direction: .forward, transition: transition, removed: [])
    }

    /// Dismisses the modal holding `screen` (default: the top modal) and every modal above it,
    /// delivering `result` to its presenter.
    public func dismiss(_ screen: Screen? = nil, result: Any? = nil, transition: (any Transition)? = nil) throws(RouteError) {
        let index: Int
        if let screen {
            guard let found = modals.firstIndex(where: { $0.stack === screen.navigationStack }) else {
                throw RouteError(.transitionFailed, "\(screen.name) is not presented modally")
            }
            index = found
        } else {
            guard !modals.isEmpty else { throw RouteError(.transitionFailed, "nothing is presented") }
            index = modals.count - 1
        }
        let previousTop = topScreen
        finishTransition()
        let removedModals = Array(modals[index...])
        modals.removeSubrange(index...)
        let removed = removedModals.flatMap(\.stack.screens)
        appear(from: previousTop, to: topScreen, direction: .backward, transition: transition, removed: removed)
        for (offset, modal) in removedModals.enumerated().reversed() {
            modal.onDismiss?(offset == 0 ? result : nil)
        }
    }

    // MARK: Tabs

    /// Selects the tab at `index`, keeping every tab's stack as it is.
    public func selectTab(_ index: Int) throws(RouteError) {
        guard tabs.indices.contains(index) else { throw RouteError(.transitionFailed, "there is no tab \(index + 1)") }
        guard index != selectedTabIndex else { return }
        let previousTop = topScreen
        finishTransition()
        selectedTabIndex = index
        if modals.isEmpty {
            appear(from: previousTop, to: topScreen, direction: .forward, transition: nil, removed: [])
        }
    }

    /// Selects the tab named `name`.
    public func selectTab(named name: String) throws(RouteError) {
        guard let index = tabs.firstIndex(where: { $0.name.caseInsensitiveCompare(name) == .orderedSame }) else {
            throw RouteError(.transitionFailed, "there is no tab named '\(name)'")
        }
        try selectTab(index)
    }

    // MARK: Going back

    /// Esc: dismisses the top modal, else pops the visible stack. Returns whether anything changed.
    @discardableResult
    public func goBack() -> Bool {
        if !modals.isEmpty {
            try? dismiss()
            return true
        }
        return pop() != nil
    }

    // MARK: Transitions

    /// Completes a running transition at once (input arrived, or the script asked).
    public func finishTransition() {
        guard let active = activeTransition else { return }
        activeTransition = nil
        clock.cancel(active.timer)
        active.completion()
    }

    // MARK: Internals

    private func resolve(_ stack: NavigationStack?) throws(RouteError) -> NavigationStack {
        guard let stack = stack ?? visibleStack else { throw RouteError(.transitionFailed, "there is no navigation stack") }
        guard stack.host === self else { throw RouteError(.transitionFailed, "the stack belongs to another window") }
        return stack
    }

    private func checkNotShown(_ screen: Screen) throws(RouteError) {
        if contains(screen) { throw RouteError(.transitionFailed, "\(screen.name) is already on a navigation stack") }
    }

    /// Makes `screens` the stack's content. `keepingBottom` says how many screens at the bottom
    /// are unchanged when the caller knows (a push or a pop), else they are compared.
    private func change(
        stack: NavigationStack, to screens: [Screen], keepingBottom: Int? = nil, direction: TransitionDirection, transition: (any Transition)?
    ) throws(RouteError) {
        let previousTop = topScreen
        finishTransition()
        // Pushes and pops keep a common bottom; only the screens above it are compared, so a
        // change costs the size of the difference, not of the stack (10,000-deep stacks).
        let common = keepingBottom ?? zip(stack.screens, screens).prefix { $0 === $1 }.count
        let kept = Set(screens[common...].map(ObjectIdentifier.init))
        let removed = stack.screens[common...].filter { !kept.contains(ObjectIdentifier($0)) }
        for screen in screens[common...] where screen.navigationStack !== stack { screen.navigationStack = stack }
        stack.screens = screens
        appear(from: previousTop, to: topScreen, direction: direction, transition: transition, removed: removed)
    }

    /// Sends the appearance events around a change already made to the model.
    private func appear(from: Screen?, to: Screen?, direction: TransitionDirection, transition: (any Transition)?, removed: [Screen]) {
        let finishRemoved = {
            for screen in removed {
                screen.navigationStack = nil
                screen.request?.completion.finish(.success(nil))
            }
        }
        guard from !== to else {
            removed.forEach { $0.viewWasRemoved() }
            finishRemoved()
            return
        }
        to?.deliver(.viewDidLoad, to: lifecycleObserver)
        from?.deliver(.viewWillDisappear, to: lifecycleObserver)
        to?.deliver(.viewWillAppear, to: lifecycleObserver)
        removed.forEach { $0.viewWasRemoved() }
        let complete = { [weak self] in
            from?.deliver(.viewDidDisappear, to: self?.lifecycleObserver)
            to?.deliver(.viewDidAppear, to: self?.lifecycleObserver)
            finishRemoved()
        }
        guard animationsEnabled, let transition, transition.duration > 0 else {
            complete()
            return
        }
        let timer = clock.schedule(after: transition.duration) { [weak self] in self?.finishTransition() }
        activeTransition = ActiveTransition(
            transition: transition, direction: direction, from: from, to: to, start: clock.now, timer: timer, completion: complete
        )
    }
}
