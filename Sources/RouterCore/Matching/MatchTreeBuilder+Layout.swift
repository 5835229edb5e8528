extension MatchTreeBuilder {
    /// Lays nodes out in arrays, children after parents, and works out each subtree's ranks.
    struct Layout {
        let rank: [Int32]
        /// The nodes as built.
        let source: [Node]
        var nodes: [MatchTree.Node] = []
        var extras: [MatchTree.Extras] = []
        var constrained: [MatchTree.Edge] = []
        var rest: [MatchTree.RestEdge] = []
        var routeLists: [Int32] = []
        var constraints: [SegmentConstraint] = []
        var constraintIndex: [SegmentConstraint: Int32] = [:]
        var keys: [UInt8] = []
        /// Each node's literal: where it starts in ``keys`` and its length, unclamped (the
        /// nodes keep at most `UInt16.max`).
        var literalStarts: [Int32] = []
        var literalLengths: [Int32] = []

        mutating func place(_ node: Int32) -> Int32 {
            let id = Int32(nodes.count)
            nodes.append(MatchTree.Node())
            literalStarts.append(0)
            literalLengths.append(0)
            var placed = MatchTree.Node()
            var extra = MatchTree.Extras()
            let built = source[Int(node)]
            let needsExtras =
                built.ending.count > 1 || !built.wildcard.isEmpty || !built.rest.isEmpty || !built.constrained.isEmpty
            if needsExtras {
                extra.ending = list(built.ending, widening: &placed.reach)
                extra.wildcard = list(built.wildcard, widening: &placed.reach)
            } else if let route = built.ending.first {
                placed.routeOrExtras = route
                placed.reach.include(rank: rank[Int(route)])
            }
            placed.reach.depths = (built.ending.isEmpty ? 0 : 1) | (built.wildcard.isEmpty ? 0 : 0x80)
            let restStart = rest.count
            for entry in built.rest {
                var reach = MatchTree.Reach()
                let routes = list(entry.routes, widening: &reach)
                // A constraint that matches no `/` matches one segment, or none if it matches "".
                reach.depths = entry.constraint.mayMatchSlash ? 0x80 : 0b10 | (entry.constraint.matches("") ? 1 : 0)
                rest.append(MatchTree.RestEdge(constraint: index(of: entry.constraint), routes: routes, reach: reach))
                placed.reach.include(reach)
            }
            extra.rest = Int32(restStart)..<Int32(rest.count)
            var literal = built.firstLiteral
            if literal >= 0 { placed.holds.insert(.literalChildren) }
            while literal >= 0 {
                let child = place(literal)
                let key = Array(source[Int(literal)].literal.utf8)
                nodes[Int(child)].literalParent = id
                literalStarts[Int(child)] = Int32(keys.count)
                nodes[Int(child)].literalLength = UInt16(clamping: key.count)
                literalLengths[Int(child)] = Int32(key.count)
                nodes[Int(child)].literalPrefix = key.withUnsafeBufferPointer(LiteralHash.prefix(of:))
                keys += key
                placed.reach.include(nodes[Int(child)].reach.fromParent)
                literal = source[Int(literal)].nextSibling
            }
            // Children first, then their edges, so that a node's edges are contiguous.
            let children = built.constrained.map { ($0.constraint, place($0.node)) }
            let constrainedStart = constrained.count
            for (constraint, child) in children {
                let reach = nodes[Int(child)].reach.fromParent
                constrained.append(MatchTree.Edge(constraint: index(of: constraint), child: child, reach: reach))
                placed.reach.include(reach)
            }
            extra.constrained = Int32(constrainedStart)..<Int32(constrained.count)
            if built.parameter >= 0 {
                placed.parameter = place(built.parameter)
                placed.reach.include(nodes[Int(placed.parameter)].reach.fromParent)
            }
            if needsExtras {
                placed.holds.insert(.extras)
                placed.routeOrExtras = Int32(extras.count)
                extras.append(extra)
            }
            nodes[Int(id)] = placed
            return id
        }

        /// The nodes moved to their final places: each node reached by a literal into the
        /// hashed slots (at most two-thirds full) where its parent and literal lead, the others
        /// after them. Returns the nodes and their literals' starts in ``keys``, the hashed
        /// slots' fingerprints (zero for a free one), and each node's new place.
        func hashed() -> (nodes: [MatchTree.Node], literalStarts: [Int32], fingerprints: [UInt16], position: [Int32]) {
            let literalCount = nodes.count { $0.literalParent >= 0 }
            var slotCount = 16
            while slotCount * 2 < literalCount * 3 { slotCount *= 2 }
            var placed = [MatchTree.Node](repeating: MatchTree.Node(), count: slotCount + nodes.count - literalCount)
            var placedStarts = [Int32](repeating: 0, count: placed.count)
            var fingerprints = [UInt16](repeating: 0, count: slotCount)
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
                    let key = UnsafeBufferPointer(
                        rebasing: keys[Int(literalStarts[id])..<Int(literalStarts[id] + literalLengths[id])])
                    let hash = LiteralHash.hash(parent: position[Int(node.literalParent)], key: key)
                    var slot = LiteralHash.firstSlot(of: hash, mask: slotCount - 1)
                    while fingerprints[slot] != 0 { slot = LiteralHash.slot(after: slot, mask: slotCount - 1) }
                    position[id] = Int32(slot)
                    fingerprints[slot] = LiteralHash.fingerprint(of: hash)
                }
            }
            for (id, var node) in nodes.enumerated() {
                if node.literalParent >= 0 { node.literalParent = position[Int(node.literalParent)] }
                if node.parameter >= 0 { node.parameter = position[Int(node.parameter)] }
                placed[Int(position[id])] = node
                placedStarts[Int(position[id])] = literalStarts[id]
            }
            return (placed, placedStarts, fingerprints, position)
        }

        /// Appends `routes` to the route lists, widening `reach`'s rank range to take them in.
        private mutating func list(_ routes: [Int32], widening reach: inout MatchTree.Reach) -> Range<Int32> {
            let start = routeLists.count
            routeLists += routes
            for route in routes { reach.include(rank: rank[Int(route)]) }
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
