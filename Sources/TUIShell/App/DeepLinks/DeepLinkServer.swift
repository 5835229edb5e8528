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
        fileprivate let connection: UnixSocket

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
    private let state = Mutex(State())

    private struct State {
        var queue: [Delivery] = []
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
        let server = DeepLinkServer(address: address, listener: listener)
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

    private init(address: InstanceAddress, listener: UnixSocket) {
        self.address = address
        self.listener = listener
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

    /// Stops listening and removes the socket; a message that arrived but was never taken is
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
        unlink(address.socketPath)
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
        let message: DeepLinkMessage
        do throws(ShellError) {
            switch connection.readAll(limit: Self.requestLimit, seconds: Self.requestTime) {
            case .complete(let bytes): message = try DeepLinkMessage(bytes: bytes)
            case .tooLarge: throw ShellError(.payloadTooLarge, "the request is over \(Self.requestLimit) bytes")
            case .timedOut:
                throw ShellError(.invalidPayload, "the request was not complete within \(Int(Self.requestTime)) s")
            case .failed: throw ShellError(.invalidPayload, "the request could not be read")
            }
        } catch {
            Self.answer(connection, error)
            return
        }
        let delivery = Delivery(message: message, connection: connection)
        let queued = state.withLock { state in
            guard !state.isStopped else { return false }
            state.queue.append(delivery)
            return true
        }
        if !queued { delivery.reply(ShellError(.noInstance, "the app quit before applying the message")) }
    }

    fileprivate static func answer(_ connection: UnixSocket, _ error: ShellError?) {
        connection.writeAll(DeepLinkMessage.reply(for: error))
        // The peer reads to the end: say so even if some other copy of the descriptor lives on.
        connection.finishWriting()
        connection.close()
    }
}
