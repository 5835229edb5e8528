/// The parameters of one resolved URL, worked out for its JSON line without a String, a
/// dictionary or a copy of a byte: each name and value points into the URL, its segments or the
/// route's templates, which outlive the line. Query items in order, and the sorted objects
/// (`routeParameters`, `queryParameters`, `parameters`) with the contract's precedence.
///
/// Only for URLs with nothing to decode (no `%`, no `+` read as a space): a decoded value would
/// need bytes of its own, and such URLs take the full resolution.
struct LineParameters {
    /// Where a parameter came from; a later source wins over an earlier one (docs/reference.md §4).
    enum Source: UInt8 {
        case fragment, query, route
    }

    /// A name and a value. Of pairs with one name the one kept is from the later source, and
    /// within a source the later pair.
    struct Pair {
        var name: UnsafeBufferPointer<UInt8>
        var value: UnsafeBufferPointer<UInt8>
        var source: Source
        var order: Int32
    }

    private(set) var queryItems = ReusableList<Pair>()
    private(set) var routeParameters = ReusableList<Pair>()
    private(set) var queryParameters = ReusableList<Pair>()
    private(set) var parameters = ReusableList<Pair>()
    private var fragmentItems = ReusableList<Pair>()
    /// The segments a `*` captured, when ``hasWildcard``.
    private(set) var wildcard = ReusableList<UnsafeBufferPointer<UInt8>>()
    /// Whether the route has a `*` (which may capture no segment).
    private(set) var hasWildcard = false

    mutating func removeAll() {
        queryItems.removeAll()
        routeParameters.removeAll()
        fragmentItems.removeAll()
        queryParameters.removeAll()
        parameters.removeAll()
        wildcard.removeAll()
        hasWildcard = false
    }

    /// Adds a route parameter; they come in sorted by name (``RouteLineTemplates`` keeps them so).
    mutating func addRouteParameter(name: UnsafeBufferPointer<UInt8>, value: UnsafeBufferPointer<UInt8>) {
        routeParameters.append(
            Pair(name: name, value: value, source: .route, order: Int32(truncatingIfNeeded: routeParameters.count)))
    }

    /// Adds the segments a `*` captured.
    mutating func addWildcard(_ segments: SegmentView, from start: Int) {
        hasWildcard = true
        for position in start..<segments.count { wildcard.append(segments.segment(position)) }
    }

    /// Splits `raw` (query or fragment text, nothing to decode) into items as ``URLParser``
    /// does: `&` between items, the first `=` between name and value.
    mutating func addItems(of raw: UnsafeBufferPointer<UInt8>, isQuery: Bool) {
        var start = 0
        for index in 0...raw.count where index == raw.count || raw[index] == UInt8(ascii: "&") {
            defer { start = index + 1 }
            guard index > start else { continue }
            let equals = raw[start..<index].firstIndex(of: UInt8(ascii: "=")) ?? index
            let pair = Pair(
                name: UnsafeBufferPointer(rebasing: raw[start..<equals]),
                value: UnsafeBufferPointer(rebasing: raw[min(equals + 1, index)..<index]),
                source: isQuery ? .query : .fragment,
                order: Int32(truncatingIfNeeded: isQuery ? queryItems.count : fragmentItems.count)
            )
            if isQuery { queryItems.append(pair) } else { fragmentItems.append(pair) }
        }
    }

    /// Works out the sorted objects once every parameter is in. The lists are a handful of
    /// pairs: sorted in place by insertion, compared on the bytes, nothing allocated.
    mutating func sort() {
        queryParameters.removeAll()
        for item in queryItems.elements where !item.name.isEmpty { queryParameters.append(item) }
        Self.sortByName(&queryParameters)
        Self.keepLastOfEachName(&queryParameters)
        parameters.removeAll()
        for item in fragmentItems.elements where !item.name.isEmpty { parameters.append(item) }
        parameters.append(contentsOf: queryParameters)
        parameters.append(contentsOf: routeParameters)
        Self.sortByName(&parameters)
        Self.keepLastOfEachName(&parameters)
    }

    /// Sorts by name, then source and order.
    private static func sortByName(_ pairs: inout ReusableList<Pair>) {
        for index in pairs.elements.indices.dropFirst() {
            let pair = pairs[index]
            var slot = index
            while slot > 0, order(pair, pairs[slot - 1]) < 0 {
                pairs[slot] = pairs[slot - 1]
                slot -= 1
            }
            pairs[slot] = pair
        }
    }

    /// Of sorted pairs with one name, keeps the last (the winning source).
    private static func keepLastOfEachName(_ pairs: inout ReusableList<Pair>) {
        // Names seldom repeat: nothing is moved until one does.
        guard
            let first = pairs.elements.indices.dropLast().first(where: {
                compare(pairs[$0].name, pairs[$0 + 1].name) == 0
            })
        else { return }
        var kept = first
        for index in first..<pairs.count
        where index + 1 == pairs.count || compare(pairs[index].name, pairs[index + 1].name) != 0 {
            pairs[kept] = pairs[index]
            kept += 1
        }
        pairs.removeLast(from: kept)
    }

    private static func order(_ left: Pair, _ right: Pair) -> Int {
        let byName = compare(left.name, right.name)
        guard byName == 0 else { return byName }
        return left.source != right.source
            ? Int(left.source.rawValue) - Int(right.source.rawValue) : Int(left.order) - Int(right.order)
    }

    /// Byte-wise comparison of two names (the same order as String's for the ASCII these are).
    private static func compare(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Int {
        for offset in 0..<min(left.count, right.count) where left[offset] != right[offset] {
            return Int(left[offset]) - Int(right[offset])
        }
        return left.count - right.count
    }
}
