/// Every route's name and pattern as finished JSON strings, quotes and escapes included: a batch
/// of a million lines copies these bytes instead of escaping the same few names over and over
/// (and without copying a ``Route``, whose fields are reference counted).
struct RouteJSONStrings {
    private let bytes: [UInt8]
    /// Where each string ends in ``bytes``: route `i`'s name at `2i`, its pattern at `2i + 1`.
    private let ends: [Int]

    init(routes: [Route]) {
        var json = JSONOutput(capacity: routes.count * 48)
        var ends: [Int] = []
        ends.reserveCapacity(routes.count * 2)
        for route in routes {
            json.string(route.name)
            ends.append(json.count)
            json.string(route.pattern.text)
            ends.append(json.count)
        }
        bytes = json.bytes
        self.ends = ends
    }

    /// Appends the name of the route at `index` as a JSON string.
    func writeName(of index: Int, to json: inout JSONOutput) { write(2 * index, to: &json) }

    /// Appends the pattern of the route at `index` as a JSON string.
    func writePattern(of index: Int, to json: inout JSONOutput) { write(2 * index + 1, to: &json) }

    private func write(_ string: Int, to json: inout JSONOutput) {
        let start = string == 0 ? 0 : ends[string - 1]
        bytes.withUnsafeBufferPointer { json.append(UnsafeBufferPointer(rebasing: $0[start..<ends[string]])) }
    }
}
