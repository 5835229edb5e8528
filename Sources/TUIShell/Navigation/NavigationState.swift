/// A screen's identity in the window's navigation state: two values that hold the same identities show
/// the same screens, as TCA's `StackElementID` names the elements of a `StackState`.
public struct ScreenID: Hashable, Sendable, CustomStringConvertible {
    let rawValue: Int

    @MainActor private static var last = 0

    /// A fresh identity, never handed out before in this process.
    @MainActor static func next() -> ScreenID {
        last += 1
        return ScreenID(rawValue: last)
    }

    public var description: String { "#\(rawValue)" }
}

/// The whole navigation state as one value: the tabs, each with its stack, the selected tab and
/// the modal chain, each modal with its own stack.
///
/// A change to the window is computed as the next value and applied in one step
/// (`Window.apply`), so it happens whole or not at all; saving,
/// `--restore`, the `stack` JSON and the Lab read it.
package struct NavigationState: Equatable, Sendable {
    /// One tab: its name and its stack, root first.
    package struct Tab: Equatable, Sendable {
        package let name: String
        package var stack: [ScreenID]
    }

    /// One modal presentation: its identity (the screen it was presented with, even after its
    /// root was replaced) and its own stack, root first.
    package struct Modal: Equatable, Sendable {
        package let id: ScreenID
        package var stack: [ScreenID]
    }

    /// Where a stack is in the value.
    package enum StackPath: Equatable, Sendable {
        /// The stack of the tab at this index.
        case tab(Int)
        /// The stack of the modal at this index, counted from the bottom.
        case modal(Int)
    }

    /// The tabs, in tab bar order.
    package var tabs: [Tab]
    /// The index of the selected tab.
    package var selectedTab = 0
    /// The modal chain, bottom first.
    package var modals: [Modal] = []

    package init(tabs: [Tab]) {
        self.tabs = tabs
    }

    // MARK: Reading

    /// The stack being shown: the top modal's, else the selected tab's.
    package var visiblePath: StackPath { modals.isEmpty ? .tab(selectedTab) : .modal(modals.count - 1) }

    /// The screen on top of everything.
    package var top: ScreenID? { self[visiblePath].last }

    /// The stack at `path`; empty where there is none.
    package subscript(path: StackPath) -> [ScreenID] {
        get {
            switch path {
            case .tab(let index): tabs.indices.contains(index) ? tabs[index].stack : []
            case .modal(let index): modals.indices.contains(index) ? modals[index].stack : []
            }
        }
        set { edit(path) { $0 = newValue } }
    }

    /// Changes the stack at `path` in place: without a copy of the stack when the value is the
    /// only holder of it, so an edit costs the size of the change.
    package mutating func edit(_ path: StackPath, _ change: (inout [ScreenID]) -> Void) {
        switch path {
        case .tab(let index): change(&tabs[index].stack)
        case .modal(let index): change(&modals[index].stack)
        }
    }

    /// Every stack with its path: the tabs', then the modals'.
    var paths: [StackPath] { tabs.indices.map(StackPath.tab) + modals.indices.map(StackPath.modal) }

    // MARK: Changes

    /// Presents `screen` as a new modal above the chain, with an identity of its own.
    @MainActor
    package mutating func present(_ screen: ScreenID) {
        modals.append(Modal(id: ScreenID.next(), stack: [screen]))
    }

    /// Removes `screen` and everything above it: the screens above it on its stack and every
    /// modal above that stack (all of them for the selected tab's; none for another tab's, which
    /// no modal covers), and when `screen` is a modal's root, its modal too. A tab's root stays;
    /// then nothing changes and the answer is `false`.
    @discardableResult
    package mutating func remove(_ screen: ScreenID) -> Bool {
        for path in paths {
            guard let index = self[path].firstIndex(of: screen) else { continue }
            switch (path, index) {
            case (.tab, 0): return false
            case (.modal(let modal), 0): modals.removeSubrange(modal...)
            case (.modal(let modal), _):
                modals.removeSubrange((modal + 1)...)
                edit(path) { $0.removeSubrange(index...) }
            case (.tab(let tab), _):
                edit(path) { $0.removeSubrange(index...) }
                if tab == selectedTab { modals.removeAll() }
            }
            return true
        }
        return false
    }
}
