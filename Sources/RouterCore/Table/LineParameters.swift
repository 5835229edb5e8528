/// The parameters of one resolved URL as byte ranges of one reusable buffer, worked out for its
/// JSON line without a String or a dictionary: query items in order, and the sorted objects
/// (`routeParameters`, `queryParameters`, `parameters`) with the contract's precedence.
struct LineParameters {
    /// Where a parameter came from; a later source wins over an earlier one (docs/reference.md §4).
    enum Source: Int {
        case fragment, query, route
    }

    /// A name and a value in ``text``. Of pairs with one name the one kept is from the later
    /// source, and within a source the later pair.
    struct Pair {
        var name: Range<Int>
        var value: Range<Int>
        var source: Source
        var order: Int
    }

    private(set) var text: [UInt8] = []
    private(set) var queryItems: [Pair] = []
    private(set) var routeParameters: [Pair] = []
    private(set) var queryParameters: [Pair] = []
    private(set) var parameters: [Pair] = []
    private var fragmentItems: [Pair] = []
    /// The segments a `*` captured, in ``text``, when ``hasWildcard``.
    private(set) var wildcard: [Range<Int>] = []
    /// Whether the route has a `*` (which may capture no segment).
    private(set) var hasWildcard = false

    mutating func removeAll() {
        text.removeAll(keepingCapacity: true)
        queryItems.removeAll(keepingCapacity: true)
        routeParameters.removeAll(keepingCapacity: true)
        fragmentItems.removeAll(keepingCapacity: true)
        queryParameters.removeAll(keepingCapacity: true)
        parameters.removeAll(keepingCapacity: true)
        wildcard.removeAll(keepingCapacity: true)
        hasWildcard = false
    }

    /// Adds a route parameter.
    mutating func addRouteParameter(name: UnsafeBufferPointer<UInt8>, value: UnsafeBufferPointer<UInt8>) {
        let nameRange = append(name)
        routeParameters.append(Pair(name: nameRange, value: append(value), source: .route, order: routeParameters.count))
    }

    /// Adds the segments a `*` captured.
    mutating func addWildcard(_ segments: SegmentView, from start: Int) {
        hasWildcard = true
        for position in start..<segments.count { wildcard.append(append(segments.segment(position))) }
    }

    /// Splits `raw` (query or fragment text) into items as ``URLParser`` does: `&`
    /// between items, the first `=` between name and value, `+` a space in values when asked.
    /// (Escapes are decoded but not checked to be UTF-8: the caller sends URLs with escapes to
    /// a full resolve.)
    mutating func addItems(of raw: UnsafeBufferPointer<UInt8>, isQuery: Bool, plusAsSpace: Bool) {
        var start = 0
        for index in 0...raw.count where index == raw.count || raw[index] == UInt8(ascii: "&") {
            defer { start = index + 1 }
            guard index > start else { continue }
            let piece = raw[start..<index]
            let equals = piece.firstIndex(of: UInt8(ascii: "=")) ?? index
            let name = appendDecoded(UnsafeBufferPointer(rebasing: raw[start..<equals]), plusAsSpace: false)
            let value = appendDecoded(UnsafeBufferPointer(rebasing: raw[min(equals + 1, index)..<index]), plusAsSpace: plusAsSpace)
            let pair = Pair(
                name: name, value: value, source: isQuery ? .query : .fragment,
                order: isQuery ? queryItems.count : fragmentItems.count
            )
            if isQuery { queryItems.append(pair) } else { fragmentItems.append(pair) }
        }
    }

    /// Works out the sorted objects once every parameter is in. The lists are a handful of
    /// pairs: sorted in place by insertion, compared on the bytes, nothing allocated.
    mutating func sort() {
        text.withUnsafeBufferPointer { text in
            Self.sortByName(&routeParameters, text)
            queryParameters.removeAll(keepingCapacity: true)
            for item in queryItems.indices where !queryItems[item].name.isEmpty { queryParameters.append(queryItems[item]) }
            Self.sortByName(&queryParameters, text)
            Self.keepLastOfEachName(&queryParameters, text)
            parameters.removeAll(keepingCapacity: true)
            for item in fragmentItems.indices where !fragmentItems[item].name.isEmpty { parameters.append(fragmentItems[item]) }
            for item in queryParameters.indices { parameters.append(queryParameters[item]) }
            for item in routeParameters.indices { parameters.append(routeParameters[item]) }
            Self.sortByName(&parameters, text)
            Self.keepLastOfEachName(&parameters, text)
        }
    }

    /// Sorts by name, then source and order.
    private static func sortByName(_ pairs: inout [Pair], _ text: UnsafeBufferPointer<UInt8>) {
        for index in pairs.indices.dropFirst() {
            let pair = pairs[index]
            var slot = index
            while slot > 0, order(pair, pairs[slot - 1], text) < 0 {
                pairs[slot] = pairs[slot - 1]
                slot -= 1
            }
            pairs[slot] = pair
        }
    }

    /// Of sorted pairs with one name, keeps the last (the winning source).
    private static func keepLastOfEachName(_ pairs: inout [Pair], _ text: UnsafeBufferPointer<UInt8>) {
        var kept = 0
        for index in pairs.indices {
            if index + 1 < pairs.count, compare(pairs[index].name, pairs[index + 1].name, text) == 0 { continue }
            pairs[kept] = pairs[index]
            kept += 1
        }
        pairs.removeLast(pairs.count - kept)
    }

    private static func order(_ left: Pair, _ right: Pair, _ text: UnsafeBufferPointer<UInt8>) -> Int {
        let byName = compare(left.name, right.name, text)
        guard byName == 0 else { return byName }
        return left.source != right.source ? left.source.rawValue - right.source.rawValue : left.order - right.order
    }

    /// Byte-wise comparison of two names (the same order as String's for the ASCII these are).
    private static func compare(_ left: Range<Int>, _ right: Range<Int>, _ text: UnsafeBufferPointer<UInt8>) -> Int {
        for offset in 0..<min(left.count, right.count) where text[left.lowerBound + offset] != text[right.lowerBound + offset] {
            return Int(text[left.lowerBound + offset]) - Int(text[right.lowerBound + offset])
        }
        return left.count - right.count
    }

    /// Appends `raw` decoded: whole when there is nothing to decode (most items), else byte by byte.
    private mutating func appendDecoded(_ raw: UnsafeBufferPointer<UInt8>, plusAsSpace: Bool) -> Range<Int> {
        guard PercentEncoding.needsDecoding(raw, plusAsSpace: plusAsSpace) else { return append(raw) }
        let start = text.count
        PercentEncoding.decode(raw, plusAsSpace: plusAsSpace) { text.append($0) }
        return start..<text.count
    }

    private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        let start = text.count
        text.append(contentsOf: bytes)
        return start..<text.count
    }
}
