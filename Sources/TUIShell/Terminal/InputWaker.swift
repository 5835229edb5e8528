#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Ends a terminal's wait for input early, from any thread: a pipe whose read end the terminal
/// waits on beside its input. The app's socket wakes it when a link arrives, so the run loop
/// waits for input or a link, not for the next poll.
package final class InputWaker: Sendable {
    /// The end a terminal waits on; readable once ``wake()`` was called.
    package let descriptor: Int32
    private let writeEnd: Int32

    /// A waker, or nil when the system has no pipe to spare.
    package init?() {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends {
            // Neither end may block: a wake while one is pending changes nothing.
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        descriptor = ends[0]
        writeEnd = ends[1]
    }

    deinit {
        close(descriptor)
        close(writeEnd)
    }

    /// Makes the terminal's current or next wait end at once.
    package func wake() {
        var byte: UInt8 = 1
        _ = write(writeEnd, &byte, 1)
    }

    /// Empties the pipe, once the wait it ended was noticed.
    package func drain() {
        var buffer = [UInt8](repeating: 0, count: 64)
        while read(descriptor, &buffer, buffer.count) > 0 {}
    }
}
