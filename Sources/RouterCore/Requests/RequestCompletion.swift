import Foundation

/// Where a request stands: pending until a handler answers, then handled, declined or failed.
public enum RequestState: Sendable, Equatable {
    case pending
    case handled
    case declined
    case failed(RouteError.Code)
}

/// The caller's answer for one request (WLRRoute's `targetCallBack`), delivered exactly once.
///
/// Shared by every copy of a ``RouteRequest`` value, so whoever finishes first — the target
/// screen, the handler, or the router's default — decides, and later attempts are ignored.
public final class RequestCompletion: @unchecked Sendable {
    // @unchecked: all mutable state is guarded by `lock`.

    /// What the caller receives: the target's response, or why the request did not succeed.
    public typealias Callback = @Sendable (Result<(any Sendable)?, RouteError>) -> Void

    private let lock = NSLock()
    private var currentState = RequestState.pending
    private var callback: Callback?

    /// Creates a pending completion that will call `callback` once.
    public init(callback: Callback? = nil) {
        self.callback = callback
    }

    /// The current state.
    public var state: RequestState { lock.withLock { currentState } }

    /// Finishes the request; returns `false` (and does nothing) when it was already finished.
    @discardableResult
    public func finish(_ result: Result<(any Sendable)?, RouteError>) -> Bool {
        let pendingCallback: Callback?? = lock.withLock {
            guard currentState == .pending else { return .none }
            switch result {
            case .success: currentState = .handled
            case .failure(let error) where error.code == .declined: currentState = .declined
            case .failure(let error): currentState = .failed(error.code)
            }
            defer { callback = nil }
            return .some(callback)
        }
        guard case .some(let callback) = pendingCallback else { return false }
        callback?(result)
        return true
    }
}
