import RouterCore

/// The window: tabs, each with a navigation stack, and one modal chain above them, held as one
/// ``NavigationState`` value.
///
/// Every change computes the next value and applies it in one step
/// (``apply(_:introducing:transition:result:onDismiss:)``; one stack's edit in place),
/// so screens get UIKit's lifecycle order once per change — for push A→B: `B viewDidLoad`,
/// `A viewWillDisappear`, `B viewWillAppear`, then after the transition `A viewDidDisappear`,
/// `B viewDidAppear`. Pop and dismiss mirror it. A change that cannot be made throws
/// `transitionFailed` and leaves the value as it was. How a change is animated is the
/// `TransitionAnimator`'s job; what a navigation means is the router's.
@MainActor
package final class Window {
    /// The navigation state.
    package private(set) var state: NavigationState
    /// Receives every lifecycle event as it happens.
    package var lifecycleObserver: ((Screen, LifecycleEvent) -> Void)?
    /// Animates the changes.
    package let animator: TransitionAnimator
    /// What screens reach of the app: the footer, overlays, time, background work, links.
    package var services: ScreenServices?

    /// The screens in the value, by identity.
    private var shown: [ScreenID: Screen] = [:]
    /// Each tab's stack handle and home screen, in tab order.
    private let tabStacks: [NavigationStack]
    private let homes: [Screen]
    /// Each modal's presentation, by the modal's identity.
    private var presentations: [ScreenID: ModalPresentation] = [:]

    /// Creates a window with the named tabs, each given its root screen.
    package init(tabs: [(name: String, root: Screen)], animator: TransitionAnimator = TransitionAnimator()) {
        self.animator = animator
        state = NavigationState(tabs: tabs.map { NavigationState.Tab(name: $0.name, stack: [$0.root.id]) })
        homes = tabs.map(\.root)
        tabStacks = tabs.indices.map { NavigationStack(place: .tab($0)) }
        for (index, home) in homes.enumerated() {
            tabStacks[index].window = self
            home.navigationStack = tabStacks[index]
            shown[home.id] = home
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

    /// The tabs, in tab bar order.
    package var tabs: [Tab] {
        state.tabs.indices.map { Tab(name: state.tabs[$0].name, stack: tabStacks[$0], root: homes[$0]) }
    }

    /// The modal chain, bottom first.
    package var modals: [ModalPresentation] { state.modals.compactMap { presentations[$0.id] } }

    /// The index of the selected tab.
    package var selectedTabIndex: Int { state.selectedTab }

    /// The selected tab.
    package var selectedTab: Tab? { tabs.indices.contains(selectedTabIndex) ? tabs[selectedTabIndex] : nil }

    /// The stack being shown: the top modal's, else the selected tab's.
    package var visibleStack: NavigationStack? { stack(at: state.visiblePath) }

    /// The screen on top of everything.
    package var topScreen: Screen? { state.top.flatMap { shown[$0] } }

    /// The screen with identity `id`, when it is in the window.
    package func screen(_ id: ScreenID) -> Screen? { shown[id] }

    /// The index of the tab called `name` (compared case-insensitively), if there is one.
    package func tabIndex(named name: String) -> Int? {
        state.tabs.firstIndex { $0.name.lowercased() == name.lowercased() }
    }

    /// Whether `screen` is in any stack.
    package func contains(_ screen: Screen) -> Bool { shown[screen.id] === screen }

    /// The handle of the stack at `path`.
    func stack(at path: NavigationState.StackPath) -> NavigationStack? {
        switch path {
        case .tab(let index): tabStacks.indices.contains(index) ? tabStacks[index] : nil
        case .modal(let index):
            state.modals.indices.contains(index) ? presentations[state.modals[index].id]?.stack : nil
        }
    }

    /// Where `stack` is in the value (default: the visible stack).
    func path(of stack: NavigationStack?) throws(NavigationError) -> NavigationState.StackPath {
        guard let stack else { return state.visiblePath }
        guard stack.window === self else { throw NavigationError("the stack belongs to another window") }
        switch stack.place {
        case .tab(let index): return .tab(index)
        case .modal(let id):
            guard let index = state.modals.firstIndex(where: { $0.id == id }) else {
                throw NavigationError("the modal was dismissed")
            }
            return .modal(index)
        }
    }

    // MARK: Changing

    /// Computes the next value with `change` from the current one and applies it (see
    /// ``apply(_:introducing:transition:result:onDismiss:)``); a `change` that throws changes nothing.
    package func update(
        introducing screens: [Screen] = [], transition: (any Transition)? = nil, result: Any? = nil,
        onDismiss: ((Any?) -> Void)? = nil, _ change: (inout NavigationState) throws(NavigationError) -> Void
    ) throws(NavigationError) {
        var next = state
        try change(&next)
        try apply(next, introducing: screens, transition: transition, result: result, onDismiss: onDismiss)
    }

    /// Makes `next` the navigation state in one step: screens that left get `viewWasRemoved`,
    /// the old top and the new one the appearance events around one `transition`, and each
    /// modal that was dismissed its `onDismiss` (the lowest with `result`).
    ///
    /// - Parameters:
    ///   - screens: the screens `next` shows that the window does not hold yet.
    ///   - onDismiss: receives the result of a modal `next` presents.
    /// - Throws: `transitionFailed` when `next` is not a navigation the window can show (the tabs
    ///   changed, a stack is empty, a screen is in two places or unknown); nothing changes then.
    package func apply(
        _ next: NavigationState, introducing screens: [Screen] = [], transition: (any Transition)? = nil,
        result: Any? = nil, onDismiss: ((Any?) -> Void)? = nil
    ) throws(NavigationError) {
        // The running transition ends first: its completion may change the value this one is
        // checked against.
        animator.finish()
        let change = try NavigationChange(from: state, to: next, shown: shown, introducing: screens)
        commit(change, transition: transition, result: result, onDismiss: onDismiss) { $0 = next }
    }

    /// Keeps the bottom `kept` screens of the stack at `path` and puts `screens` above them, in
    /// place: a push, pop or replace costs the size of the change, not of the stack.
    func edit(
        _ path: NavigationState.StackPath, keeping kept: Int, adding screens: [Screen], transition: (any Transition)?
    ) throws(NavigationError) {
        animator.finish()
        let change = try NavigationChange(editing: path, of: state, keeping: kept, adding: screens, shown: shown)
        commit(change, transition: transition) { state in
            state.edit(path) { stack in
                stack.removeSubrange(kept...)
                stack.append(contentsOf: screens.map(\.id))
            }
        }
    }

    /// Makes a checked change: `update` turns the value into the next one, then the screens'
    /// places, lifecycle events and dismiss handlers follow.
    private func commit(
        _ change: NavigationChange, transition: (any Transition)?, result: Any? = nil,
        onDismiss: ((Any?) -> Void)? = nil, _ update: (inout NavigationState) -> Void
    ) {
        let previousTop = topScreen
        update(&state)
        for screen in change.removed { shown[screen.id] = nil }
        for screen in change.added { shown[screen.id] = screen }
        for modal in state.modals where presentations[modal.id] == nil {
            let stack = NavigationStack(place: .modal(modal.id))
            stack.window = self
            presentations[modal.id] = ModalPresentation(stack: stack, onDismiss: onDismiss)
        }
        for (path, screens) in change.placed {
            let stack = self.stack(at: path)
            for id in screens { shown[id]?.navigationStack = stack }
        }
        let newTop = topScreen
        let direction: TransitionDirection = change.added.contains { $0 === newTop } ? .forward : .backward
        if direction == .forward { newTop?.shownWith = transition }
        appear(from: previousTop, to: newTop, direction: direction, transition: transition, removed: change.removed)
        for (offset, modal) in change.dismissedModals.enumerated().reversed() {
            presentations.removeValue(forKey: modal)?.onDismiss?(offset == 0 ? result : nil)
        }
        for screen in change.unplaced { screen.request?.completion.finish(.success(nil)) }
    }

    /// Sends the appearance events around a change already made to the value.
    private func appear(
        from: Screen?, to: Screen?, direction: TransitionDirection, transition: (any Transition)?, removed: [Screen]
    ) {
        // A screen that leaves for good answers its caller with the router's default, unless it
        // answered already.
        let leave = {
            for screen in removed {
                screen.navigationStack = nil
                screen.request?.completion.finish(.success(nil))
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
