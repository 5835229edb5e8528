import Foundation
import RouterCore

/// The running app's end of `tuishell openurl` / `tuishell push`: a Unix socket per instance,
/// read on a background thread; messages queue in arrival order until the run loop takes them.
public final class DeepLinkServer: @unchecked Sendable {
    // @unchecked: the queue is guarded by `lock`; the listener is immutable after start.

    /// One message that arrived, and the connection waiting for the app's answer.
    public struct Delivery: Sendable {
        /// What was sent.
        public let message: DeepLinkMessage
        fileprivate let connection: UnixSocket

        /// Answers the sender (`nil`: accepted) and closes the connection.
        public func reply(_ error: RouteError?) {
            DeepLinkServer.answer(connection, error)
        }
    }

    /// The largest request read; a push payload's own limit is checked by the app.
    static let requestLimit = 1 << 20

    /// Where the server listens.
    public let address: InstanceAddress
    private let listener: UnixSocket
    private let lock = NSLock()
    private var queue: [Delivery] = []

    /// Starts listening for `address`.
    ///
    /// - Throws: when another app already listens there, or the socket cannot be made.
    public static func start(at address: InstanceAddress) throws(RouteError) -> DeepLinkServer {
        try address.prepareDirectory()
        let path = address.socketPath
        guard UnixSocket.fits(path) else { throw RouteError(.noInstance, "the socket path \(path) is too long") }
        if case .success(let other) = UnixSocket.connect(to: path) {
            other.close()
            throw RouteError(.noInstance, "another app is already listening as instance '\(address.instance)'")
        }
        unlink(path)
        guard let listener = UnixSocket.listen(at: path) else {
            throw RouteError(.noInstance, "cannot listen at \(path): \(UnixSocket.lastError)")
        }
        let server = DeepLinkServer(address: address, listener: listener)
        let thread = Thread { server.acceptLoop() }
        thread.name = "tuishell deep links"
        thread.start()
        return server
    }

    private init(address: InstanceAddress, listener: UnixSocket) {
        self.address = address
        self.listener = listener
    }

    /// The messages that arrived since the last call, oldest first.
    public func takeDeliveries() -> [Delivery] {
        lock.withLock {
            defer { queue = [] }
            return queue
        }
    }

    /// Stops listening and removes the socket.
    public func stop() {
        listener.shutDown()
        listener.close()
        unlink(address.socketPath)
    }

    private func acceptLoop() {
        while let connection = listener.accept() {
            connection.setReadTimeout(seconds: 2)
            guard let bytes = connection.readAll(limit: Self.requestLimit), let message = DeepLinkMessage(bytes: bytes) else {
                Self.answer(connection, RouteError(.invalidPayload, "the message could not be read"))
                continue
            }
            lock.withLock { queue.append(Delivery(message: message, connection: connection)) }
        }
    }

    fileprivate static func answer(_ connection: UnixSocket, _ error: RouteError?) {
        connection.writeAll(Array((DeepLinkMessage.replyText(for: error) + "\n").utf8))
        connection.close()
    }
}
