import Dispatch
import RouterCore
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The running app's end of `tuishell openurl` / `tuishell push`: a Unix socket per instance,
/// read on a background thread; messages queue in arrival order until the run loop takes them.
package final class DeepLinkServer: Sendable {

    /// One message that arrived, and the connection waiting for the app's answer.
    package struct Delivery: Sendable {
        /// What was sent.
        package let message: DeepLinkMessage
        /// When the sender stops waiting (``WallClock``), if it said.
        fileprivate let deadline: Int64?
        fileprivate let connection: UnixSocket

        /// Whether the app may apply the message now: the sender still waits, or set no
        /// deadline. A sender with a deadline is told first (``DeepLinkAnswer/applying``), so it
        /// waits past the deadline for how it went; a message past its deadline is answered
        /// `noAnswer` here, and the app must drop it, since its sender reported it unanswered.
        package func beginApplying() -> Bool {
            guard let deadline else { return true }
            // Told first, the clock read after: a sender reads whatever arrived by its deadline
            // before it gives up, so it cannot miss a message the app goes on to apply.
            if connection.writeAll(DeepLinkAnswer.applying), WallClock.now < deadline { return true }
            reply(ShellError(.noAnswer, "the app took the message after its sender stopped waiting"))
            return false
        }

        /// Answers the sender (`nil`: accepted) and closes the connection.
        package func reply(_ error: ShellError?) {
            DeepLinkServer.answer(connection, error)
        }
    }

    /// The largest request read; a push payload's own limit is checked by the app.
    static let requestLimit = 1 << 20
    /// How long a sender has to send its whole request.
    static let requestTime = 2.0
    /// Requests read at once; a sender past this is answered "busy" at once.
    static let concurrentReads = 32

    /// Where the server listens.
    package let address: InstanceAddress
    private let listener: UnixSocket
    /// The socket file this server made: once a frozen app's instance was taken over, its path
    /// names the new app's socket, which this one must leave alone.
    private let socketFile: FileIdentity
    private let state = Mutex(State())

    private struct State {
        var queue: [Delivery] = []
        var onArrival: (@Sendable () -> Void)?
        var reading = 0
        var isStopped = false
    }

    /// Starts listening for `address`.
    ///
    /// A socket that accepts connections but does not answer within `probeTime` belongs to an
    /// app on its way out (or a frozen one): it is taken over instead of refused.
    ///
    /// - Throws: when another app already listens there and answers, or the socket cannot be made.
    package static func start(at address: InstanceAddress) throws(ShellError) -> DeepLinkServer {
        try address.prepareDirectory()
        let path = address.socketPath
        guard UnixSocket.fits(path) else { throw ShellError(.noInstance, "the socket path \(path) is too long") }
        if answers(at: path) {
            throw ShellError(.noInstance, "another app is already listening as instance '\(address.instance)'")
        }
        unlink(path)
        guard let listener = UnixSocket.listen(at: path) else {
            throw ShellError(.noInstance, "cannot listen at \(path): \(UnixSocket.lastError)")
        }
        guard let socketFile = FileIdentity(of: path) else {
            let reason = UnixSocket.lastError
            listener.close()
            throw ShellError(.noInstance, "cannot listen at \(path): \(reason)")
        }
        let server = DeepLinkServer(address: address, listener: listener, socketFile: socketFile)
        // A queue of its own: the loop blocks in accept() for as long as the server runs.
        DispatchQueue(label: "tuishell deep links").async { server.acceptLoop() }
        return server
    }

    /// How long a live app has to answer the probe of a new one starting as the same instance.
    static let probeTime = 0.5

    /// Whether an app listens at `path` and answers: an empty request gets a live app's
    /// `invalidPayload` reply at once, from its accept thread, however busy its main loop is.
    private static func answers(at path: String) -> Bool {
        guard case .success(let other) = UnixSocket.connect(to: path) else { return false }
        defer { other.close() }
        other.finishWriting()
        guard case .complete(let reply) = other.readAll(limit: 1 << 16, seconds: probeTime) else { return false }
        return !reply.isEmpty
    }

    private init(address: InstanceAddress, listener: UnixSocket, socketFile: FileIdentity) {
        self.address = address
        self.listener = listener
        self.socketFile = socketFile
    }

    /// Calls `wake` on the reading thread each time a message is queued, so the app takes it at
    /// once instead of at its next look (the terminal's ``InputWaker``).
    package func onArrival(_ wake: (@Sendable () -> Void)?) {
        state.withLock { $0.onArrival = wake }
    }

    /// The messages that arrived since the last call, oldest first.
    package func takeDeliveries() -> [Delivery] {
        state.withLock { state in
            defer { state.queue = [] }
            return state.queue
        }
    }

    /// How many messages wait to be taken.
    var queuedCount: Int { state.withLock { $0.queue.count } }

    /// Stops listening and removes the socket, if its path still names this server's own (a
    /// new app may have taken the instance over while this one was frozen); a message that arrived but was never taken is
    /// answered `noInstance`, so its sender hears at once that the app quit. Later calls do nothing.
    package func stop() {
        // Once only: after the first stop the accept thread closes the descriptor, and its number
        // may belong to another socket by the time a second shutdown() would reach it.
        guard
            let untaken = state.withLock({ state -> [Delivery]? in
                guard !state.isStopped else { return nil }
                state.isStopped = true
                defer { state.queue = [] }
                return state.queue
            })
        else { return }
        for delivery in untaken {
            delivery.reply(ShellError(.noInstance, "the app quit before applying the message"))
        }
        // shutdown() makes accept() fail; the accept thread closes the descriptor once its loop
        // ended, so the number cannot be reused by a later server while that thread might still
        // call accept() on it and steal the new server's connections.
        listener.shutDown()
        if FileIdentity(of: address.socketPath) == socketFile { unlink(address.socketPath) }
    }

    private func acceptLoop() {
        while let connection = listener.accept() {
            let admitted = state.withLock { state in
                guard state.reading < Self.concurrentReads else { return false }
                state.reading += 1
                return true
            }
            guard admitted else {
                Self.answer(
                    connection,
                    ShellError(.noInstance, "the app is busy reading \(Self.concurrentReads) other requests"))
                continue
            }
            // A queue of its own rather than a global one: the global queues are as wide as the
            // machine has cores, and work that blocks there (an app's, or a test suite's) would
            // hold a sender's request unread.
            DispatchQueue(label: "tuishell deep-link request").async { self.read(connection) }
        }
        listener.close()
    }

    /// Reads one request on its own, so a silent or slow sender holds up nobody else.
    private func read(_ connection: UnixSocket) {
        defer { state.withLock { $0.reading -= 1 } }
        let request: DeepLinkRequest
        do throws(ShellError) {
            switch connection.readAll(limit: Self.requestLimit, seconds: Self.requestTime) {
            case .complete(let bytes): request = try DeepLinkRequest(bytes: bytes)
            case .tooLarge: throw ShellError(.payloadTooLarge, "the request is over \(Self.requestLimit) bytes")
            case .timedOut:
                throw ShellError(.invalidPayload, "the request was not complete within \(Int(Self.requestTime)) s")
            case .failed: throw ShellError(.invalidPayload, "the request could not be read")
            }
        } catch {
            Self.answer(connection, error)
            return
        }
        let delivery = Delivery(message: request.message, deadline: request.deadline, connection: connection)
        let wake = state.withLock { state -> (@Sendable () -> Void)?? in
            guard !state.isStopped else { return nil }
            state.queue.append(delivery)
            return .some(state.onArrival)
        }
        guard let wake else {
            delivery.reply(ShellError(.noInstance, "the app quit before applying the message"))
            return
        }
        wake?()
    }

    fileprivate static func answer(_ connection: UnixSocket, _ error: ShellError?) {
        connection.writeAll(DeepLinkAnswer.bytes(for: error))
        // The peer reads to the end: say so even if some other copy of the descriptor lives on.
        connection.finishWriting()
        connection.close()
    }
}
