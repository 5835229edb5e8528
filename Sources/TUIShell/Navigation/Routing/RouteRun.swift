import RouterCore

/// One request on its way through the router, tracked so the app knows when it may go on.
///
/// A route runs as its own task; it is *settled* once it has finished or is parked waiting for the
/// user (a login gate presenting Log in). The app waits for runs to settle after every key and
/// every open, so scripts see a finished navigation, while a parked run never blocks input.
@MainActor
final class RouteRun {
    enum State {
        case running
        case parked
        case finished(RouteOutcome)
    }

    /// The run the current task belongs to, so middleware can park it.
    @TaskLocal static var current: RouteRun?

    private(set) var state = State.running
    /// What the run did, step by step, for the Router Lab.
    let timeline: TimelineRecorder
    private var waiters: [CheckedContinuation<Void, Never>] = []
    /// Called once the run has finished (not when it parks): with its error, or nil.
    var whenFinished: (@MainActor (RouteError?) -> Void)?

    init(timeline: TimelineRecorder) {
        self.timeline = timeline
    }

    var isRunning: Bool {
        if case .running = state { return true }
        return false
    }

    var outcome: RouteOutcome? {
        if case .finished(let outcome) = state { return outcome }
        return nil
    }

    func update(_ newState: State) {
        state = newState
        if let outcome {
            whenFinished?(outcome.error)
            whenFinished = nil
        }
        guard !isRunning else { return }
        let resumed = waiters
        waiters = []
        for waiter in resumed { waiter.resume() }
    }

    /// Returns once the run has finished or is parked.
    func settled() async {
        while isRunning {
            await withCheckedContinuation { waiters.append($0) }
        }
    }
}
