import Testing

/// Runs `body` with a deadline: if it has not returned within `seconds`, records `failure` as a
/// test issue and calls `unstick`, which should make `body` return (by typing the keys that quit,
/// say). A test that waits on a run loop then fails at its deadline instead of hanging.
///
/// - Parameters:
///   - seconds: how long `body` may take; generous, since a loaded machine may hold a
///     cooperative thread for seconds.
///   - failure: what the recorded issue says.
///   - unstick: called once at the deadline, on the main actor.
@MainActor
public func withDeadline<Result>(
    seconds: Int = 60, failure: Comment, sourceLocation: SourceLocation = #_sourceLocation,
    unstick: @escaping @MainActor () -> Void, _ body: () async throws -> Result
) async rethrows -> Result {
    let watchdog = Task { @MainActor in
        try await Task.sleep(for: .seconds(seconds))
        Issue.record(failure, sourceLocation: sourceLocation)
        unstick()
    }
    defer { watchdog.cancel() }
    return try await body()
}
