import RouterCore

/// The transitions routes can name: the four built in, and custom ones an app registers.
@MainActor
public final class TransitionLibrary {
    private var transitions: [String: any Transition] = [
        TransitionStyle.slide.rawValue: SlideTransition(),
        TransitionStyle.cover.rawValue: CoverTransition(),
        TransitionStyle.fade.rawValue: FadeTransition(),
        TransitionStyle.none.rawValue: NoTransition(),
    ]

    /// Creates the library with the built-in transitions.
    public init() {}

    /// Registers (or replaces) a transition under `name`.
    public func register(_ transition: any Transition, named name: String) {
        transitions[name] = transition
    }

    /// The transition for a route table style.
    public func transition(for style: TransitionStyle) -> any Transition {
        transitions[style.rawValue] ?? NoTransition()
    }

    /// The transition registered under `name`.
    public func transition(named name: String) -> (any Transition)? { transitions[name] }
}
