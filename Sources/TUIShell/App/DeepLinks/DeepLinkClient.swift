import RouterCore

/// The sending end, for `tuishell openurl` and `tuishell push`.
package enum DeepLinkClient {
    /// How long a sender waits for the app to take a message, in seconds, unless told otherwise:
    /// an app takes one within milliseconds, unless it is stopped (Ctrl+Z, SIGSTOP), stuck, or on
    /// a machine too busy to run it.
    package static let defaultTimeout = 10.0

    /// The largest answer read.
    private static let answerLimit = 1 << 16

    /// Sends `message` to the app listening at `address` and waits for its answer.
    ///
    /// - Parameter answerTimeout: seconds the app has to take the message; one it has not taken
    ///   by then it never applies. One it took in time is waited for until it is applied.
    /// - Returns: `nil` once the app accepted the message; its error otherwise, `noInstance` when
    ///   no app listens there, `noAnswer` when it did not take the message in time.
    package static func send(
        _ message: DeepLinkMessage, to address: InstanceAddress, answerTimeout: Double = defaultTimeout
    ) -> ShellError? {
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
        let deadline = WallClock.after(seconds: answerTimeout)
        guard connection.writeAll(DeepLinkRequest(message, deadline: deadline).bytes) else {
            return ShellError(.noInstance, "the app closed the connection")
        }
        connection.finishWriting()
        let answer: [UInt8]
        switch connection.readAll(limit: answerLimit, until: deadline) {
        case .complete(let bytes) where !bytes.isEmpty:
            answer = bytes
        case .timedOut(let bytes) where DeepLinkAnswer.beginsApplying(bytes):
            // Taken in time: the app is applying it, and says how that went once it is done.
            guard case .complete(let rest) = connection.readAll(limit: answerLimit, seconds: answerTimeout) else {
                return ShellError(
                    .noAnswer,
                    "the app began applying the \(message.noun) but did not say how it went within \(seconds(answerTimeout))"
                )
            }
            answer = bytes + rest
        case .timedOut:
            return ShellError(
                .noAnswer,
                "the app did not answer in time (\(seconds(answerTimeout))); it will not apply the \(message.noun) later"
            )
        case .complete, .tooLarge, .failed:
            return ShellError(.noInstance, "the app closed the connection without answering")
        }
        return DeepLinkAnswer.error(from: answer)
    }

    /// `10 s`, `0.5 s`.
    private static func seconds(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e9 ? "\(Int(value)) s" : "\(value) s"
    }
}

extension DeepLinkMessage {
    /// What the message carries, for sentences about it.
    fileprivate var noun: String {
        switch self {
        case .openURL: "link"
        case .push: "payload"
        }
    }
}
