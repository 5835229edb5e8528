extension UnsafeBufferPointer {
    /// `array` copied into new memory, for an immutable object to own (and free, deinitializing
    /// elements that need it): reading its elements then neither checks bounds nor counts
    /// references, which a hot loop over an `Array` property of a class would.
    static func owned(copying array: [Element], alignment: Int = MemoryLayout<Element>.alignment) -> Self {
        let raw = UnsafeMutableRawPointer.allocate(byteCount: Swift.max(1, array.count) * MemoryLayout<Element>.stride, alignment: alignment)
        let buffer = UnsafeMutableBufferPointer(start: raw.bindMemory(to: Element.self, capacity: array.count), count: array.count)
        _ = buffer.initialize(from: array)
        return UnsafeBufferPointer(buffer)
    }
}
