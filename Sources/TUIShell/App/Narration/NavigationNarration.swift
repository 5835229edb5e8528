/// The lines for a change of navigation between two snapshots: the screens that closed (top
/// first), the ones that opened and how (pushed, presented, a tab's root), and the screen shown
/// again when what covered it went.
@MainActor
enum NavigationNarration {
    /// How many closed screens get a line each; more are counted on one line.
    private static let closedLinesLimit = 5

    static func lines(from old: NarrationSnapshot, to new: NarrationSnapshot) -> [String] {
        let (leaving, arriving) = changedScreens(from: old.state, to: new.state)
        let (leavingSet, arrivingSet) = (Set(leaving), Set(arriving))
        let removed = leaving.filter { !arrivingSet.contains($0) }
        let removedSet = Set(removed)
        let added = arriving.filter { !leavingSet.contains($0) }
        var lines: [String] = []
        for id in removed.reversed().prefix(closedLinesLimit) {
            lines.append("Closed: \(old.titles[id] ?? "a screen")")
        }
        if removed.count > closedLinesLimit { lines.append("Closed \(removed.count - closedLinesLimit) more screens") }
        let tabChanged = new.state.selectedTab != old.state.selectedTab && new.state.modals.isEmpty
        for id in added {
            guard let path = path(of: id, in: new.state) else { continue }
            let title = id == new.top ? new.topTitle : new.titles[id] ?? "a screen"
            // A screen that took a closed one's place (one product page for another) says so.
            let replaced = screen(at: path, where: id, is: new.state, before: old.state)
                .flatMap { removedSet.contains($0) ? old.titles[$0] : nil }
            let way = replaced.map { "in place of \($0)" + (tabChanged ? ", \(tab(new.state))" : "") }
            lines.append("Opened: \(title) (\(way ?? how(id, at: path, in: new.state, tabChanged: tabChanged)))")
        }
        if let top = new.top, top != old.top, !added.contains(top) {
            lines.append(
                tabChanged ? "Shown: \(new.topTitle) (\(tab(new.state)))" : "Shown again: \(new.topTitle)")
        } else if new.top == old.top, new.topTitle != old.topTitle {
            lines.append("Title: \(new.topTitle)")
        }
        return lines
    }

    /// `tab Home, 1 of 4`.
    static func tab(_ state: NavigationState) -> String {
        let index = state.selectedTab
        let name = state.tabs.indices.contains(index) ? state.tabs[index].name : ""
        return "tab \(Narration.position(name, index: index, count: state.tabs.count))"
    }

    /// How a screen that arrived came: presented (a modal's root), the root of a tab, or pushed;
    /// with the tab when the tab changed too.
    private static func how(
        _ id: ScreenID, at path: NavigationState.StackPath, in state: NavigationState, tabChanged: Bool
    ) -> String {
        switch path {
        case .modal(let index):
            return state.modals[index].stack.first == id ? "presented" : "pushed"
        case .tab(let index):
            let way = state.tabs[index].stack.first == id ? "root" : "pushed"
            return tabChanged || state.tabs[index].stack.first == id ? "\(way), \(tab(state))" : way
        }
    }

    /// The screen that was where `id` is now (the same place of the same stack), before.
    private static func screen(
        at path: NavigationState.StackPath, where id: ScreenID, is new: NavigationState, before old: NavigationState
    ) -> ScreenID? {
        guard let position = new[path].lastIndex(of: id) else { return nil }
        let stack: [ScreenID]
        switch path {
        case .tab: stack = old[path]
        case .modal(let index): stack = old.modals.first { $0.id == new.modals[index].id }?.stack ?? []
        }
        return stack.indices.contains(position) ? stack[position] : nil
    }

    private static func path(of id: ScreenID, in state: NavigationState) -> NavigationState.StackPath? {
        // Arrivals are near the tops: look from there.
        state.paths.reversed().first { state[$0].reversed().contains(id) }
    }

    /// The screens above the part each stack kept, before and after: a push on a deep stack
    /// looks at the top only.
    private static func changedScreens(
        from old: NavigationState, to new: NavigationState
    ) -> (leaving: [ScreenID], arriving: [ScreenID]) {
        var leaving: [ScreenID] = []
        var arriving: [ScreenID] = []
        func compare(_ before: [ScreenID], _ after: [ScreenID]) {
            let kept = NavigationChange.sharedPrefix(before, after)
            leaving += before[kept...]
            arriving += after[kept...]
        }
        for (index, tab) in new.tabs.enumerated() {
            compare(old.tabs.indices.contains(index) ? old.tabs[index].stack : [], tab.stack)
        }
        for modal in old.modals where !new.modals.contains(where: { $0.id == modal.id }) { compare(modal.stack, []) }
        for modal in new.modals { compare(old.modals.first { $0.id == modal.id }?.stack ?? [], modal.stack) }
        return (leaving, arriving)
    }
}
