/// The difference between two navigation values, checked: which screens leave, which arrive,
/// which stacks' tops changed and which modals were dismissed.
///
/// Only each stack's part above what the two values share is looked at, so a change costs the
/// size of the difference, not of the stacks (20,000-deep stacks).
@MainActor
struct NavigationChange {
    /// The screens that leave the window, in stack order.
    private(set) var removed: [Screen] = []
    /// The screens that arrive.
    private(set) var added: [Screen] = []
    /// Each stack's new part, by its path in the next value.
    private(set) var placed: [(NavigationState.StackPath, ArraySlice<ScreenID>)] = []
    /// The identities of the modals that are gone, bottom first.
    private(set) var dismissedModals: [ScreenID] = []

    /// Checks `next` against `current`, whose screens are `shown`.
    ///
    /// - Throws: `transitionFailed` when `next` changes the tabs, empties a stack, selects no
    ///   tab, or holds a screen twice or one that is neither shown nor in `screens`.
    init(
        from current: NavigationState, to next: NavigationState, shown: [ScreenID: Screen],
        introducing screens: [Screen]
    ) throws(NavigationError) {
        guard next.tabs.map(\.name) == current.tabs.map(\.name) else {
            throw NavigationError("the tabs cannot change")
        }
        guard next.tabs.indices.contains(next.selectedTab) else {
            throw NavigationError("there is no tab \(next.selectedTab + 1)")
        }
        guard next.paths.allSatisfy({ !next[$0].isEmpty }) else {
            throw NavigationError("a navigation stack cannot be empty")
        }
        guard Set(next.modals.map(\.id)).count == next.modals.count else {
            throw NavigationError("a modal is presented twice")
        }
        var leaving: [ScreenID] = []
        var arriving: [ScreenID] = []
        func compare(_ old: [ScreenID], _ new: [ScreenID], at path: NavigationState.StackPath?) {
            let kept = Self.sharedPrefix(old, new)
            leaving += old[kept...]
            arriving += new[kept...]
            if let path { placed.append((path, new[kept...])) }
        }
        for index in next.tabs.indices { compare(current.tabs[index].stack, next.tabs[index].stack, at: .tab(index)) }
        for modal in current.modals where !next.modals.contains(where: { $0.id == modal.id }) {
            compare(modal.stack, [], at: nil)
            dismissedModals.append(modal.id)
        }
        for (index, modal) in next.modals.enumerated() {
            compare(current.modals.first { $0.id == modal.id }?.stack ?? [], modal.stack, at: .modal(index))
        }
        let leavingSet = Set(leaving)
        let arrivingSet = Set(arriving)
        guard arrivingSet.count == arriving.count else {
            throw NavigationError("a screen appears twice in the new navigation")
        }
        let introduced = Dictionary(screens.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for id in arriving where !leavingSet.contains(id) {
            if let screen = shown[id] {
                throw NavigationError("\(screen.name) is already on a navigation stack")
            }
            guard let screen = introduced[id] else {
                throw NavigationError("the screen \(id) is not in the window")
            }
            added.append(screen)
        }
        removed = leaving.filter { !arrivingSet.contains($0) }.compactMap { shown[$0] }
    }

    /// How many identities `old` and `new` share from the bottom: a plain loop, as the stack may be
    /// 20,000 deep and a main-actor closure per element would be checked on every call.
    private nonisolated static func sharedPrefix(_ old: [ScreenID], _ new: [ScreenID]) -> Int {
        let count = min(old.count, new.count)
        var index = 0
        while index < count, old[index] == new[index] { index += 1 }
        return index
    }
}
