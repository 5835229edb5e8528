import Synchronization

/// Why a session ended, as the page shows it: a WebSocket close code and a reason.
package struct SessionEnd: Error, Sendable, Equatable {
    /// The close code: 1000 for an ordinary end, 4000–4999 for the server's own reasons.
    package let code: UInt16
    /// What the page shows (at most 123 bytes, as a close frame allows).
    package let reason: String
    /// The reason as `/metrics` labels it (`tuishell_sessions_ended_total{reason=…}`).
    package let label: String

    /// Every label a session can end with, which `/metrics` lists from the start (at 0).
    package static let labels = [
        "app_quit", "page_closed", "expired", "bad_message", "too_large", "too_fast", "idle", "input_rate",
        "shutdown",
    ]

    package static let appQuit = SessionEnd(code: 1000, reason: "the app quit", label: "app_quit")
    package static let pageClosed = SessionEnd(code: 1000, reason: "the page closed", label: "page_closed")
    /// The page went away and did not come back within the grace period.
    package static let expired = SessionEnd(code: 1000, reason: "the page did not come back", label: "expired")
    /// The server drained and its deadline passed: the page reconnects, to another server behind
    /// a proxy.
    package static let shuttingDown = SessionEnd(code: 4007, reason: "the server is shutting down", label: "shutdown")

    package static func badMessage(_ message: String) -> SessionEnd {
        SessionEnd(code: 4001, reason: "bad message: " + message, label: "bad_message")
    }

    package static func tooLarge(limit: Int) -> SessionEnd {
        SessionEnd(code: 4002, reason: "a message was over the server's limit of \(limit) bytes", label: "too_large")
    }

    package static func tooFast(limit: Int) -> SessionEnd {
        SessionEnd(code: 4003, reason: "more than \(limit) messages in one second", label: "too_fast")
    }

    package static func full(limit: Int) -> SessionEnd {
        SessionEnd(code: 4004, reason: "the server is full (\(limit) sessions); try again later", label: "full")
    }

    package static func idle(_ timeout: Duration) -> SessionEnd {
        SessionEnd(code: 4005, reason: "no input for \(timeout.components.seconds) s", label: "idle")
    }

    package static func perAddress(limit: Int) -> SessionEnd {
        SessionEnd(
            code: 4006, reason: "too many sessions from your address (\(limit)); try again when one has closed",
            label: "per_address")
    }

    /// An SSH client sent more than its share of bytes in one second.
    package static func inputRate(limit: Int) -> SessionEnd {
        SessionEnd(code: 4003, reason: "more than \(limit) bytes of input in one second", label: "input_rate")
    }

    private init(code: UInt16, reason: String, label: String) {
        self.code = code
        self.label = label
        // Control characters escaped, and cut to what a close frame carries, on a character.
        var text = ""
        for character in reason.escapingControlCharacters {
            if text.utf8.count + String(character).utf8.count > 123 { break }
            text.append(character)
        }
        self.reason = text
    }
}

/// The first reason a session ends for; later ones are ignored.
package final class SessionEnding: Sendable {
    private let end = Mutex<SessionEnd?>(nil)

    package init() {}

    /// Records `reason` unless another came first; true when it was the first.
    @discardableResult
    package func record(_ reason: SessionEnd) -> Bool {
        end.withLock { end in
            guard end == nil else { return false }
            end = reason
            return true
        }
    }

    /// The reason recorded, if any.
    package var reason: SessionEnd? { end.withLock { $0 } }
}
