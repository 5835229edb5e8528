/// Arrays copied into memory that this object owns and frees when it goes: an immutable
/// structure's hot loops then read them without bounds checks or reference counting, which a
/// loop over an `Array` property of a class would pay at every step.
///
/// Copies are made while the structure is built, by whoever makes it, before the structure is
/// shared; the buffers live exactly as long as this object.
final class OwnedMemory: @unchecked Sendable {
    // @unchecked: `copy` is only called before the owner is shared; after, nothing changes.
    /// One per copy: deinitializes its elements (nothing to do for plain values) and frees it.
    private var releases: [() -> Void] = []

    /// `array` copied into new memory, aligned to `alignment` bytes, valid while this object lives.
    func copy<Element>(_ array: [Element], alignment: Int = MemoryLayout<Element>.alignment) -> UnsafeBufferPointer<
        Element
    > {
        let memory = UnsafeMutableRawPointer.allocate(
            byteCount: max(1, array.count) * MemoryLayout<Element>.stride, alignment: alignment)
        let buffer = UnsafeMutableBufferPointer(
            start: memory.bindMemory(to: Element.self, capacity: array.count), count: array.count)
        _ = buffer.initialize(from: array)
        releases.append {
            buffer.deinitialize()
            memory.deallocate()
        }
        return UnsafeBufferPointer(buffer)
    }

    deinit { for release in releases { release() } }
}
