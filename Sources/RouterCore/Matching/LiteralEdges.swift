/// The literal edges of a ``MatchTree``: (parent node, segment bytes) → child node, all in one
/// open-addressing hash table over one byte arena, so a look-up hashes the URL's own bytes and
/// allocates nothing (a `[String: Node]` per node would build a String per segment).
struct LiteralEdges: Sendable {
    private struct Slot: Sendable {
        var hash: UInt32 = 0
        var parent: Int32 = 0
        var keyStart: Int32 = 0
        var keyLength: Int32 = 0
        /// The child node; -1 marks an empty slot.
        var child: Int32 = -1
    }

    private var slots: [Slot]
    private var keys: [UInt8] = []
    private let mask: Int

    /// A table of `edges`; each (parent, key) pair must appear once.
    init(_ edges: [(parent: Int32, key: [UInt8], child: Int32)]) {
        var capacity = 16
        while capacity < edges.count * 2 { capacity *= 2 }
        slots = [Slot](repeating: Slot(), count: capacity)
        mask = capacity - 1
        for edge in edges {
            let hash = edge.key.withUnsafeBufferPointer { Self.hash(parent: edge.parent, key: $0) }
            var index = Int(truncatingIfNeeded: hash) & mask
            while slots[index].child >= 0 { index = (index + 1) & mask }
            slots[index] = Slot(hash: UInt32(truncatingIfNeeded: hash), parent: edge.parent, keyStart: Int32(keys.count), keyLength: Int32(edge.key.count), child: edge.child)
            keys.append(contentsOf: edge.key)
        }
    }

    /// The child of `parent` along `key`, or -1.
    func child(of parent: Int32, key: UnsafeBufferPointer<UInt8>) -> Int32 {
        let hash = Self.hash(parent: parent, key: key)
        let short = UInt32(truncatingIfNeeded: hash)
        var index = Int(truncatingIfNeeded: hash) & mask
        return slots.withUnsafeBufferPointer { slots in
            keys.withUnsafeBufferPointer { keys in
                while true {
                    let slot = slots[index]
                    if slot.child < 0 { return -1 }
                    if slot.hash == short, slot.parent == parent, Int(slot.keyLength) == key.count,
                       key.count == 0 || memoryEqual(keys.baseAddress! + Int(slot.keyStart), key.baseAddress!, key.count) {
                        return slot.child
                    }
                    index = (index + 1) & mask
                }
            }
        }
    }

    /// A multiply-mix hash of the parent and the key, eight bytes at a time.
    private static func hash(parent: Int32, key: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        var hash = (UInt64(UInt32(bitPattern: parent)) ^ UInt64(key.count) << 40) &* multiplier
        let raw = UnsafeRawBufferPointer(key)
        var offset = 0
        while offset + 8 <= raw.count {
            hash = (hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* multiplier
            hash ^= hash >> 32
            offset += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while offset < raw.count {
            tail |= UInt64(raw[offset]) << shift
            shift += 8
            offset += 1
        }
        hash = (hash ^ tail) &* multiplier
        return hash ^ (hash >> 29)
    }
}

private func memoryEqual(_ left: UnsafePointer<UInt8>, _ right: UnsafePointer<UInt8>, _ count: Int) -> Bool {
    for offset in 0..<count where left[offset] != right[offset] { return false }
    return true
}
