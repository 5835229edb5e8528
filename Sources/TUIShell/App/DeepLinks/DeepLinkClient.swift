import RouterCore

/// The sending end, for `tuishell openurl` and `tuishell push`.
package enum DeepLinkClient {
    /// Sends `message` to the app listening at `address` and waits for its answer.
    ///
    /// - Parameter answerTimeout: seconds to wait for the answer (default 30: an app routes a
    ///   link in milliseconds, unless a busy machine holds the threads its routes run on).
    /// - Returns: `nil` once the app accepted the message; its error otherwise, or `noInstance`
    ///   when no app listens there or it did not answer in time.
    package static func send(_ message: DeepLinkMessage, to address: InstanceAddress, answerTimeout: Double = 30)
        -> ShellError?
    {
        let connection: UnixSocket
        switch UnixSocket.connect(to: address.socketPath) {
        case .success(let connected):
            connection = connected
        case .failure(let failure):
            let reason = failure.isNothingListening ? "nothing listens" : "cannot connect: \(failure.message)"
            return ShellError(
                .noInstance,
                "no \(address.appName) app is running as instance '\(address.instance)' (\(reason) at \(address.socketPath))"
            )
        }
        defer { connection.close() }
        guard connection.writeAll(message.bytes) else {
            return ShellError(.noInstance, "the app closed the connection")
        }
        connection.finishWriting()
        guard case .complete(let reply) = connection.readAll(limit: 1 << 16, seconds: answerTimeout), !reply.isEmpty
        else {
            return ShellError(.noInstance, "the app did not answer")
        }
        return DeepLinkMessage.error(fromReply: reply)
    }
}
