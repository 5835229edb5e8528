/// Builds a ``MatchTree``: routes go into a tree of mutable nodes (one per distinct prefix of
/// segments), which is then laid out flat and frozen.
struct MatchTreeBuilder {
    private final class Node {
        var literals: [String: Node] = [:]
        var literalOrder: [String] = []
        var constrained: [(constraint: SegmentConstraint, node: Node)] = []
        var parameter: Node?
        var ending: [Int32] = []
        var wildcard: [Int32] = []
        var rest: [(constraint: SegmentConstraint, routes: [Int32])] = []
    }

    private var schemeRoots: [(scheme: [UInt8], hostBound: Node, anyHost: Node)] = []
    private let anySchemeHostBound = Node()
    private let anySchemeAnyHost = Node()
    private let caseInsensitive: Bool

    init(caseInsensitive: Bool) {
        self.caseInsensitive = caseInsensitive
    }

    /// Adds route `index` with `pattern`.
    mutating func insert(_ pattern: RoutePattern, route index: Int) {
        var node: Node
        if let scheme = pattern.scheme.map({ Array($0.utf8) }) {
            if !schemeRoots.contains(where: { $0.scheme == scheme }) { schemeRoots.append((scheme, Node(), Node())) }
            let roots = schemeRoots.first { $0.scheme == scheme }!
            node = pattern.isHostBound ? roots.hostBound : roots.anyHost
        } else {
            node = pattern.isHostBound ? anySchemeHostBound : anySchemeAnyHost
        }
        for (position, segment) in pattern.segments.enumerated() {
            let isLast = position == pattern.segments.count - 1
            switch segment {
            case .literal(let text):
                // The host always compares lowercased; path literals when the table says so.
                let key = caseInsensitive || (pattern.isHostBound && position == 0) ? text.lowercased() : text
                if node.literals[key] == nil {
                    node.literals[key] = Node()
                    node.literalOrder.append(key)
                }
                node = node.literals[key]!
            case .parameter:
                if node.parameter == nil { node.parameter = Node() }
                node = node.parameter!
            case .constrained(_, let constraint) where isLast:
                if let existing = node.rest.firstIndex(where: { $0.constraint == constraint }) {
                    node.rest[existing].routes.append(Int32(index))
                } else {
                    node.rest.append((constraint, [Int32(index)]))
                }
                return
            case .constrained(_, let constraint):
                if let existing = node.constrained.first(where: { $0.constraint == constraint }) {
                    node = existing.node
                } else {
                    let child = Node()
                    node.constrained.append((constraint, child))
                    node = child
                }
            case .wildcard:
                node.wildcard.append(Int32(index))
                return
            }
        }
        node.ending.append(Int32(index))
    }

    /// The frozen tree, with `rank` giving each route's place in candidate order, and which
    /// routes are public and which need a full resolution.
    func freeze(rank: [Int32], isPublic: [Bool], resolvesFully: [Bool]) -> MatchTree {
        var layout = Layout(rank: rank)
        let schemes = schemeRoots.map { (scheme: $0.scheme, hostBound: layout.place($0.hostBound), anyHost: layout.place($0.anyHost)) }
        let hostBound = layout.place(anySchemeHostBound)
        let anyHost = layout.place(anySchemeAnyHost)
        let (nodes, slotCount, position) = layout.hashed()
        return MatchTree(
            nodes: nodes, constrained: layout.constrained.map { MatchTree.Edge(constraint: $0.constraint, child: position[Int($0.child)]) },
            rest: layout.rest, routeLists: layout.routeLists, constraints: layout.constraints, slotCount: slotCount, keys: layout.keys,
            schemeRoots: schemes.map { ($0.scheme, position[Int($0.hostBound)], position[Int($0.anyHost)]) },
            anySchemeRoots: (position[Int(hostBound)], position[Int(anyHost)]), rank: rank, isPublic: isPublic, resolvesFully: resolvesFully
        )
    }

    /// Lays nodes out in arrays, children after parents, and works out each subtree's ranks.
    private struct Layout {
        let rank: [Int32]
        var nodes: [MatchTree.Node] = []
        var constrained: [MatchTree.Edge] = []
        var rest: [MatchTree.RestEdge] = []
        var routeLists: [Int32] = []
        var constraints: [SegmentConstraint] = []
        var constraintIndex: [SegmentConstraint: Int32] = [:]
        var keys: [UInt8] = []

