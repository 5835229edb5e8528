/// Counts of keys in bounded memory: every key while there are at most `capacity`, then the
/// most frequent ones — when the table reaches twice the capacity, all but the `capacity`
/// most frequent are dropped (their counts are lost, so counts of keys seen after a drop are
/// lower bounds). Exact whenever the log has at most `capacity` distinct keys.
struct HeavyHitters {
    let capacity: Int
    private var counts: [String: Int] = [:]

    init(capacity: Int) { self.capacity = capacity }

    mutating func add(_ key: String, count: Int) {
        counts[key, default: 0] += count
        guard counts.count >= 2 * capacity else { return }
        counts = Dictionary(uniqueKeysWithValues: top(capacity).map { ($0.key, $0.count) })
    }

    /// The `limit` most frequent keys, most frequent first (ties by key).
    func top(_ limit: Int) -> [(key: String, count: Int)] {
        counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(limit).map { ($0.key, $0.value) }
    }
}
