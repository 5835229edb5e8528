/// One `name=value` item of a query or of a query-like fragment, decoded.
package struct QueryItem: Sendable, Hashable {
    /// The decoded name.
    package let name: String
    /// The decoded value; `""` for an item written without `=`.
    package let value: String

    /// Creates an item.
    package init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}

extension Array where Element == QueryItem {
    /// The items as a dictionary: empty names dropped, a repeated name keeps its last value.
    package var lastValueByName: [String: String] {
        var result: [String: String] = [:]
        result.reserveCapacity(count)
        for item in self where !item.name.isEmpty {
            result[item.name] = item.value
        }
        return result
    }
}
