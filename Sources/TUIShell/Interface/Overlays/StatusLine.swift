import RouterCore

/// The one place the app tells the user something in the footer: the error of a navigation,
/// start-up warnings, the outcome of an action. A message stays until the next key, and a newer
/// one replaces it; only warnings stay beside later messages (start-up may have several: a file
/// set aside, a saved link skipped), and the errors of requests made side by side (the links
/// given at start) are shown together.
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
    /// How many messages were ever shown: the same message shown again (a second failed Buy)
    /// counts again, so narration says it again.
    package private(set) var shownCount = 0

    /// Creates an empty status line.
    package init() {}

    /// Shows `error: <code>: <message>` in place of the messages up (warnings stay). A
    /// middleware's `rejected` (a login the user cancelled) is the user's own choice, so it is
    /// shown as `notice: <message>` in the warning colour, not as a red error.
    package func show(_ error: RouteError) {
        show(Self.message(for: error))
    }

    /// Shows each error again on a line of its own, oldest first, in place of the messages up
    /// (warnings stay): for requests that failed side by side (the links given at start), where
    /// the last would otherwise have replaced the others. Each was logged when it was first shown.
    package func show(_ errors: [RouteError]) {
        keepOnlyWarnings()
        messages += errors.map(Self.message(for:))
        shownCount += errors.count
    }

    /// Shows `error: <failure>` for a failure of the app itself (a payload, the socket), whose
    /// description is `<code>: <message>`, in place of the messages up (warnings stay).
    package func show(failure: some CustomStringConvertible) {
        show(Message(kind: .error, text: "error: \(failure)"))
    }

    private static func message(for error: RouteError) -> Message {
        error.code == .rejected
            ? Message(kind: .notice, text: "notice: \(error.message)") : Message(kind: .error, text: "error: \(error)")
    }

    /// Shows `text` in place of the messages up; warnings stay, so a warning joins those before it.
    package func show(_ text: String, kind: MessageKind = .info) {
        show(Message(kind: kind, text: text))
    }

    private func show(_ message: Message) {
        // A navigation that fails with the error of one it started (native:// opening its
        // target) reports what is already up: it is shown, and logged, once.
        guard messages.last != message else { return }
        keepOnlyWarnings()
        messages.append(message)
        log.append(message)
        shownCount += 1
    }

    private func keepOnlyWarnings() {
        messages.removeAll { $0.kind != .warning }
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
