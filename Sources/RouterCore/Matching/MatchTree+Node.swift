extension MatchTree {
    /// One node, 32 bytes (two to a cache line): what a step of the search reads, and for a
    /// node reached by a literal, what finds it in the hashed slots. What few nodes hold — more
    /// than one route ending, a `*`, constrained or rest-of-path edges — is in an ``Extras``
    /// record beside the tree, so that the nodes every search reads take half the memory (at
    /// 100,000 routes, the difference between a tree that stays in the cache and one that
    /// does not).
    struct Node: Sendable {
        /// For a node reached by a literal: the literal's first eight bytes (most literals are
        /// that short: the node alone answers the look-up), and its parent.
        var literalPrefix: UInt64 = 0
        var literalParent: Int32 = -1
        var parameter: Int32 = -1
        /// With ``Holds/extras``, where the node's ``Extras`` are; otherwise the one route
        /// that ends here, or -1.
        var routeOrExtras: Int32 = -1
        /// What the routes of the subtree are like.
        var reach = Reach()
        var holds: Holds = []
        /// At most `UInt16.max`: a literal that long is longer than any URL, and matches none.
        var literalLength: UInt16 = 0
    }

    /// What a node holds beyond a literal child, a parameter child and a route.
    struct Holds: OptionSet, Sendable {
        let rawValue: UInt8
        /// A child reached by a literal: when none is, a segment is not looked up. (Half the
        /// look-ups that find nothing are at such nodes, and each reads a slot or more.)
        static let literalChildren = Holds(rawValue: 1)
        /// An ``Extras`` record.
        static let extras = Holds(rawValue: 2)
    }

    /// A node's routes and edges when it has more than one route ending at it or any `*`,
    /// constrained or rest-of-path edge.
    struct Extras: Sendable {
        var ending: Range<Int32> = 0..<0
        var wildcard: Range<Int32> = 0..<0
        var rest: Range<Int32> = 0..<0
        var constrained: Range<Int32> = 0..<0
    }

    /// The ranks and depths of the routes below a node or an edge: what tells the search,
    /// before it goes further, that nothing there can be the answer. Edges keep their own, so
    /// that passing over one does not read the node it leads to (at 100,000 routes, a cache
    /// miss each).
    struct Reach: Sendable {
        /// The best and worst rank of any route below.
        var minRank: Int32 = .max
        var maxRank: Int32 = .min
        /// How many segments below its routes end: bit `k` for exactly `k` (0–5), bit 6 for
        /// six or more, bit 7 for any number (a `*` or a constraint that may match a `/`). A URL
        /// with a number of segments left that no bit allows is not searched further.
        var depths: UInt8 = 0

        /// Whether a route below may end with `remaining` segments left.
        func mayEnd(after remaining: Int) -> Bool { depths & (0x80 | 1 << min(remaining, 6)) != 0 }

        /// Takes in a route of rank `rank`.
        mutating func include(rank: Int32) {
            minRank = min(minRank, rank)
            maxRank = max(maxRank, rank)
        }

        /// Takes in `other`'s routes, counted from the same place.
        mutating func include(_ other: Reach) {
            minRank = min(minRank, other.minRank)
            maxRank = max(maxRank, other.maxRank)
            depths |= other.depths
        }

        /// This reach counted from one segment further up (from a child's parent).
        var fromParent: Reach {
            Reach(minRank: minRank, maxRank: maxRank, depths: depths & 0xC0 | (depths & 0x3F) << 1)
        }
    }

    /// A constrained parameter's edge: the constraint a segment must match, and the child.
    struct Edge: Sendable {
        let constraint: Int32
        let child: Int32
        /// The child's reach, counted from the node the edge leaves.
        let reach: Reach
    }

    /// Routes whose last segment is a constraint matched against the rest of the path.
    struct RestEdge: Sendable {
        let constraint: Int32
        let routes: Range<Int32>
        let reach: Reach
    }
}
