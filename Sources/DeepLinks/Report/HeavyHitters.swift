/// Counts of keys in bounded memory: every key while there are at most `capacity`, then the
/// most frequent ones — when the table reaches twice the capacity, all but the `capacity`
/// most frequent are dropped (their counts are lost, so counts of keys seen after a drop are
/// lower bounds). Exact whenever the log has at most `capacity` distinct keys. Each key keeps
/// the note it was first counted with (for a log report, which kind of identifier it held).
struct HeavyHitters {
    let capacity: Int
    private var counts: [String: (count: Int, note: String)] = [:]

    init(capacity: Int) { self.capacity = capacity }

    /// Adds `count` to `key`'s count; whether the count stopped at `Int.max`.
    @discardableResult
    mutating func add(_ key: String, count: Int, note: @autoclosure () -> String = "") -> Bool {
        var saturated = false
        if let index = counts.index(forKey: key) {
            saturated = counts.values[index].count.addSaturating(count)
        } else {
            counts[key] = (count, note())
        }
        if counts.count >= 2 * capacity {
            counts = Dictionary(uniqueKeysWithValues: top(capacity).map { ($0.key, ($0.count, $0.note)) })
        }
        return saturated
    }

    /// The `limit` most frequent keys, most frequent first (ties by key).
    func top(_ limit: Int) -> [(key: String, count: Int, note: String)] {
        counts.sorted { $0.value.count != $1.value.count ? $0.value.count > $1.value.count : $0.key < $1.key }
            .prefix(limit).map { ($0.key, $0.value.count, $0.value.note) }
    }
}
