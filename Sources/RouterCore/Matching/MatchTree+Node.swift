extension MatchTree {
    /// One node, 64 bytes (a cache line): what a step of the search reads, and for a node
    /// reached by a literal, what finds it in the hashed slots.
    struct Node: Sendable {
        var constrained: Range<Int32> = 0..<0
        var rest: Range<Int32> = 0..<0
        var ending: Range<Int32> = 0..<0
        var wildcard: Range<Int32> = 0..<0
        var parameter: Int32 = -1
        /// The best and worst rank of any route in the subtree.
        var minRank: Int32 = .max
        var maxRank: Int32 = .min
        /// For a node reached by a literal: its parent, and where the literal is in ``keys``,
        /// its first eight bytes also here (most literals are that short: one cache line, 64
        /// bytes, answers the look-up).
        var literalParent: Int32 = -1
        var literalStart: Int32 = 0
        /// At most `UInt16.max`: a literal that long is longer than any URL, and matches none.
        var literalLength: UInt16 = 0
        /// Whether any child is reached by a literal: when none is, a segment is not looked up.
        /// (Half the look-ups that find nothing are at such nodes, and each reads a slot or more.)
        var hasLiteralChildren = false
        /// How many segments below this node its routes end: bit `k` for exactly `k` (0–5),
        /// bit 6 for six or more, bit 7 for any number (a `*` or a rest-of-path constraint).
        /// A URL with a number of segments left that no bit allows is not searched further.
        var depths: UInt8 = 0
        var literalPrefix: UInt64 = 0

        /// Whether a route in the subtree may end with `remaining` segments left.
        func mayEnd(after remaining: Int) -> Bool { depths & (0x80 | 1 << min(remaining, 6)) != 0 }
    }

    /// A constrained parameter's edge: the constraint a segment must match, and the child.
    struct Edge: Sendable {
        let constraint: Int32
        let child: Int32
    }

    /// Routes whose last segment is a constraint matched against the rest of the path.
    struct RestEdge: Sendable {
        let constraint: Int32
        let routes: Range<Int32>
    }
}
