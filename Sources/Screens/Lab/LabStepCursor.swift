import RouterCore
import TUIShell

/// Where the Router Lab's user is in the last request's steps: `n` and `p` move one step, the
/// outcome after the last. It belongs to one request: when another takes the timeline's place,
/// it starts again before the first step.
struct LabStepCursor {
    /// The request the cursor is in: its URL, origin and the stacks it started from.
    private struct Request: Equatable {
        let url: String
        let origin: RouteOrigin
        let stackBefore: [String]

        init(_ timeline: RequestTimeline) {
            url = timeline.url
            origin = timeline.origin
            stackBefore = timeline.stackBefore
        }
    }

    private var request: Request?
    private var index: Int?

    /// The step the user is on in `timeline` (its `labStopCount - 1` is the outcome), or nil
    /// before the first `n` or when `timeline` is another request.
    func step(in timeline: RequestTimeline?) -> Int? {
        guard let timeline, request == Request(timeline), let index else { return nil }
        return min(index, timeline.labStopCount - 1)
    }

    /// Moves `by` steps (1 for `n`, -1 for `p`), stopping at the first step and the outcome.
    mutating func move(by delta: Int, in timeline: RequestTimeline) {
        let current = step(in: timeline)
        request = Request(timeline)
        let next = current.map { $0 + delta } ?? (delta > 0 ? 0 : timeline.labStopCount - 1)
        index = max(0, min(next, timeline.labStopCount - 1))
    }
}
