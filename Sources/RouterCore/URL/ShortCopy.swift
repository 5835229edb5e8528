/// Copies of a few bytes, which most copies in a look-up or a JSON line are (a segment, a
/// key, a name): two overlapping word-sized moves beat a call to `memmove`.
enum ShortCopy {
    /// Copies `count` bytes that do not overlap.
    @inline(__always)
    static func copy(_ count: Int, from source: UnsafeRawPointer, to target: UnsafeMutableRawPointer) {
        func move<Word: BitwiseCopyable>(_: Word.Type) {
            let last = count - MemoryLayout<Word>.size
            let head = source.loadUnaligned(as: Word.self)
            let tail = source.loadUnaligned(fromByteOffset: last, as: Word.self)
            target.storeBytes(of: head, as: Word.self)
            target.storeBytes(of: tail, toByteOffset: last, as: Word.self)
        }
        switch count {
        case 0: break
        case 1...3:
            for offset in 0..<count {
                target.storeBytes(
                    of: source.load(fromByteOffset: offset, as: UInt8.self), toByteOffset: offset, as: UInt8.self)
            }
        case 4...7: move(UInt32.self)
        case 8...16: move(UInt64.self)
        case 17...32: move(SIMD16<UInt8>.self)
        default: target.copyMemory(from: source, byteCount: count)
        }
    }
}
