/// A stack of screens, the last on top (UINavigationController's `viewControllers`).
///
/// The shell changes it (routes, Esc, `present`), so lifecycle events and transitions happen; an
/// app reads it.
@MainActor
public final class NavigationStack {
    /// The screens, root first.
    public internal(set) var screens: [Screen] = []
    /// The window that owns this stack.
    package private(set) weak var window: Window?
    /// Whether the stack is a modal's (else a tab's).
    public let isModal: Bool

    init(window: Window, isModal: Bool) {
        self.window = window
        self.isModal = isModal
    }

    /// The top screen.
    public var top: Screen? { screens.last }
    /// The root screen.
    public var root: Screen? { screens.first }
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
