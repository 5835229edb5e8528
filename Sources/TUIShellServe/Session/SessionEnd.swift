import Synchronization

/// Why a session ended, as the page shows it: a WebSocket close code and a reason.
package struct SessionEnd: Error, Sendable, Equatable {
    /// The close code: 1000 for an ordinary end, 4000–4999 for the server's own reasons.
    package let code: UInt16
    /// What the page shows (at most 123 bytes, as a close frame allows).
    package let reason: String

    package static let appQuit = SessionEnd(code: 1000, reason: "the app quit")
    package static let pageClosed = SessionEnd(code: 1000, reason: "the page closed")

    package static func badMessage(_ message: String) -> SessionEnd {
        SessionEnd(code: 4001, reason: "bad message: " + message)
    }

    package static func tooLarge(limit: Int) -> SessionEnd {
        SessionEnd(code: 4002, reason: "a message was over the server's limit of \(limit) bytes")
    }

    package static func tooFast(limit: Int) -> SessionEnd {
        SessionEnd(code: 4003, reason: "more than \(limit) messages in one second")
    }

    package static func full(limit: Int) -> SessionEnd {
        SessionEnd(code: 4004, reason: "the server is full (\(limit) sessions); try again later")
    }

    package static func idle(_ timeout: Duration) -> SessionEnd {
        SessionEnd(code: 4005, reason: "no input for \(timeout.components.seconds) s")
    }

    private init(code: UInt16, reason: String) {
        self.code = code
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
