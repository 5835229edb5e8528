/// An error from parsing, matching or handling a route, with the contract's stable error code.
///
/// The `code` is what scripts and tests rely on; the `message` is for people and may change.
/// On the command line it is printed as `error: <code>: <message>`.
public struct RouteError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The stable error codes of the contract.
    public enum Code: String, Sendable, CaseIterable {
        case notFound, forbidden, declined, redirectLoop, invalidURL, urlTooLong
        case invalidPattern, duplicateRoute, rejected, noScreen, transitionFailed
        case invalidPayload, payloadTooLarge, noInstance, invalidRouteTable
    }

    /// The stable code.
    public let code: Code
    /// A human-readable explanation.
    public let message: String

    /// Creates an error with a code and a message.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    /// `<code>: <message>`, the form used after `error: ` on the command line.
    public var description: String { "\(code.rawValue): \(message)" }

    /// `{"code": …, "message": …}`, as `resolve --json` and the deep-link channel write it.
    public var json: JSONValue { .object([("code", .string(code.rawValue)), ("message", .string(message))]) }
}
