/// An error from parsing, matching or handling a route, with a stable error code.
///
/// The `code` is what scripts and tests rely on; the `message` is for people and may change.
/// On the command line it is printed as `error: <code>: <message>`.
public struct RouteError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A stable error code. The router's own are below; the layers above add theirs (a screen
    /// shell adds `noScreen`, `transitionFailed` …) the way `Notification.Name` grows.
    public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        public let rawValue: String

        public init(rawValue: String) { self.rawValue = rawValue }

        public var description: String { rawValue }

        /// No route matches the URL.
        public static let notFound = Code(rawValue: "notFound")
        /// Only internal routes match an external request.
        public static let forbidden = Code(rawValue: "forbidden")
        /// Every candidate's handler declined, or a route has no handler.
        public static let declined = Code(rawValue: "declined")
        /// Redirects went round in a cycle or took more than eight hops.
        public static let redirectLoop = Code(rawValue: "redirectLoop")
        /// The text is not a URL.
        public static let invalidURL = Code(rawValue: "invalidURL")
        /// The URL is longer than 8,192 bytes.
        public static let urlTooLong = Code(rawValue: "urlTooLong")
        /// A route pattern is malformed.
        public static let invalidPattern = Code(rawValue: "invalidPattern")
        /// A route of the same shape is already registered.
        public static let duplicateRoute = Code(rawValue: "duplicateRoute")
        /// Middleware refused the request.
        public static let rejected = Code(rawValue: "rejected")
        /// A route table file does not load.
        public static let invalidRouteTable = Code(rawValue: "invalidRouteTable")
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
}
