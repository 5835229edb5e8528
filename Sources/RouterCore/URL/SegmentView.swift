/// The segments of a ``SegmentBytes`` read straight from its memory, for code that runs for
/// every URL looked up: reading through pointers neither copies nor reference-counts anything.
/// Valid only inside ``SegmentBytes/withView(_:)``.
struct SegmentView {
    /// The segments, each followed by a `/`.
    let bytes: UnsafeBufferPointer<UInt8>
    /// Where each segment starts in ``bytes``, and one more: where the next would.
    let starts: UnsafeBufferPointer<Int32>
    /// How many segments there are.
    let count: Int

    /// Where segment `index` sits in ``bytes``.
    @inline(__always)
    func range(of index: Int) -> Range<Int> { Int(starts[index])..<Int(starts[index + 1]) - 1 }

    /// The segments from `index` on joined by `/`: a range of ``bytes``.
    func rest(from index: Int) -> Range<Int> { Int(starts[index])..<max(Int(starts[index]), bytes.count - 1) }

    /// Segment `index`.
    @inline(__always)
    func segment(_ index: Int) -> UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(rebasing: bytes[range(of: index)]) }

    /// The segments from `index` on joined by `/`.
    func rest(_ index: Int) -> UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(rebasing: bytes[rest(from: index)]) }

    /// Segment `index`'s ``LiteralHash/prefix(of:)`` in one load: the memory has eight bytes of
    /// room after the last segment (``SegmentBytes/rewrite(byteCapacity:segmentCapacity:_:)``).
    @inline(__always)
    func prefix(of index: Int) -> UInt64 {
        let range = range(of: index)
        let word = UInt64(
            littleEndian: UnsafeRawPointer(bytes.baseAddress! + range.lowerBound).loadUnaligned(as: UInt64.self))
        return range.count >= 8 ? word : word & ((1 << (8 * UInt64(range.count))) &- 1)
    }
}
