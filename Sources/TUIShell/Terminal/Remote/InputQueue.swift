/// Input that arrives from elsewhere (a browser's page, an SSH channel) waiting for the run loop:
/// a read takes the oldest, or waits up to its timeout for the next; closing ends every wait. It
/// keeps the remote terminal's size too, as the last resize the run loop took says.
@MainActor
package final class InputQueue {
    /// True once closed: nothing more is taken, and reads return nil at once.
    package private(set) var isClosed = false
    /// The size in cells: the first one, then each resize's once read.
    package private(set) var size: (width: Int, height: Int)
    private var inputs: [TerminalInput] = []
    private var waiter: (continuation: CheckedContinuation<TerminalInput?, Never>, token: Int)?
    /// Ends the wait in progress at its timeout; cancelled when input ends it first, so a
    /// thousand sessions' keys do not each leave a sleeping task behind.
    private var timer: Task<Void, Never>?
    private var nextToken = 0

    /// A queue for a terminal of `size`.
    package init(size: (width: Int, height: Int)) { self.size = size }

    /// The oldest input, waiting up to `timeout` milliseconds for one when there is none.
    package func next(timeout: Int) async -> TerminalInput? {
        let input = await oldest(timeout: timeout)
        if case .resize(let width, let height)? = input { size = (width, height) }
        return input
    }

    private func oldest(timeout: Int) async -> TerminalInput? {
        if !inputs.isEmpty { return inputs.removeFirst() }
        guard timeout > 0, !isClosed else { return nil }
        nextToken += 1
        let token = nextToken
        return await withCheckedContinuation { continuation in
            waiter = (continuation, token)
            timer = Task { [weak self] in
                guard (try? await Task.sleep(for: .milliseconds(timeout))) != nil else { return }
                self?.wake(token, with: nil)
            }
        }
    }

    /// Adds `input`, handing it straight to a waiting read.
    package func add(_ input: TerminalInput) {
        guard !isClosed else { return }
        if let waiter {
            wake(waiter.token, with: input)
        } else {
            inputs.append(input)
        }
    }

    /// Drops what waits and ends the wait in progress.
    package func close() {
        isClosed = true
        inputs.removeAll()
        if let waiter { wake(waiter.token, with: nil) }
    }

    private func wake(_ token: Int, with input: TerminalInput?) {
        guard let waiter, waiter.token == token else { return }
        self.waiter = nil
        timer?.cancel()
        timer = nil
        waiter.continuation.resume(returning: input)
    }
}
