/// Where a node reached by a literal lives in a ``MatchTree``: the hash of its parent and its
/// literal picks its slot, so following a literal edge reads one node, not a table and then a
/// node (at 10,000 routes and more, each is a cache miss).
enum LiteralHash {
    /// A multiply-mix hash of the parent and the key, eight bytes at a time.
    static func hash(parent: Int32, key: UnsafeBufferPointer<UInt8>) -> UInt64 {
        hash(parent: parent, key: key, prefix: prefix(of: key))
    }

    /// ``hash(parent:key:)`` for a key whose ``prefix(of:)`` is already known: a look-up needs
    /// both and works the prefix out once.
    static func hash(parent: Int32, key: UnsafeBufferPointer<UInt8>, prefix: UInt64) -> UInt64 {
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        var hash = (UInt64(UInt32(bitPattern: parent)) ^ UInt64(key.count) << 40) &* multiplier
        guard key.count > 8 else { return finish((hash ^ prefix) &* multiplier) }
        let raw = UnsafeRawBufferPointer(key)
        var offset = 0
        while offset + 8 <= raw.count {
            hash = (hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* multiplier
            hash ^= hash >> 32
            offset += 8
        }
        return finish((hash ^ Self.prefix(of: UnsafeBufferPointer(rebasing: key[offset...]))) &* multiplier)
    }

    private static func finish(_ hash: UInt64) -> UInt64 { hash ^ (hash >> 29) }

    /// The slots a literal is looked for in, in order, among `mask + 1` (a power of two): its
    /// hash's slot, then the next ones, wrapping around. The builder places by this order and
    /// the look-up probes by it.
    static func firstSlot(of hash: UInt64, mask: Int) -> Int { Int(truncatingIfNeeded: hash) & mask }

    /// The slot probed after `slot`.
    static func slot(after slot: Int, mask: Int) -> Int { (slot + 1) & mask }

    /// Sixteen bits of a hash that its slot does not use (the slot is its low bits), never zero:
    /// zero marks a free slot. A probe compares these before it reads a node, so a look-up reads
    /// only the node it finds (32 fingerprints share a cache line; two nodes do).
    static func fingerprint(of hash: UInt64) -> UInt16 { UInt16(truncatingIfNeeded: hash >> 48) | 1 }

    /// The first eight bytes of `key`, zero-padded, as one number.
    static func prefix(of key: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var prefix: UInt64 = 0
        for offset in 0..<min(8, key.count) { prefix |= UInt64(key[offset]) << UInt64(8 * offset) }
        return prefix
    }
}
