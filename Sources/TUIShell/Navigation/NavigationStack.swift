/// A stack of screens, the last on top (UINavigationController's `viewControllers`): a tab's or
/// a modal's place in the window's navigation state.
///
/// The shell changes it (routes, Esc, `present`), so lifecycle events and transitions happen; an
/// app reads it.
@MainActor
public final class NavigationStack {
    /// Which stack this is: a tab's, by its index, or a modal's, by its identity.
    enum Place {
        case tab(Int)
        case modal(ScreenID)
    }

    /// The window that owns this stack.
    package internal(set) weak var window: Window?
    let place: Place

    init(place: Place) {
        self.place = place
    }

    /// Whether the stack is a modal's (else a tab's).
    public var isModal: Bool {
        if case .modal = place { return true }
        return false
    }

    /// The screens, root first.
    public var screens: [Screen] { ids.compactMap { window?.screen($0) } }
    /// The top screen.
    public var top: Screen? { ids.last.flatMap { window?.screen($0) } }
    /// The root screen.
    public var root: Screen? { ids.first.flatMap { window?.screen($0) } }

    /// The stack's identities in the window's value; empty once the stack is gone.
    private var ids: [ScreenID] {
        guard let window, let path = try? window.path(of: self) else { return [] }
        return window.state[path]
    }
}

/// One tab: a name and its own navigation stack, kept while other tabs are shown.
@MainActor
package struct Tab {
    /// The name shown in the tab bar and used by `tab:<name>` presentations.
    package let name: String
    /// The tab's stack.
    package let stack: NavigationStack
    /// The screen the tab was made with, its home: a restored stack is rebuilt on it, and a
    /// `tab:` route to a screen of its name makes that the root again when the stack's root
    /// was replaced.
    package let root: Screen
}

/// A modal presentation: its own navigation stack, and who wants the result.
@MainActor
package struct ModalPresentation {
    /// The modal's stack (a modal may push inside itself).
    package let stack: NavigationStack
    /// Receives the result of `dismiss(result:)`, or `nil` on a bare dismiss.
    let onDismiss: ((Any?) -> Void)?
}
