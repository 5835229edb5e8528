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
    func range(of index: Int) -> Range<Int> { Int(starts[index])..<Int(starts[index + 1]) - 1 }

    /// The segments from `index` on joined by `/`: a range of ``bytes``.
    func rest(from index: Int) -> Range<Int> { Int(starts[index])..<max(Int(starts[index]), bytes.count - 1) }

    /// Segment `index`.
    func segment(_ index: Int) -> UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(rebasing: bytes[range(of: index)]) }

    /// The segments from `index` on joined by `/`.
    func rest(_ index: Int) -> UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(rebasing: bytes[rest(from: index)]) }
}
