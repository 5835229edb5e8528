import RouterCore

/// `resolve --batch --report`: replays an analytics log against the table, from outside, and
/// counts hits per route, the routes never hit and the most frequent unmatched URL shapes, in
/// memory bounded by the table and a fixed number of shapes, whatever the log's length.
package struct LogReport {
    private var lookup: RouteLookup
    private var hits: [Int]
    private var shapes = HeavyHitters(capacity: 10_000)
    /// How many requests were replayed (a `COUNT<TAB>URL` line counts COUNT).
    package private(set) var total = 0
    /// How many of them matched a route.
    package private(set) var matched = 0
    /// Requests an exclusion kept out (counted as its hits, not as unmatched shapes).
    package private(set) var keptOut = 0
    /// How many lines were read (blank and `#` lines included), for progress.
    package private(set) var lines = 0
    /// Whether some count reached `Int.max` and stopped there (the report says so).
    package private(set) var isSaturated = false

    /// A report against `table`.
    package init(table: RouteTable) {
        lookup = RouteLookup(table: table)
        hits = Array(repeating: 0, count: table.routes.count)
    }

    /// Counts one line of the log (UTF-8, without its line break).
    package mutating func add(line: UnsafeBufferPointer<UInt8>) {
        lines += 1
        var line = Self.trimmed(line)
        guard let first = line.first, first != UInt8(ascii: "#") else { return }
        var count = 1
        if let tab = line.firstIndex(of: UInt8(ascii: "\t")), tab > 0,
            line[..<tab].allSatisfy({ (48...57).contains($0) }), tab - line.startIndex <= 18
        {
            count = line[..<tab].reduce(0) { $0 * 10 + Int($1 - 48) }
            line = Self.trimmed(UnsafeBufferPointer(rebasing: line[(tab + 1)...]))
        }
        var saturated = total.addSaturating(count)
        if let index = lookup.routeIndex(for: line, origin: .external) {
            saturated = matched.addSaturating(count) || saturated
            saturated = hits[index].addSaturating(count) || saturated
        } else if let exclusion = lookup.exclusionIndex(for: line, origin: .external) {
            // Kept out as the table means: the exclusion's hit, not a shape to add a route for.
            saturated = hits[exclusion].addSaturating(count) || saturated
            saturated = keptOut.addSaturating(count) || saturated
        } else {
            let key = UnmatchedShape.of(String(decoding: line, as: UTF8.self), parser: lookup.table.parser)
            saturated = shapes.add(UnmatchedShape.shape(ofKey: key), count: count, note: key) || saturated
        }
        if saturated { isSaturated = true }
    }

    private static func trimmed(_ line: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        let isSpace = { (byte: UInt8) in byte == 32 || byte == 9 || byte == 13 }
        guard let start = line.firstIndex(where: { !isSpace($0) }), let end = line.lastIndex(where: { !isSpace($0) })
        else {
            return UnsafeBufferPointer(rebasing: line[0..<0])
        }
        return UnsafeBufferPointer(rebasing: line[start...end])
    }

    /// Routes with hits, most hit first (ties in table order).
    package var routeHits: [(route: String, hits: Int)] {
        let routes = lookup.table.routes
        return hits.indices.filter { hits[$0] > 0 }.sorted { hits[$0] != hits[$1] ? hits[$0] > hits[$1] : $0 < $1 }.map
        { (routes[$0].name, hits[$0]) }
    }

    /// Routes no request reached, in table order.
    package var neverHit: [String] { hits.indices.filter { hits[$0] == 0 }.map { lookup.table.routes[$0].name } }

    /// The 20 most frequent unmatched shapes, with a pattern to add for each.
    package var unmatched: [(shape: String, count: Int, suggestedPattern: String?)] {
        shapes.top(20).map { ($0.key, $0.count, UnmatchedShape.suggestedPattern(for: $0.note)) }
    }

    /// The `--json` object of docs/reference.md §13.
    package var json: JSONValue {
        // `"saturated": true` only when a count stopped at Int.max, so ordinary reports keep
        // the documented keys alone.
        .object(
            [
                ("total", .integer(total)), ("matched", .integer(matched)),
            ] + (isSaturated ? [("saturated", .bool(true))] : [])
                + (keptOut > 0 ? [("keptOut", .integer(keptOut))] : []) + [
                    (
                        "hits",
                        .array(routeHits.map { .object([("route", .string($0.route)), ("hits", .integer($0.hits))]) })
                    ),
                    ("neverHit", .array(neverHit.map(JSONValue.string))),
                    (
                        "unmatched",
                        .array(
                            unmatched.map {
                                .object([
                                    ("shape", .string($0.shape)), ("count", .integer($0.count)),
                                    ("suggestedPattern", .string($0.suggestedPattern)),
                                ])
                            })
                    ),
                ])
    }

    /// The report for people.
    package var text: String {
        let kept = keptOut > 0 ? "  kept out \(keptOut)" : ""
        // Saturated counts stop at Int.max each, so their difference may mean nothing: never below 0.
        var lines = [
            "total \(total)  matched \(matched)\(kept)  unmatched \(max(0, total - matched - keptOut))", "", "hits",
        ]
        if isSaturated { lines.insert("(counts passed \(Int.max) and stopped there)", at: 1) }
        let exclusions = Set(lookup.table.routes.filter(\.isExclusion).map(\.name))
        lines += routeHits.map { "  \($0.hits)  \($0.route)" + (exclusions.contains($0.route) ? "  (kept out)" : "") }
        lines += ["", "never hit"] + neverHit.map { "  \($0)" }
        lines +=
            ["", "unmatched (most frequent first)"]
            + unmatched.map { "  \($0.count)  \($0.shape)" + ($0.suggestedPattern.map { "  → add \($0)" } ?? "") }
        return lines.map(\.escapingControlCharacters).joined(separator: "\n")
    }
}
