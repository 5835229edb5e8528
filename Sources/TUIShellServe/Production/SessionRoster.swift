import Synchronization

/// Every running session, page or SSH, as a draining server reaches them: each can be told the
/// server is going, and ended.
final class SessionRoster: Sendable {
    /// What the server can do to one session.
    struct Member: Sendable {
        /// Tells the session the server is shutting down.
        let tell: @Sendable () async -> Void
        /// Ends the session for the reason given.
        let end: @Sendable (SessionEnd) async -> Void
    }

    private let members = Mutex<(next: Int, all: [Int: Member])>((0, [:]))

    /// Adds a session; the number to remove it by.
    func add(_ member: Member) -> Int {
        members.withLock { members in
            members.next += 1
            members.all[members.next] = member
            return members.next
        }
    }

    /// Removes the session `number` named when it was added.
    func remove(_ number: Int) { members.withLock { _ = $0.all.removeValue(forKey: number) } }

    /// The sessions running now.
    var all: [Member] { members.withLock { Array($0.all.values) } }
}
