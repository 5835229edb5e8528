import RouterCore

/// An error of the app's door to the outside: the deep-link socket, a request on it or a push
/// payload failed (the window's refusals are ``NavigationError``s, the terminal's
/// ``TerminalError``s).
///
/// Like `RouteError` (the router's), it has a stable `code` that scripts rely on and a
/// `message` for people, and prints as `error: <code>: <message>`. A link's routing failure
/// travels back over the socket as the ShellError of the router's code and message, and a
/// sender in code (``LinkSender``) gets it back as that `RouteError`.
package struct ShellError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A stable error code.
    package struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        package let rawValue: String

        package init(rawValue: String) { self.rawValue = rawValue }

        package var description: String { rawValue }

        /// A push payload or a deep-link request is malformed.
        package static let invalidPayload = Code(rawValue: "invalidPayload")
        /// A push payload is over 4,096 bytes, or a request over its limit.
        package static let payloadTooLarge = Code(rawValue: "payloadTooLarge")
        /// No app runs as the instance, or it went away without answering.
        package static let noInstance = Code(rawValue: "noInstance")
        /// The app runs as the instance but did not take the message in time; it never applies it.
        package static let noAnswer = Code(rawValue: "noAnswer")
        /// A server cannot start as asked (a port, a key file); `tuishell serve`'s usage errors.
        package static let usage = Code(rawValue: "usage")
    }

    /// The stable code.
    package let code: Code
    /// A human-readable explanation.
    package let message: String

    /// Creates an error.
    package init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    /// A router's error as the socket carries it back to the sender: the same code and message.
    package init(_ error: RouteError) {
        self.init(Code(rawValue: error.code.rawValue), error.message)
    }

    /// `<code>: <message>`, as the command line prints it after `error: `.
    package var description: String { "\(code.rawValue): \(message)" }
}

extension RouteError {
    /// A failure the socket carried back, as the router's error of the same code and message.
    package init(_ error: ShellError) {
        self.init(RouteError.Code(rawValue: error.code.rawValue), error.message)
    }
}
