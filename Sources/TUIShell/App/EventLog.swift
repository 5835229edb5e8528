import Foundation
import RouterCore

/// Lifecycle and router lines (`lifecycle Home viewDidAppear`, `route goods.detail target`),
/// collected in the order they happen, from any thread.
public final class EventLog: @unchecked Sendable {
    // @unchecked: all mutable state is guarded by `lock`.
    private let lock = NSLock()
    private var pending: [String] = []
    private var kept: [String] = []

    /// How many lines ``recent`` keeps.
    public static let keptLines = 200

    /// Creates an empty log.
    public init() {}

    /// Adds a line.
    public func append(_ line: String) {
        lock.withLock {
            pending.append(line)
            kept.append(line)
            if kept.count > Self.keptLines { kept.removeFirst(kept.count - Self.keptLines) }
        }
    }

    /// The latest lines, oldest first, for a live view such as the Router Lab's.
    public var recent: [String] { lock.withLock { kept } }

    /// The lines added since the last call.
    public func drain() -> [String] {
        lock.withLock {
            defer { pending = [] }
            return pending
        }
    }

    /// The line for a router event, or `nil` for events that have no lifecycle line.
    public static func line(for event: RouterEvent) -> String? {
        switch event {
        case .shouldHandle(let route): "route \(route) shouldHandle"
        case .declined(let route): "route \(route) declined"
        case .failed(let route, let error): "route \(route) rejected \(error.code.rawValue)"
        case .redirected, .handled: nil
        }
    }
}
