/// The decoded host and path segments of one URL, in one byte buffer that is reused from URL to
/// URL: `host/segment/segment…` (the host left out when the URL has none), so that any run of
/// segments — a rest-of-path constraint's value — is one contiguous slice.
///
/// Literal look-ups use ``keys``: the same segments with the host lowercased (hosts compare
/// case-insensitively) and, for a case-insensitive table, every segment lowercased.
struct SegmentBuffer: Sendable, Hashable {
    /// The segments as written, decoded.
    private(set) var values = SegmentBytes()
    /// The segments to look literals up by; empty when they are ``values`` themselves.
    private var lowered = SegmentBytes()
    /// Whether the first segment is the host.
    private(set) var hasHost = false
    /// Whether ``keys`` has the path segments lowercased.
    private(set) var lowercasedPath = false

    /// The segments for literal look-ups.
    var keys: SegmentBytes { lowered.count == 0 ? values : lowered }

    /// Calls `body` with ``values`` and ``keys`` as memory to read.
    func withViews<Result>(_ body: (_ values: SegmentView, _ keys: SegmentView) -> Result) -> Result {
        values.withView { values in
            (lowered.count == 0 ? self.values : lowered).withView { keys in body(values, keys) }
        }
    }

    /// Refills the buffer from the host and path of `bytes`, or throws `invalidURL` when an
    /// escape decodes to something that is not UTF-8.
    mutating func fill(_ bytes: UnsafeBufferPointer<UInt8>, parts: URLParts, lowercasingPath: Bool) throws(RouteError) {
        hasHost = !parts.host.isEmpty
        let room = parts.host.count + parts.path.count + 2
        let hasHost = hasHost
        let undecodable = values.rewrite(byteCapacity: room, segmentCapacity: room) { writer -> String? in
            let append = { (writer: inout SegmentBytes.Writer, range: Range<Int>) -> Bool in
                guard parts.hasEscapes else {
                    writer.append(UnsafeBufferPointer(rebasing: bytes[range]))
                    return true
                }
                return writer.appendDecoded(UnsafeBufferPointer(rebasing: bytes[range]))
            }
            if hasHost, !append(&writer, parts.host) { return "host" }
            var start = parts.path.lowerBound
            for index in parts.path.lowerBound...parts.path.upperBound
            where index == parts.path.upperBound || bytes[index] == UInt8(ascii: "/") {
                if index > start, !append(&writer, start..<index) { return "path" }
                start = index + 1
            }
            return nil
        }
        if let part = undecodable {
            throw RouteError(.invalidURL, "percent escapes in the \(part) do not decode to UTF-8")
        }
        lowerKeys(path: lowercasingPath)
    }

    /// Where a pattern's first segment sits in ``values``: the host for a host-bound pattern (or
    /// the first path segment of a URL without a host), else the first path segment.
    func start(hostBound: Bool) -> Int { hostBound || !hasHost ? 0 : 1 }

    /// The same segments with the path lowercased for look-ups, or not.
    func lowercasingPath(_ lowercase: Bool) -> SegmentBuffer {
        guard lowercase != lowercasedPath else { return self }
        var copy = self
        copy.lowerKeys(path: lowercase)
        return copy
    }

    /// Fills ``lowered``: the host always, the path segments when asked. ASCII is lowered byte by
    /// byte; a segment with other scalars goes through `String.lowercased()`, as patterns do.
    private mutating func lowerKeys(path: Bool) {
        lowercasedPath = path
        let hasHost = hasHost
        let segments = values.withView { values -> [[UInt8]]? in
            let hostNeedsLowering =
                hasHost
                && values.segment(0).contains { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") || $0 >= 0x80 }
            guard hostNeedsLowering || path else { return nil }
            return (0..<values.count).map { index -> [UInt8] in
                let segment = values.segment(index)
                guard (hasHost && index == 0) || path else { return Array(segment) }
                if segment.allSatisfy({ $0 < 0x80 }) {
                    return segment.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 | 0x20 : $0 }
                }
                return Array(String(decoding: segment, as: UTF8.self).lowercased().utf8)
            }
        }
        guard let segments else {
            if lowered.count > 0 { lowered = SegmentBytes() }
            return
        }
        let room = segments.reduce(0) { $0 + $1.count + 1 }
        lowered.rewrite(byteCapacity: room, segmentCapacity: segments.count) { writer in
            for segment in segments { segment.withUnsafeBufferPointer { writer.append($0) } }
        }
    }

    /// Whether the percent escapes of `raw` (query or fragment text) decode to UTF-8, checked
    /// without keeping the result.
    static func decodes(_ raw: UnsafeBufferPointer<UInt8>, scratch: inout SegmentBytes) -> Bool {
        guard raw.contains(UInt8(ascii: "%")) else { return true }
        return scratch.rewrite(byteCapacity: raw.count + 1, segmentCapacity: 1) { $0.appendDecoded(raw) }
    }
}
