/// The edits of one stack, each computed as the next ``NavigationState`` and applied whole.
extension Window {
    /// Pushes `screen` on `stack` (default: the visible stack).
    package func push(_ screen: Screen, on stack: NavigationStack? = nil, transition: (any Transition)? = nil)
        throws(NavigationError)
    {
        let path = try path(of: stack)
        try edit(path, keeping: state[path].count, adding: [screen], transition: transition)
    }

    /// Pops the top screen of `stack`; does nothing at the root. Returns the popped screen.
    @discardableResult
    package func pop(_ stack: NavigationStack? = nil, transition: (any Transition)? = nil) -> Screen? {
        guard let path = try? path(of: stack), state[path].count > 1, let popped = state[path].last.flatMap(screen)
        else { return nil }
        return (try? edit(path, keeping: state[path].count - 1, adding: [], transition: transition)) != nil
            ? popped : nil
    }

    /// Pops every screen above `screen` in its stack.
    package func pop(to screen: Screen, transition: (any Transition)? = nil) throws(NavigationError) {
        guard contains(screen), let path = try? path(of: screen.navigationStack),
            let index = state[path].lastIndex(of: screen.id)
        else {
            throw NavigationError("\(screen.name) is not on a navigation stack")
        }
        try edit(path, keeping: index + 1, adding: [], transition: transition)
    }

    /// Pops to the root of `stack`.
    package func popToRoot(_ stack: NavigationStack? = nil, transition: (any Transition)? = nil) {
        guard let path = try? path(of: stack) else { return }
        try? edit(path, keeping: 1, adding: [], transition: transition)
    }

    /// Replaces the whole stack in one transition; the bottom it shares with the stack stays.
    package func setStack(_ screens: [Screen], on stack: NavigationStack? = nil, transition: (any Transition)? = nil)
        throws(NavigationError)
    {
        let path = try path(of: stack)
        let kept = NavigationChange.sharedPrefix(state[path], screens.map(\.id))
        try edit(path, keeping: kept, adding: Array(screens[kept...]), transition: transition)
    }

    /// Replaces the top screen of `stack` with `screen`.
    package func replaceTop(with screen: Screen, on stack: NavigationStack? = nil, transition: (any Transition)? = nil)
        throws(NavigationError)
    {
        let path = try path(of: stack)
        guard !state[path].isEmpty else { throw NavigationError("there is no screen to replace") }
        try edit(path, keeping: state[path].count - 1, adding: [screen], transition: transition)
    }

    /// Removes `screen` and everything above it — the screens above it on its stack, and when it
    /// is a modal's root, that modal and every modal above it — in one transition. A tab's root
    /// stays.
    ///
    /// - Throws: `transitionFailed` when `screen` is not shown or is a tab's root.
    package func remove(_ screen: Screen, transition: (any Transition)? = nil) throws(NavigationError) {
        try update(transition: transition) { next throws(NavigationError) in
            guard contains(screen), next.remove(screen.id) else {
                throw NavigationError("\(screen.name) is not above a tab's root")
            }
        }
    }
}
