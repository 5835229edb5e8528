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

    /// Refills the buffer from the host and path of `bytes`, or throws `invalidURL` when an
    /// escape decodes to something that is not UTF-8.
    mutating func fill(_ bytes: UnsafeBufferPointer<UInt8>, parts: URLParts, lowercasingPath: Bool) throws(RouteError) {
        values.removeAll()
        hasHost = !parts.host.isEmpty
        if hasHost {
            guard values.appendDecoded(UnsafeBufferPointer(rebasing: bytes[parts.host])) else { throw Self.undecodable("host") }
        }
        var start = parts.path.lowerBound
        for index in parts.path.lowerBound...parts.path.upperBound where index == parts.path.upperBound || bytes[index] == UInt8(ascii: "/") {
            if index > start {
                guard values.appendDecoded(UnsafeBufferPointer(rebasing: bytes[start..<index])) else { throw Self.undecodable("path") }
            }
            start = index + 1
        }
        lowerKeys(path: lowercasingPath)
    }

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
        lowered.removeAll()
        lowercasedPath = path
        let hostNeedsLowering = hasHost && values.segment(0).contains { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") || $0 >= 0x80 }
        guard hostNeedsLowering || path else { return }
        for index in 0..<values.count {
            let segment = values.segment(index)
            guard (hasHost && index == 0) || path else {
                lowered.append(segment)
                continue
            }
            if segment.allSatisfy({ $0 < 0x80 }) {
                lowered.append(segment.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 | 0x20 : $0 })
            } else {
                lowered.append(Array(String(decoding: segment, as: UTF8.self).lowercased().utf8))
            }
        }
    }

    private static func undecodable(_ part: String) -> RouteError {
        RouteError(.invalidURL, "percent escapes in the \(part) do not decode to UTF-8")
    }

    /// Whether the percent escapes of `raw` (query or fragment text) decode to UTF-8, checked
    /// without keeping the result.
    static func decodes(_ raw: UnsafeBufferPointer<UInt8>, scratch: inout SegmentBytes) -> Bool {
        guard raw.contains(UInt8(ascii: "%")) else { return true }
        scratch.removeAll()
        return scratch.appendDecoded(raw)
    }
}

/// Segments of bytes in one array: segment `i` is `bytes[starts[i]..<starts[i + 1] - 1]` (each
/// followed by a `/`, the last one's included).
struct SegmentBytes: Sendable, Hashable {
    private(set) var bytes: [UInt8] = []
    private var starts: [Int32] = [0]

    var count: Int { starts.count - 1 }

    mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
        starts.removeAll(keepingCapacity: true)
        starts.append(0)
    }

    func segment(_ index: Int) -> ArraySlice<UInt8> { bytes[range(of: index)] }

    /// Where segment `index` sits in ``bytes``.
    func range(of index: Int) -> Range<Int> { Int(starts[index])..<Int(starts[index + 1]) - 1 }

    /// The segments from `index` on joined by `/`: a range of ``bytes``.
    func rest(from index: Int) -> Range<Int> { Int(starts[index])..<max(Int(starts[index]), bytes.count - 1) }

    mutating func append(_ segment: some Collection<UInt8>) {
        bytes.append(contentsOf: segment)
        close()
    }

    /// Appends `raw` with its `%XX` escapes decoded; false (and nothing appended) when the
    /// result is not UTF-8.
    mutating func appendDecoded(_ raw: UnsafeBufferPointer<UInt8>) -> Bool {
        guard raw.contains(UInt8(ascii: "%")) else {
            append(raw)
            return true
        }
        let start = bytes.count
        var index = 0
        while index < raw.count {
            if raw[index] == UInt8(ascii: "%"), index + 2 < raw.count,
               let high = PercentEncoding.hexValue(raw[index + 1]), let low = PercentEncoding.hexValue(raw[index + 2]) {
                bytes.append(high << 4 | low)
                index += 3
            } else {
                bytes.append(raw[index])
                index += 1
            }
        }
        guard UTF8Scalar.isValid(bytes[start...]) else {
            bytes.removeSubrange(start...)
            return false
        }
        close()
        return true
    }

    private mutating func close() {
        bytes.append(UInt8(ascii: "/"))
        starts.append(Int32(bytes.count))
    }
}
