import Synchronization

/// A value that threads and tasks of a test share, behind a lock: the one box every test target
/// uses instead of a lock class of its own.
public final class Locked<Value: Sendable>: Sendable {
    private let mutex: Mutex<Value>

    /// A box holding `value`.
    public init(_ value: Value) { mutex = Mutex(value) }

    /// Reads or changes the value under the lock.
    @discardableResult
    public func withLock<Result: Sendable>(_ body: (inout Value) -> Result) -> Result {
        mutex.withLock { value in body(&value) }
    }

    /// The value now.
    public var value: Value { withLock { $0 } }
}

extension Locked where Value == Int {
    /// Adds one and returns the new count.
    @discardableResult
    public func increment() -> Int {
        withLock { count in
            count += 1
            return count
        }
    }
}

extension Locked where Value == [String] {
    /// Appends `entry`.
    public func append(_ entry: String) { withLock { $0.append(entry) } }
}
