import RouterCore
import Synchronization

/// One request's way through the app, for the Router Lab: which routes matched and why the
/// losers lost, each step of the router and the screen handler, and the stacks before and after.
package struct RequestTimeline: Sendable {
    /// The URL as requested.
    package let url: String
    /// Where the request came from.
    package let origin: RouteOrigin
    /// The routes as they were when the request was made.
    let table: RouteTable
    /// Why each route matched or not and why each candidate ranks where it does; nil when the
    /// URL does not parse. Worked out when asked (the Lab draws it), never while navigating.
    package var explanation: RouteExplanation? { try? table.explain(url, origin: origin) }
    /// The navigation state before the request (`Window.stackDiagram`).
    package let stackBefore: [String]
    /// What happened, in order: `shouldHandle goods.detail`, `middleware requireLogin: next`,
    /// `target GoodsDetail`, `source tab Home`, `presentation push`, `transition slide` …
    package internal(set) var steps: [String] = []
    /// The navigation state once the request settled.
    package internal(set) var stackAfter: [String] = []
    /// How it ended (`handled by goods.detail`, the error), or that it waits for the user.
    package internal(set) var outcome = "running"
    /// The route that handled it, once one has.
    package internal(set) var route: String?
}

/// Collects a ``RequestTimeline`` from whatever the request's task does; the router calls from
/// any thread, so it keeps the timeline behind a lock.
final class TimelineRecorder: Sendable {
    /// The recorder of the request the current task runs.
    @TaskLocal static var current: TimelineRecorder?

    private let state: Mutex<RequestTimeline>

    init(_ timeline: RequestTimeline) {
        state = Mutex(timeline)
    }

    var timeline: RequestTimeline { state.withLock { $0 } }

    /// Adds a step.
    func add(_ step: String) {
        state.withLock { $0.steps.append(step.escapingControlCharacters) }
    }

    /// Adds the step a router event stands for.
    func add(_ event: RouterEvent) {
        switch event {
        case .shouldHandle(let route): add("shouldHandle \(route)")
        case .declined(let route): add("declined by \(route): next candidate")
        case .middleware(_, let name, .next): add("middleware \(name): next")
        case .middleware(_, let name, .reject(let reason)): add("middleware \(name): reject (\(reason))")
        case .middleware(_, let name, .redirect(let url)): add("middleware \(name): redirect to \(url)")
        case .redirected(let route, let url): add("redirect by \(route) to \(url)")
        case .failed(let route, let error): add("failed at \(route): \(error.code.rawValue)")
        case .handled:
            break  // the outcome says so
        }
    }

    /// Records how the request stands once it settled: its outcome (nil: waiting for the user)
    /// and the stacks it left.
    func settle(outcome: RouteOutcome?, stack: [String]) {
        state.withLock { timeline in
            timeline.stackAfter = stack
            timeline.route = outcome?.route
            timeline.outcome =
                switch outcome?.result {
                case .success(let route)?: "handled by \(route)"
                case .failure(let error)?: "error: \(error.code.rawValue): \(error.message)".escapingControlCharacters
                case nil: "waiting for the user"
                }
        }
    }
}