        mutating func place(_ node: Node) -> Int32 {
            let id = Int32(nodes.count)
            nodes.append(MatchTree.Node())
            var placed = MatchTree.Node()
            placed.ending = list(node.ending, widening: &placed)
            placed.wildcard = list(node.wildcard, widening: &placed)
            let restStart = rest.count
            for entry in node.rest {
                rest.append(MatchTree.RestEdge(constraint: index(of: entry.constraint), routes: list(entry.routes, widening: &placed)))
            }
            placed.rest = Int32(restStart)..<Int32(rest.count)
            for literal in node.literalOrder {
                let child = place(node.literals[literal]!)
                let key = Array(literal.utf8)
                nodes[Int(child)].literalParent = id
                nodes[Int(child)].literalStart = Int32(keys.count)
                nodes[Int(child)].literalLength = Int32(key.count)
                nodes[Int(child)].literalPrefix = key.withUnsafeBufferPointer(LiteralHash.prefix(of:))
                keys += key
                Self.widen(&placed, by: nodes[Int(child)])
            }
            // Children first, then their edges, so that a node's edges are contiguous.
            let children = node.constrained.map { ($0.constraint, place($0.node)) }
            let constrainedStart = constrained.count
            for (constraint, child) in children {
                constrained.append(MatchTree.Edge(constraint: index(of: constraint), child: child))
                Self.widen(&placed, by: nodes[Int(child)])
            }
            placed.constrained = Int32(constrainedStart)..<Int32(constrained.count)
            if let parameter = node.parameter {
                placed.parameter = place(parameter)
                Self.widen(&placed, by: nodes[Int(placed.parameter)])
            }
            nodes[Int(id)] = placed
            return id
        }

        /// Makes `node`'s rank range take in `child`'s.
        private static func widen(_ node: inout MatchTree.Node, by child: MatchTree.Node) {
            node.minRank = min(node.minRank, child.minRank)
            node.maxRank = max(node.maxRank, child.maxRank)
        }

        /// The nodes moved to their final places: each node reached by a literal into the
        /// hashed slots (at most two-thirds full) where its parent and literal lead, the others
        /// after them. Returns the nodes, the number of hashed slots, and each node's new place.
        func hashed() -> (nodes: [MatchTree.Node], slotCount: Int, position: [Int32]) {
            let literalCount = nodes.count { $0.literalParent >= 0 }
            var slotCount = 16
            while slotCount * 2 < literalCount * 3 { slotCount *= 2 }
            var empty = MatchTree.Node()
            empty.literalParent = MatchTree.Node.emptySlot
            var placed = [MatchTree.Node](repeating: empty, count: slotCount + nodes.count - literalCount)
            var position = [Int32](repeating: -1, count: nodes.count)
            var next = slotCount
            // A parent is always laid out before its children, so its place is known first.
            keys.withUnsafeBufferPointer { keys in
                for (id, node) in nodes.enumerated() {
                    guard node.literalParent >= 0 else {
                        position[id] = Int32(next)
                        next += 1
                        continue
                    }
                    let key = UnsafeBufferPointer(rebasing: keys[Int(node.literalStart)..<Int(node.literalStart + node.literalLength)])
                    var slot = Int(truncatingIfNeeded: LiteralHash.hash(parent: position[Int(node.literalParent)], key: key)) & (slotCount - 1)
                    while placed[slot].literalParent != MatchTree.Node.emptySlot { slot = (slot + 1) & (slotCount - 1) }
                    position[id] = Int32(slot)
                    placed[slot].literalParent = -1
                }
            }
            for (id, var node) in nodes.enumerated() {
                if node.literalParent >= 0 { node.literalParent = position[Int(node.literalParent)] }
                if node.parameter >= 0 { node.parameter = position[Int(node.parameter)] }
                placed[Int(position[id])] = node
            }
            return (placed, slotCount, position)
        }

        /// Appends `routes` to the route lists, widening `node`'s rank range to take them in.
        private mutating func list(_ routes: [Int32], widening node: inout MatchTree.Node) -> Range<Int32> {
            let start = routeLists.count
            routeLists += routes
            for route in routes {
                node.minRank = min(node.minRank, rank[Int(route)])
                node.maxRank = max(node.maxRank, rank[Int(route)])
            }
            return Int32(start)..<Int32(routeLists.count)
        }

        private mutating func index(of constraint: SegmentConstraint) -> Int32 {
            if let known = constraintIndex[constraint] { return known }
            constraints.append(constraint)
            constraintIndex[constraint] = Int32(constraints.count - 1)
            return Int32(constraints.count - 1)
        }
    }
}
