import RouterCore
import Synchronization

/// Lifecycle and router lines (`lifecycle Home viewDidAppear`, `route goods.detail target`),
/// collected in the order they happen, from any thread.
package final class EventLog: Sendable {
    private let lines = Mutex<(pending: [String], kept: [String])>(([], []))

    /// How many lines ``recent`` keeps.
    package static let keptLines = 200

    /// Creates an empty log.
    package init() {}

    /// Adds a line.
    package func append(_ line: String) {
        lines.withLock { lines in
            lines.pending.append(line)
            lines.kept.append(line)
            if lines.kept.count > Self.keptLines { lines.kept.removeFirst(lines.kept.count - Self.keptLines) }
        }
    }

    /// The latest lines, oldest first, for a live view such as the Router Lab's.
    package var recent: [String] { lines.withLock { $0.kept } }

    /// The lines added since the last call.
    package func drain() -> [String] {
        lines.withLock { lines in
            defer { lines.pending = [] }
            return lines.pending
        }
    }

    /// The line for a router event, or `nil` for events that have no lifecycle line.
    package static func line(for event: RouterEvent) -> String? {
        switch event {
        case .shouldHandle(let route): "route \(route) shouldHandle"
        case .declined(let route): "route \(route) declined"
        case .failed(let route, let error): "route \(route) rejected \(error.code.rawValue)"
        case .redirected, .handled, .middleware: nil
        }
    }
}
