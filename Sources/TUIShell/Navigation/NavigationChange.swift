/// The difference between two navigation values, checked: which screens leave, which arrive,
/// which stacks' tops changed and which modals were dismissed.
///
/// Only each stack's part above what the two values share is looked at; an edit of one stack
/// (``init(editing:of:keeping:adding:shown:)``) says how much it keeps, so a push on a 20,000-deep
/// stack costs what a push on a short one does.
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
    /// Screens handed in that the next value does not show: their requests are answered as a
    /// leaving screen's are, so no caller waits for a screen that never appeared.
    private(set) var unplaced: [Screen] = []

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
        try settle(leaving: leaving, arriving: arriving, shown: shown, introducing: screens)
    }

    /// The edit of one stack: its bottom `kept` screens stay, `screens` go above them.
    ///
    /// - Throws: `transitionFailed` when the stack would be empty, or a screen is twice in
    ///   `screens` or already shown below.
    init(
        editing path: NavigationState.StackPath, of current: NavigationState, keeping kept: Int,
        adding screens: [Screen],
        shown: [ScreenID: Screen]
    ) throws(NavigationError) {
        let stack = current[path]
        guard (0...stack.count).contains(kept), kept + screens.count > 0 else {
            throw NavigationError("a navigation stack cannot be empty")
        }
        let arriving = screens.map(\.id)
        placed = [(path, arriving[...])]
        try settle(leaving: Array(stack[kept...]), arriving: arriving, shown: shown, introducing: screens)
    }

    /// What leaves and what arrives, from the parts of the stacks that changed.
    private mutating func settle(
        leaving: [ScreenID], arriving: [ScreenID], shown: [ScreenID: Screen], introducing screens: [Screen]
    ) throws(NavigationError) {
        // Most changes move a screen or two: sets only for the large ones (a stack rebuilt).
        let leavingSet = IDSet(leaving)
        let arrivingSet = IDSet(arriving)
        guard arrivingSet.count == arriving.count else {
            throw NavigationError("a screen appears twice in the new navigation")
        }
        for id in arriving where !leavingSet.contains(id) {
            if let screen = shown[id] { throw NavigationError("\(screen.name) is already on a navigation stack") }
            guard let screen = screens.first(where: { $0.id == id }) else {
                throw NavigationError("the screen \(id) is not in the window")
            }
            added.append(screen)
        }
        for id in leaving where !arrivingSet.contains(id) {
            if let screen = shown[id] { removed.append(screen) }
        }
        for screen in screens where !arrivingSet.contains(screen.id) && shown[screen.id] == nil {
            unplaced.append(screen)
        }
    }

    /// Identities to look up: a few in a list, many in a hash set.
    private struct IDSet {
        private let few: [ScreenID]
        private let many: Set<ScreenID>?

        init(_ ids: [ScreenID]) {
            few = ids
            many = ids.count > 8 ? Set(ids) : nil
        }

        /// How many different identities there are.
        var count: Int { many?.count ?? (few.count < 2 ? few.count : Set(few).count) }

        func contains(_ id: ScreenID) -> Bool { many?.contains(id) ?? few.contains(id) }
    }

    /// How many identities `old` and `new` share from the bottom: a plain loop, as the stack may be
    /// 20,000 deep and a main-actor closure per element would be checked on every call.
    nonisolated static func sharedPrefix(_ old: [ScreenID], _ new: [ScreenID]) -> Int {
        // A stack the change did not touch is still the same storage: no need to look inside.
        let same = old.withUnsafeBufferPointer { old in
            new.withUnsafeBufferPointer { new in old.baseAddress == new.baseAddress && old.count == new.count }
        }
        if same { return old.count }
        let count = min(old.count, new.count)
        var index = 0
        while index < count, old[index] == new[index] { index += 1 }
        return index
    }
}
