/// Counts of keys in bounded memory: every key while there are at most `capacity`, then the
/// most frequent ones — when the table reaches twice the capacity, all but the `capacity`
/// most frequent are dropped (their counts are lost, so counts of keys seen after a drop are
/// lower bounds). Exact whenever the log has at most `capacity` distinct keys.
struct HeavyHitters {
    let capacity: Int
    private var counts: [String: Int] = [:]

    init(capacity: Int) { self.capacity = capacity }

    /// Adds `count` to `key`'s count; whether the count stopped at `Int.max`.
    @discardableResult
    mutating func add(_ key: String, count: Int) -> Bool {
        let saturated = counts[key, default: 0].addSaturating(count)
        if counts.count >= 2 * capacity {
            counts = Dictionary(uniqueKeysWithValues: top(capacity).map { ($0.key, $0.count) })
        }
        return saturated
    }

    /// The `limit` most frequent keys, most frequent first (ties by key).
    func top(_ limit: Int) -> [(key: String, count: Int)] {
        counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(limit).map { ($0.key, $0.value) }
    }
}
