/// The literal edges of a ``MatchTree``: (parent node, segment bytes) → child node, in one
/// open-addressing hash table, so a look-up hashes the URL's own bytes and allocates nothing (a
/// `[String: Node]` per node would build a String per segment).
///
/// A slot is eight bytes — part of the hash and the child — so that the table stays small in
/// the cache; the child's own node says which parent and key it was reached by, and the caller
/// confirms a hit there, on the node it is about to visit anyway.
struct LiteralEdges: Sendable {
    /// `hash >> 32 << 32 | child + 1`; 0 marks an empty slot.
    private var slots: [UInt64]
    private let mask: Int

    /// A table of `edges`; each (parent, key) pair must appear once.
    init(_ edges: [(parent: Int32, key: [UInt8], child: Int32)]) {
        var capacity = 16
        while capacity < edges.count * 2 { capacity *= 2 }
        slots = [UInt64](repeating: 0, count: capacity)
        mask = capacity - 1
        for edge in edges {
            let hash = edge.key.withUnsafeBufferPointer { Self.hash(parent: edge.parent, key: $0) }
            var index = Int(truncatingIfNeeded: hash) & mask
            while slots[index] != 0 { index = (index + 1) & mask }
            slots[index] = (hash >> 32) << 32 | UInt64(edge.child + 1)
        }
    }

    /// The child of `parent` along `key`, or -1; `isEdge(child)` confirms that a child whose
    /// hash matches was reached from `parent` by `key`.
    func child(of parent: Int32, key: UnsafeBufferPointer<UInt8>, isEdge: (Int32) -> Bool) -> Int32 {
        let hash = Self.hash(parent: parent, key: key)
        let high = hash >> 32
        var index = Int(truncatingIfNeeded: hash) & mask
        return slots.withUnsafeBufferPointer { slots in
            while true {
                let slot = slots[index]
                if slot == 0 { return -1 }
                if slot >> 32 == high {
                    let child = Int32(truncatingIfNeeded: slot & 0xFFFF_FFFF) - 1
                    if isEdge(child) { return child }
                }
                index = (index + 1) & mask
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
