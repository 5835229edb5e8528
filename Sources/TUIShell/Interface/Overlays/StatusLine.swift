import RouterCore

/// The one place the app tells the user something in the footer: the error of a navigation,
/// start-up warnings, the outcome of an action. Every message stays until the next key; several
/// at once (a corrupt history and a corrupt saved navigation) are all shown, newest lowest.
@MainActor
package final class StatusLine {
    /// One message.
    package struct Message: Equatable, Sendable {
        package let kind: MessageKind
        package let text: String
    }

    /// The messages shown, oldest first.
    package private(set) var messages: [Message] = []
    /// The last ``logLimit`` messages ever shown, oldest first: what the palette's `Messages` lists
    /// after the footer has moved on.
    package private(set) var log: [Message] = [] {
        didSet { if log.count > Self.logLimit { log.removeFirst(log.count - Self.logLimit) } }
    }
    /// How many messages `log` keeps.
    package static let logLimit = 50

    /// Creates an empty status line.
    package init() {}

    /// Shows `error: <code>: <message>`, replacing an earlier error (or notice). A middleware's
    /// `rejected` (a login the user cancelled) is the user's own choice, so it is shown as
    /// `notice: <message>` in the warning colour, not as a red error.
    package func show(_ error: RouteError) {
        clearError()
        append(Self.message(for: error))
    }

    /// Shows each error again on a line of its own, oldest first, replacing an earlier error:
    /// for requests that failed side by side (the links given at start), where the last would
    /// otherwise have replaced the others. Each was logged when it was first shown.
    package func show(_ errors: [RouteError]) {
        clearError()
        messages += errors.map(Self.message(for:))
    }

    /// Shows `error: <code>: <message>` for a failure of the shell itself (a payload, the socket),
    /// replacing an earlier error.
    package func show(_ error: ShellError) {
        clearError()
        append(Message(kind: .error, text: "error: \(error)"))
    }

    private static func message(for error: RouteError) -> Message {
        error.code == .rejected
            ? Message(kind: .notice, text: "notice: \(error.message)") : Message(kind: .error, text: "error: \(error)")
    }

    /// Shows `text` below the messages already up.
    package func show(_ text: String, kind: MessageKind = .info) {
        append(Message(kind: kind, text: text))
    }

    private func append(_ message: Message) {
        messages.append(message)
        log.append(message)
    }

    /// Removes the error (or notice) a navigation left, once a later one succeeded.
    package func clearError() {
        messages.removeAll { $0.kind == .error || $0.kind == .notice }
    }

    /// Removes every message (a key was pressed).
    package func clear() {
        messages = []
    }
}
