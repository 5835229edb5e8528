import RouterCore

/// The transitions routes can name: the four built in, and custom ones an app registers.
@MainActor
package final class TransitionLibrary {
    private var transitions: [String: any Transition] = [
        TransitionStyle.slide.rawValue: SlideTransition(),
        TransitionStyle.cover.rawValue: CoverTransition(),
        TransitionStyle.fade.rawValue: FadeTransition(),
        TransitionStyle.none.rawValue: NoTransition(),
    ]

    /// Creates the library with the built-in transitions.
    package init() {}

    /// Registers (or replaces) a transition under `name`.
    package func register(_ transition: any Transition, named name: String) {
        transitions[name] = transition
    }

    /// The transition for a route table style.
    package func transition(for style: TransitionStyle) -> any Transition {
        transitions[style.rawValue] ?? NoTransition()
    }

    /// The transition registered under `name`.
    package func transition(named name: String) -> (any Transition)? { transitions[name] }
}
