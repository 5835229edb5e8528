import Synchronization

/// Where a request stands: pending until a handler answers, then handled, declined or failed.
package enum RequestState: Sendable, Equatable {
    case pending
    case handled
    case declined
    case failed(RouteError.Code)
}

/// The caller's answer for one request (WLRRoute's `targetCallBack`), delivered exactly once.
///
/// Shared by every copy of a ``RouteRequest`` value, so whoever finishes first — the target
/// screen, the handler, or the router's default — decides, and later attempts are ignored.
package final class RequestCompletion: Sendable {
    /// What the caller receives: the target's response, or why the request did not succeed.
    package typealias Callback = @Sendable (Result<(any Sendable)?, RouteError>) -> Void

    private struct Progress {
        var state = RequestState.pending
        var callback: Callback?
    }

    private let progress: Mutex<Progress>

    /// Creates a pending completion that will call `callback` once.
    package init(callback: Callback? = nil) {
        progress = Mutex(Progress(callback: callback))
    }

    /// The current state.
    package var state: RequestState { progress.withLock { $0.state } }

    /// Finishes the request; returns `false` (and does nothing) when it was already finished.
    @discardableResult
    package func finish(_ result: Result<(any Sendable)?, RouteError>) -> Bool {
        let pendingCallback: Callback?? = progress.withLock { progress in
            guard progress.state == .pending else { return .none }
            switch result {
            case .success: progress.state = .handled
            case .failure(let error) where error.code == .declined: progress.state = .declined
            case .failure(let error): progress.state = .failed(error.code)
            }
            defer { progress.callback = nil }
            return .some(progress.callback)
        }
        guard case .some(let callback) = pendingCallback else { return false }
        callback?(result)
        return true
    }
}
