/// Finds which route URLs resolve to, one after another, reusing its buffers: a look-up that
/// hits the winner outright (no redirect) allocates nothing. Use it for many URLs on one thread
/// (`resolve --batch --summary`); give each thread its own.
///
/// The answer is the one ``RouteTable/resolve(_:origin:inAppValues:)`` gives; URLs
/// with non-ASCII bytes or a redirecting winner are handed to it.
package struct RouteLookup {
    /// The table looked up in.
    package let table: RouteTable
    /// The table's tree, kept here so that a look-up does not retain it from the table each time.
    let tree: MatchTree
    var segments = SegmentBuffer()
    private var scratch = SegmentBytes()
    /// Room for one JSON line (``appendJSON(for:origin:to:)``), reused from line to line.
    var jsonLine = JSONLine()

    /// Creates a look-up in `table`.
    package init(table: RouteTable) {
        self.table = table
        tree = table.tree
    }

    /// Where in ``RouteTable/routes`` the route `url` (UTF-8) resolves to from `origin` is, after
    /// redirects, or nil when it resolves to an error. (An index: copying a ``Route`` out for
    /// every URL would cost more than finding it.)
    package mutating func routeIndex(for url: UnsafeBufferPointer<UInt8>, origin: RouteOrigin = .internal) -> Int? {
        guard let parts = try? URLParts(url) else { return nil }
        // Non-ASCII input may be malformed UTF-8, which String repairs; let it.
        guard parts.isASCII else { return fullResolution(of: url, origin: origin) }
        guard let index = winner(of: url, parts: parts, origin: origin) else { return nil }
        return tree.resolvesFully[index] ? fullResolution(of: url, origin: origin) : index
    }

    /// Where the exclusion that keeps `url` (UTF-8) out from `origin` is, when the first candidate
    /// `origin` reaches is an exclusion (docs/reference.md §3); nil otherwise.
    package mutating func exclusionIndex(for url: UnsafeBufferPointer<UInt8>, origin: RouteOrigin = .internal) -> Int? {
        guard let parts = try? URLParts(url) else { return nil }
        let index: Int?
        if parts.isASCII {
            index = winner(of: url, parts: parts, origin: origin)
        } else {
            guard let parsed = try? table.parser.parse(String(decoding: url, as: UTF8.self)) else { return nil }
            index = RouteCandidates(table: table, url: parsed, publicOnly: origin == .external).first(
                includingExclusion: true
            )
            .flatMap { table.index(ofRouteNamed: $0.route.name) }
        }
        return index.flatMap { table.routes[$0].isExclusion ? $0 : nil }
    }

    /// The index of the first candidate, or nil when the URL is not valid or nothing matches.
    private mutating func winner(of url: UnsafeBufferPointer<UInt8>, parts: URLParts, origin: RouteOrigin) -> Int? {
        guard (try? segments.fill(url, parts: parts, lowercasingPath: table.options.caseInsensitive)) != nil else {
            return nil
        }
        // The parser refuses a query, or a fragment with parameters, that does not decode.
        if let query = parts.query, !SegmentBuffer.decodes(UnsafeBufferPointer(rebasing: url[query]), scratch: &scratch)
        {
            return nil
        }
        if let fragment = parts.fragmentItems,
            !SegmentBuffer.decodes(UnsafeBufferPointer(rebasing: url[fragment]), scratch: &scratch)
        {
            return nil
        }
        return bestRoute(scheme: UnsafeBufferPointer(rebasing: url[..<parts.schemeEnd]), origin: origin)
    }

    /// The search itself, apart from the mutating steps: with `self` only read, the segments are
    /// handed to the tree as they are, not copied (four buffers retained and released per URL).
    private func bestRoute(scheme: UnsafeBufferPointer<UInt8>, origin: RouteOrigin) -> Int? {
        let index = tree.bestRoute(scheme: scheme, segments: segments, after: -1, publicOnly: origin == .external)
        return index >= 0 ? index : nil
    }

    private func fullResolution(of url: UnsafeBufferPointer<UInt8>, origin: RouteOrigin) -> Int? {
        guard let name = table.resolve(String(decoding: url, as: UTF8.self), origin: origin).match?.route.name else {
            return nil
        }
        return table.index(ofRouteNamed: name)
    }
}
