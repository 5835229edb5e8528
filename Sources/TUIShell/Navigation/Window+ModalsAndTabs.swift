import RouterCore

/// The modal chain, the tabs and going back: the changes that are not edits of one stack.
extension Window {
    // MARK: Modals

    /// Presents `screen` modally above everything, covering what was there; `onDismiss` receives
    /// what the modal was dismissed with, as `Result` (`nil` on a bare dismiss or a result of
    /// another type) — Textual's `push_screen(screen, callback)` with a typed `dismiss(result)`.
    ///
    /// - Throws: `transitionFailed` when `screen` is already shown.
    package func present<Result>(_ screen: Screen, onDismiss: @escaping (Result?) -> Void) throws(ShellError) {
        try present(screen, transition: nil, onDismiss: onDismiss)
    }

    /// The same, with `transition` instead of the cover.
    package func present<Result>(
        _ screen: Screen, transition: (any Transition)?, onDismiss: @escaping (Result?) -> Void
    ) throws(ShellError) {
        try present(screen, transition: transition, dismissHandler: { onDismiss($0 as? Result) })
    }

    /// Presents `screen` modally above everything.
    package func present(_ screen: Screen, transition: (any Transition)? = nil) throws(ShellError) {
        try present(screen, transition: transition, dismissHandler: nil)
    }

    private func present(_ screen: Screen, transition: (any Transition)?, dismissHandler onDismiss: ((Any?) -> Void)?)
        throws(ShellError)
    {
        try checkNotShown(screen)
        let previousTop = topScreen
        animator.finish()
        let stack = NavigationStack(window: self, isModal: true)
        screen.navigationStack = stack
        stack.screens = [screen]
        modals.append(ModalPresentation(stack: stack, onDismiss: onDismiss))
        screen.shownWith = transition
        appear(from: previousTop, to: screen, direction: .forward, transition: transition, removed: [])
    }

    /// Dismisses the modal holding `screen` (default: the top modal) and every modal above it in
    /// one transition, delivering `result` to its presenter.
    package func dismiss(_ screen: Screen? = nil, result: Any? = nil, transition: (any Transition)? = nil)
        throws(ShellError)
    {
        let index: Int
        if let screen {
            guard let found = modals.firstIndex(where: { $0.stack === screen.navigationStack }) else {
                throw ShellError(.transitionFailed, "\(screen.name) is not presented modally")
            }
            index = found
        } else {
            guard !modals.isEmpty else { throw ShellError(.transitionFailed, "nothing is presented") }
            index = modals.count - 1
        }
        let previousTop = topScreen
        animator.finish()
        let removedModals = Array(modals[index...])
        modals.removeSubrange(index...)
        appear(
            from: previousTop, to: topScreen, direction: .backward, transition: transition,
            removed: removedModals.flatMap(\.stack.screens))
        for (offset, modal) in removedModals.enumerated().reversed() {
            modal.onDismiss?(offset == 0 ? result : nil)
        }
    }

    /// Dismisses every modal in one transition.
    package func dismissAll(transition: (any Transition)? = nil) throws(ShellError) {
        guard let bottom = modals.first?.stack.root else { return }
        try dismiss(bottom, transition: transition)
    }

    // MARK: Tabs

    /// Whether a modal covers the tab bar, as a full-screen modal does on iOS: the bar is not
    /// drawn, and its keys (Tab, Shift+Tab, the digits) and clicks do nothing.
    package var isTabBarCovered: Bool { !modals.isEmpty }

    /// Selects the tab at `index`, keeping every tab's stack as it is.
    package func selectTab(_ index: Int) throws(ShellError) {
        guard tabs.indices.contains(index) else { throw ShellError(.transitionFailed, "there is no tab \(index + 1)") }
        guard index != selectedTabIndex else { return }
        let previousTop = topScreen
        animator.finish()
        selectedTabIndex = index
        if modals.isEmpty {
            appear(from: previousTop, to: topScreen, direction: .forward, transition: nil, removed: [])
        }
    }

    /// Selects the tab named `name`.
    package func selectTab(named name: String) throws(ShellError) {
        guard let index = tabIndex(named: name) else {
            throw ShellError(.transitionFailed, "there is no tab named '\(name)'")
        }
        try selectTab(index)
    }

    // MARK: Going back

    /// Whether Esc has somewhere to go: a modal to dismiss or a screen above a stack's root.
    package var canGoBack: Bool { !modals.isEmpty || (visibleStack?.screens.count ?? 0) > 1 }

    /// Esc: pops the visible stack (by default sliding right) — a modal's own stack too, so
    /// Register pushed inside Log in goes back to Log in — and at a modal's root dismisses the
    /// modal (its transition run backward, by default a cover sinking away). Returns whether
    /// anything changed.
    @discardableResult
    package func goBack() -> Bool {
        guard let stack = visibleStack, let top = stack.top else { return false }
        if stack.screens.count == 1, stack.isModal {
            try? dismiss(top, transition: top.shownWith ?? CoverTransition())
            return true
        }
        return pop(transition: top.shownWith ?? SlideTransition()) != nil
    }
}
