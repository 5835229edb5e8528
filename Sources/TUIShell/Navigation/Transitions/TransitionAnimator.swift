/// Runs one transition at a time on a virtual clock: what to draw while it runs, and the
/// completion (the `viewDidAppear`/`viewDidDisappear` half of the lifecycle) when it ends.
@MainActor
package final class TransitionAnimator {
    /// The clock transitions and timers run on.
    package let clock: VirtualClock
    /// When `false`, every transition is instant (`--no-animation`, `NO_MOTION`, `REDUCE_MOTION`).
    package var isEnabled = true
    /// How many times longer than its own duration a transition runs: 1, or 4 for slow motion
    /// (the Router Lab's switch, so a class can watch a push).
    package var timeScale = 1
    /// The transition running now, if any.
    package private(set) var active: ActiveTransition?
    /// The outgoing screen as first drawn for the running transition: it is reused for every
    /// frame (UIKit animates a snapshot of the view going away too), so a frame mid-transition
    /// draws one screen, not two.
    private var outgoingPicture: CellGrid?

    /// Creates an animator on `clock`.
    package init(clock: VirtualClock = VirtualClock()) {
        self.clock = clock
    }

    /// Starts `transition` from `from` to `to`; `completion` runs when it ends — at once when
    /// animations are off or the transition takes no time. A running transition ends first.
    func run(
        _ transition: (any Transition)?, direction: TransitionDirection, from: Screen?, to: Screen?,
        completion: @escaping () -> Void
    ) {
        finish()
        outgoingPicture = nil
        guard isEnabled, let transition, transition.duration > 0 else {
            completion()
            return
        }
        let length = transition.duration * max(1, timeScale)
        let timer = clock.schedule(after: length) { [weak self] in self?.finish() }
        active = ActiveTransition(
            transition: transition, direction: direction, from: from, to: to, start: clock.now, length: length,
            timer: timer, completion: completion
        )
    }

    /// The running transition's outgoing picture at `width` × `height`, drawn by `draw` the first
    /// time it is asked for (and again only if the size changed).
    func outgoingPicture(width: Int, height: Int, draw: () -> CellGrid) -> CellGrid {
        if let picture = outgoingPicture, picture.width == width, picture.height == height { return picture }
        let picture = draw()
        outgoingPicture = picture
        return picture
    }

    /// Completes the running transition at once (input arrived, or a script asked).
    package func finish() {
        guard let running = active else { return }
        active = nil
        outgoingPicture = nil
        clock.cancel(running.timer)
        running.completion()
    }
}
