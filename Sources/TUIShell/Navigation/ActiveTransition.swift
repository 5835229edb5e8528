/// A transition in progress: what to draw, and what to call when it ends.
@MainActor
public struct ActiveTransition {
    /// The animation.
    public let transition: any Transition
    /// Forward (push, present) or backward (pop, dismiss).
    public let direction: TransitionDirection
    /// The screen going away, drawn from its last frame.
    public let from: Screen?
    /// The screen coming in.
    public let to: Screen?
    /// When it started, in clock milliseconds.
    public let start: Int
    /// How long it runs, in clock milliseconds (its duration, longer in slow motion).
    public let length: Int
    let timer: Int
    let completion: () -> Void

    /// How far along it is at `now`, 0...1.
    public func progress(at now: Int) -> Double {
        guard length > 0 else { return 1 }
        return min(1, max(0, Double(now - start) / Double(length)))
    }
}
