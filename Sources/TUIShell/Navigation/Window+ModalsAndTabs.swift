/// The modal chain, the tabs and going back: the changes that are not edits of one stack.
extension Window {
    // MARK: Modals

    /// Presents `screen` modally above everything, covering what was there; `onDismiss` receives
    /// what the modal was dismissed with, as `Result` (`nil` on a bare dismiss or a result of
    /// another type) — Textual's `push_screen(screen, callback)` with a typed `dismiss(result)`.
    ///
    /// - Throws: `transitionFailed` when `screen` is already shown.
    package func present<Result>(_ screen: Screen, onDismiss: @escaping (Result?) -> Void) throws(NavigationError) {
        try present(screen, transition: nil, onDismiss: onDismiss)
    }

    /// The same, with `transition` instead of the cover.
    package func present<Result>(
        _ screen: Screen, transition: (any Transition)?, onDismiss: @escaping (Result?) -> Void
    ) throws(NavigationError) {
        let presentation = { (next: inout NavigationState) in next.present(screen.id) }
        try update(introducing: [screen], transition: transition, onDismiss: { onDismiss($0 as? Result) }, presentation)
    }

    /// Presents `screen` modally above everything.
    package func present(_ screen: Screen, transition: (any Transition)? = nil) throws(NavigationError) {
        try update(introducing: [screen], transition: transition) { $0.present(screen.id) }
    }

    /// Dismisses the modal holding `screen` (default: the top modal) and every modal above it in
    /// one transition, delivering `result` to its presenter.
    package func dismiss(_ screen: Screen? = nil, result: Any? = nil, transition: (any Transition)? = nil)
        throws(NavigationError)
    {
        let index: Int
        if let screen {
            guard contains(screen), case .modal(let found)? = try? path(of: screen.navigationStack) else {
                throw NavigationError("\(screen.name) is not presented modally")
            }
            index = found
        } else {
            guard !state.modals.isEmpty else { throw NavigationError("nothing is presented") }
            index = state.modals.count - 1
        }
        try update(transition: transition, result: result) { $0.modals.removeSubrange(index...) }
    }

    /// Dismisses every modal in one transition.
    package func dismissAll(transition: (any Transition)? = nil) throws(NavigationError) {
        guard !state.modals.isEmpty else { return }
        try update(transition: transition) { $0.modals.removeAll() }
    }

    // MARK: Tabs

    /// Whether a modal covers the tab bar, as a full-screen modal does on iOS: the bar is not
    /// drawn, and its keys (Tab, Shift+Tab, the digits) and clicks do nothing.
    package var isTabBarCovered: Bool { !state.modals.isEmpty }

    /// Selects the tab at `index`, keeping every tab's stack as it is.
    package func selectTab(_ index: Int) throws(NavigationError) {
        guard state.tabs.indices.contains(index) else {
            throw NavigationError("there is no tab \(index + 1)")
        }
        guard index != state.selectedTab else { return }
        try update { $0.selectedTab = index }
    }

    /// Selects the tab named `name`.
    package func selectTab(named name: String) throws(NavigationError) {
        guard let index = tabIndex(named: name) else {
            throw NavigationError("there is no tab named '\(name)'")
        }
        try selectTab(index)
    }

    // MARK: Going back

    /// Whether Esc has somewhere to go: a modal to dismiss or a screen above a stack's root.
    package var canGoBack: Bool { !state.modals.isEmpty || state[state.visiblePath].count > 1 }

    /// Esc: pops the visible stack (by default sliding right) — a modal's own stack too, so
    /// Register pushed inside Log in goes back to Log in — and at a modal's root dismisses the
    /// modal (its transition run backward, by default a cover sinking away). Returns whether
    /// anything changed.
    @discardableResult
    package func goBack() -> Bool {
        guard let top = topScreen else { return false }
        if state[state.visiblePath].count == 1, case .modal = state.visiblePath {
            try? dismiss(top, transition: top.shownWith ?? CoverTransition())
            return true
        }
        return pop(transition: top.shownWith ?? SlideTransition()) != nil
    }
}
