import RouterCore

/// The one place the app tells the user something in the footer: the error of a navigation,
/// start-up warnings, the outcome of an action. Every message stays until the next key; several
/// at once (a corrupt history and a corrupt saved navigation) are all shown, newest lowest.
@MainActor
public final class StatusLine {
    /// What a message is about; it decides the colour.
    public enum Kind: Sendable {
        case error, warning, info
        /// A completed action: `Paid: order #3`.
        case success
        /// How a navigation ended by the user's own choice (a login they cancelled): drawn like
        /// a warning, and replaced like an error by the next navigation.
        case notice

        /// The theme role the message is drawn in; nil for plain information.
        public var role: ThemeRole? {
            switch self {
            case .error: .error
            case .warning, .notice: .warning
            case .success: .success
            case .info: nil
            }
        }
    }

    /// One message.
    package struct Message: Equatable, Sendable {
        public let kind: Kind
        public let text: String
    }

    /// The messages shown, oldest first.
    package private(set) var messages: [Message] = []
    /// The last ``logLimit`` messages ever shown, oldest first: what the palette's `Messages` lists
    /// after the footer has moved on.
    package private(set) var log: [Message] = [] {
        didSet { if log.count > Self.logLimit { log.removeFirst(log.count - Self.logLimit) } }
    }
    /// How many messages `log` keeps.
    public static let logLimit = 50

    /// Creates an empty status line.
    public init() {}

    /// Shows `error: <code>: <message>`, replacing an earlier error (or notice). A middleware's
    /// `rejected` (a login the user cancelled) is the user's own choice, so it is shown as
    /// `notice: <message>` in the warning colour, not as a red error.
    public func show(_ error: RouteError) {
        clearError()
        append(Self.message(for: error))
    }

    /// Shows each error again on a line of its own, oldest first, replacing an earlier error:
    /// for requests that failed side by side (the links given at start), where the last would
    /// otherwise have replaced the others. Each was logged when it was first shown.
    public func show(_ errors: [RouteError]) {
        clearError()
        messages += errors.map(Self.message(for:))
    }

    /// Shows `error: <code>: <message>` for a failure of the shell itself (a payload, the socket),
    /// replacing an earlier error.
    public func show(_ error: ShellError) {
        clearError()
        append(Message(kind: .error, text: "error: \(error)"))
    }

    private static func message(for error: RouteError) -> Message {
        error.code == .rejected
            ? Message(kind: .notice, text: "notice: \(error.message)") : Message(kind: .error, text: "error: \(error)")
    }

    /// Shows `text` below the messages already up.
    public func show(_ text: String, kind: Kind = .info) {
        append(Message(kind: kind, text: text))
    }

    private func append(_ message: Message) {
        messages.append(message)
        log.append(message)
    }

    /// Removes the error (or notice) a navigation left, once a later one succeeded.
    public func clearError() {
        messages.removeAll { $0.kind == .error || $0.kind == .notice }
    }

    /// Removes every message (a key was pressed).
    public func clear() {
        messages = []
    }
}
