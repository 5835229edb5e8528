import RouterCore
import Synchronization
import TUIShell

/// One visitor's app, which outlives any one WebSocket: a reload or a dropped connection
/// detaches the page, and a page that comes back with the session's token within the grace
/// period gets the same app, drawn in full. A token is bound to one live socket at a time, so
/// two tabs never share an app.
final class PageSession: Sendable {
    /// The secret a page names to come back to this app (32 hex digits, 128 random bits).
    let token: String
    /// The client's address, whose share of sessions this one holds.
    let address: String
    let terminal: WebTerminal
    let ending = SessionEnding()
    let activity = ActivityClock()

    private struct Link {
        /// The connection the page is on, if one is.
        var connection: Int?
        /// Where that connection's messages go.
        var sender: AsyncStream<String>.Continuation?
        /// Counts detachments, so a grace period ends only the detachment it began with.
        var detachments = 0
    }

    private let link = Mutex(Link())
    /// Tells the app's page that the server drains; set once the app runs.
    private let drainNotice = Mutex<(@Sendable () async -> Void)?>(nil)

    init(token: String, address: String, terminal: WebTerminal) {
        self.token = token
        self.address = address
        self.terminal = terminal
    }

    /// Binds the session to `connection`; false when another socket holds it or it ended.
    func claim(for connection: Int) -> Bool {
        link.withLock { link in
            guard link.connection == nil, ending.reason == nil else { return false }
            link.connection = connection
            return true
        }
    }

    /// Whether no page is attached.
    var isDetached: Bool { link.withLock { $0.connection == nil } }

    /// The claimed connection's page takes over: first the token, then a full frame at `size`.
    func connect(_ sender: AsyncStream<String>.Continuation, size: (width: Int, height: Int), grace: Duration) async {
        // Coming back counts as input: the idle timeout starts over.
        activity.touch()
        link.withLock { $0.sender = sender }
        sender.yield(
            JSONValue.object([
                ("type", .string("session")), ("token", .string(token)),
                ("grace", .integer(Int(grace.components.seconds))),
            ]).jsonText)
        await terminal.attach(size: size) { sender.yield($0) }
    }

    /// `connection`'s socket closed: the app waits for a page; the number of this detachment,
    /// or nil when the session is no longer `connection`'s.
    func detach(_ connection: Int) async -> Int? {
        let detachment: Int? = link.withLock { link in
            guard link.connection == connection else { return nil }
            link.connection = nil
            link.sender?.finish()
            link.sender = nil
            link.detachments += 1
            return link.detachments
        }
        if detachment != nil { await terminal.detach() }
        return detachment
    }

    /// Whether `detachment` is still the latest and no page came back since.
    func isStillDetached(since detachment: Int) -> Bool {
        link.withLock { $0.connection == nil && $0.detachments == detachment }
    }

    /// Ends the session for `reason` (unless it already ended for another): the app stops at
    /// its next turn, and the page attached, if any, is told why.
    func end(_ reason: SessionEnd) async {
        ending.record(reason)
        await terminal.close()
    }

    /// How the app is told that the server drains.
    func setDrainNotice(_ notice: @escaping @Sendable () async -> Void) { drainNotice.withLock { $0 = notice } }

    /// Tells the app's page that the server drains: it ends at once when no page is attached.
    func tellDraining() async {
        guard !isDetached else { return await end(.shuttingDown) }
        await drainNotice.withLock { $0 }?()
    }

    /// The app stopped: the page attached, if any, gets its last message.
    func finish() {
        link.withLock { link in
            link.sender?.finish()
            link.sender = nil
        }
    }
}
