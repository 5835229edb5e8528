import Foundation

/// Runs blocking work (a socket, a child process) on a thread of its own and waits for it
/// without holding a cooperative thread: the pool has as many threads as cores, and the route
/// runs and serving loops of the tests beside this one need them.
public func onThread<T: Sendable, Failure: Error>(
    _ body: @escaping @Sendable () throws(Failure) -> T
) async throws(Failure) -> T {
    let result = await withCheckedContinuation { (continuation: CheckedContinuation<Result<T, Failure>, Never>) in
        Thread {
            do throws(Failure) {
                continuation.resume(returning: .success(try body()))
            } catch {
                continuation.resume(returning: .failure(error))
            }
        }.start()
    }
    return try result.get()
}
