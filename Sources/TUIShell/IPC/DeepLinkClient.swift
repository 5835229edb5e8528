import RouterCore

/// The sending end, for `tuishell openurl` and `tuishell push`.
public enum DeepLinkClient {
    /// How long to wait for the app's answer.
    static let answerTimeout = 30.0

    /// Sends `message` to the app listening at `address` and waits for its answer.
    ///
    /// - Returns: `nil` once the app accepted the message; its error otherwise, or `noInstance`
    ///   when no app listens there.
    public static func send(_ message: DeepLinkMessage, to address: InstanceAddress) -> RouteError? {
        let connection: UnixSocket
        switch UnixSocket.connect(to: address.socketPath) {
        case .success(let connected):
            connection = connected
        case .failure(let failure):
            let reason = failure.isNothingListening ? "nothing listens" : "cannot connect: \(failure.message)"
            return RouteError(.noInstance, "no tuishell app is running as instance '\(address.instance)' (\(reason) at \(address.socketPath))")
        }
        defer { connection.close() }
        guard connection.writeAll(message.bytes) else {
            return RouteError(.noInstance, "the app closed the connection")
        }
        connection.finishWriting()
        guard case .complete(let reply) = connection.readAll(limit: 1 << 16, seconds: answerTimeout), !reply.isEmpty else {
            return RouteError(.noInstance, "the app did not answer")
        }
        return DeepLinkMessage.error(fromReply: reply)
    }
}
