/// A transition in progress: what to draw, and what to call when it ends.
@MainActor
package struct ActiveTransition {
    /// The animation.
    package let transition: any Transition
    /// Forward (push, present) or backward (pop, dismiss).
    package let direction: TransitionDirection
    /// The screen going away, drawn from its last frame.
    package let from: Screen?
    /// The screen coming in.
    package let to: Screen?
    /// When it started, in clock milliseconds.
    package let start: Int
    /// How long it runs, in clock milliseconds (its duration, longer in slow motion).
    package let length: Int
    let timer: Int
    let completion: () -> Void

    /// How far along it is at `now`, 0...1.
    package func progress(at now: Int) -> Double {
        guard length > 0 else { return 1 }
        return min(1, max(0, Double(now - start) / Double(length)))
    }
}
