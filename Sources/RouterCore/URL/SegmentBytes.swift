/// Segments of bytes in one array: segment `i` is `bytes[starts[i]..<starts[i + 1] - 1]` (each
/// followed by a `/`, the last one's included).
struct SegmentBytes: Sendable, Hashable {
    /// Room that is reused from URL to URL; only the first ``length`` bytes and ``count`` + 1
    /// starts are in use.
    private var storage: [UInt8] = []
    private var starts: [Int32] = [0]
    private var length = 0
    /// How many segments there are.
    private(set) var count = 0

    /// The segments, each followed by a `/`.
    var bytes: ArraySlice<UInt8> { storage[..<length] }

    static func == (lhs: SegmentBytes, rhs: SegmentBytes) -> Bool {
        lhs.bytes == rhs.bytes && lhs.starts[...lhs.count] == rhs.starts[...rhs.count]
    }

    func hash(into hasher: inout Hasher) {
        bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
    }

    /// Calls `body` with the segments as memory to read (the look-up's way to them).
    func withView<Result>(_ body: (SegmentView) -> Result) -> Result {
        storage.withUnsafeBufferPointer { bytes in
            starts.withUnsafeBufferPointer { starts in
                body(SegmentView(bytes: UnsafeBufferPointer(rebasing: bytes[..<length]), starts: starts, count: count))
            }
        }
    }

    /// Replaces the segments with those `body` writes, in room for `byteCapacity` bytes
    /// (separators included) and `segmentCapacity` segments, and eight bytes more, so that a
    /// segment's first eight can be read in one load (``SegmentView/prefix(of:)``). Writing goes
    /// straight to memory: this runs for every URL looked up.
    mutating func rewrite<Result>(byteCapacity: Int, segmentCapacity: Int, _ body: (inout Writer) -> Result) -> Result {
        if storage.count < byteCapacity + 8 {
            storage = [UInt8](repeating: 0, count: max(byteCapacity + 8, 2 * storage.count))
        }
        if starts.count <= segmentCapacity {
            starts = [Int32](repeating: 0, count: max(segmentCapacity + 1, 2 * starts.count))
        }
        var used = (bytes: 0, segments: 0)
        let result = storage.withUnsafeMutableBufferPointer { bytes in
            starts.withUnsafeMutableBufferPointer { starts in
                var writer = Writer(bytes: bytes, starts: starts)
                let result = body(&writer)
                used = (writer.length, writer.segments)
                return result
            }
        }
        (length, count) = used
        return result
    }

    /// Appends segments in the room ``rewrite(byteCapacity:segmentCapacity:_:)`` made.
    struct Writer {
        fileprivate let bytes: UnsafeMutableBufferPointer<UInt8>
        fileprivate let starts: UnsafeMutableBufferPointer<Int32>
        fileprivate(set) var length = 0
        fileprivate(set) var segments = 0

        /// Appends `segment` as it is.
        mutating func append(_ segment: UnsafeBufferPointer<UInt8>) {
            if let source = segment.baseAddress {
                ShortCopy.copy(
                    segment.count, from: UnsafeRawPointer(source),
                    to: UnsafeMutableRawPointer(bytes.baseAddress! + length))
            }
            length += segment.count
            close()
        }

        /// Appends `raw` with its `%XX` escapes decoded; false (and nothing appended) when the
        /// result is not UTF-8.
        mutating func appendDecoded(_ raw: UnsafeBufferPointer<UInt8>) -> Bool {
            let start = length
            PercentEncoding.decode(raw, plusAsSpace: false) { byte in
                bytes[length] = byte
                length += 1
            }
            guard UTF8Scalar.isValid(UnsafeBufferPointer(rebasing: bytes[start..<length])) else {
                length = start
                return false
            }
            close()
            return true
        }

        private mutating func close() {
            bytes[length] = UInt8(ascii: "/")
            length += 1
            segments += 1
            starts[segments] = Int32(length)
        }
    }
}
