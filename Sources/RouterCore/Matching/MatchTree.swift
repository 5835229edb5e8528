/// The route table's frozen tree of pattern segments, laid out flat: nodes, edges and route
/// lists in arrays. The nodes array is also the hash table of literal edges: a node reached by
/// a literal sits in the slot its parent and literal hash to (``LiteralHash``), the others after
/// the hashed slots.
///
/// A look-up is a best-first search for the one candidate asked for: each node knows the best
/// and worst candidate rank (docs/reference.md §3) in its subtree, so once a candidate is found
/// every branch that cannot beat it is skipped. Children are visited literal, constrained,
/// parameter — the order specificity ranks them in — so the first candidate found is usually
/// the answer and the rest of the tree is pruned. Asking for the next candidate after a given
/// rank enumerates candidates lazily, in order, for handlers that decline.
final class MatchTree: @unchecked Sendable {
    // @unchecked: the tree is immutable once built; its arrays are copied into memory it owns
    // so that the search reads them without bounds checks or reference counting.
    private let memory: OwnedMemory
    private let nodes: UnsafeBufferPointer<Node>
    private let extras: UnsafeBufferPointer<Extras>
    /// Where each node's literal starts in ``keys``: read only for literals over eight bytes.
    private let literalStarts: UnsafeBufferPointer<Int32>
    /// Each hashed slot's ``LiteralHash/fingerprint(of:)``, or zero for a free slot.
    private let fingerprints: UnsafeBufferPointer<UInt16>
    private let constrained: UnsafeBufferPointer<Edge>
    private let rest: UnsafeBufferPointer<RestEdge>
    private let routeLists: UnsafeBufferPointer<Int32>
    private let routeRanks: UnsafeBufferPointer<Int32>
    /// The literals of the literal edges end to end, then the schemes.
    private let keys: UnsafeBufferPointer<UInt8>
    private let constraints: UnsafeBufferPointer<SegmentConstraint>
    /// The hashed slots are `nodes[0...slotMask]`.
    private let slotMask: Int
    /// Per scheme (lowercased, in ``keys``): the root of its host-bound patterns and of its
    /// host-agnostic ones.
    private let schemeRoots: UnsafeBufferPointer<SchemeRoots>
    /// The roots of patterns without a scheme.
    let anySchemeRoots: (hostBound: Int32, anyHost: Int32)
    private let isPublic: UnsafeBufferPointer<Bool>
    /// Whether each route's answer needs a full resolution (it redirects, or has a back stack
    /// worked out from strings): asked once per look-up, so kept here, small, rather than read
    /// from the routes themselves (a cache miss each).
    let resolvesFully: UnsafeBufferPointer<Bool>

    /// A scheme's roots; the scheme is `keys[schemeStart..<schemeEnd]`.
    struct SchemeRoots {
        let schemeStart: Int32
        let schemeEnd: Int32
        let hostBound: Int32
        let anyHost: Int32
    }

    init(
        nodes: [Node], extras: [Extras], literalStarts: [Int32], fingerprints: [UInt16],
        constrained: [Edge], rest: [RestEdge], routeLists: [Int32], constraints: [SegmentConstraint], keys: [UInt8],
        schemeRoots: [(scheme: [UInt8], hostBound: Int32, anyHost: Int32)],
        anySchemeRoots: (hostBound: Int32, anyHost: Int32),
        rank: [Int32], isPublic: [Bool], resolvesFully: [Bool]
    ) {
        let memory = OwnedMemory()
        self.memory = memory
        self.nodes = memory.copy(nodes, alignment: 64)
        self.extras = memory.copy(extras)
        self.literalStarts = memory.copy(literalStarts)
        self.fingerprints = memory.copy(fingerprints, alignment: 64)
        self.constrained = memory.copy(constrained)
        self.rest = memory.copy(rest)
        self.routeLists = memory.copy(routeLists)
        routeRanks = memory.copy(rank)
        var keysAndSchemes = keys
        var roots: [SchemeRoots] = []
        for root in schemeRoots {
            let start = Int32(keysAndSchemes.count)
            keysAndSchemes += root.scheme
            roots.append(
                SchemeRoots(
                    schemeStart: start, schemeEnd: Int32(keysAndSchemes.count), hostBound: root.hostBound,
                    anyHost: root.anyHost))
        }
        self.keys = memory.copy(keysAndSchemes)
        self.schemeRoots = memory.copy(roots)
        self.constraints = memory.copy(constraints)
        slotMask = fingerprints.count - 1
        self.anySchemeRoots = anySchemeRoots
        self.isPublic = memory.copy(isPublic)
        self.resolvesFully = memory.copy(resolvesFully)
    }

    /// Route `route`'s place in candidate order.
    func rank(of route: Int) -> Int32 { routeRanks[route] }

    /// The best candidate for the URL ranked after `floor` (-1 for the best of all), or -1.
    ///
    /// - Parameters:
    ///   - scheme: the URL's scheme, any case.
    ///   - segments: its decoded host and path.
    ///   - publicOnly: skip internal routes (an external request).
    func bestRoute(scheme: some Collection<UInt8>, segments: SegmentBuffer, after floor: Int32, publicOnly: Bool) -> Int
    {
        var search = Search(floor: floor, publicOnly: publicOnly)
        run(&search, scheme: scheme, segments: segments)
        return search.route
    }

    /// Every candidate for the URL, best first: one walk of the tree, for when all are wanted
    /// (`--json`, the Lab) rather than one after another.
    func allRoutes(scheme: some Collection<UInt8>, segments: SegmentBuffer, publicOnly: Bool) -> [Int] {
        var routes = ReusableList<Int>()
        allRoutes(scheme: scheme, segments: segments, publicOnly: publicOnly, into: &routes)
        return Array(routes.elements)
    }

    /// ``allRoutes(scheme:segments:publicOnly:)`` into `routes`, whose room is reused.
    func allRoutes(
        scheme: some Collection<UInt8>, segments: SegmentBuffer, publicOnly: Bool, into routes: inout ReusableList<Int>
    ) {
        routes.removeAll()
        var search = Search(floor: -1, publicOnly: publicOnly, collected: consume routes)
        run(&search, scheme: scheme, segments: segments)
        routes = search.collected.take() ?? ReusableList()
        // A handful of candidates: sorted in place by insertion.
        for index in routes.elements.indices.dropFirst() {
            let route = routes[index]
            var slot = index
            while slot > 0, routeRanks[routes[slot - 1]] > routeRanks[route] {
                routes[slot] = routes[slot - 1]
                slot -= 1
            }
            routes[slot] = route
        }
    }

    private func run(_ search: inout Search, scheme: some Collection<UInt8>, segments: SegmentBuffer) {
        let pathStart = segments.start(hostBound: false)
        segments.withViews { values, keys in
            let input = Input(values: values, keys: keys)
            if let roots = schemeRoots.first(where: {
                self.keys[Int($0.schemeStart)..<Int($0.schemeEnd)].equalsLowercased(scheme)
            }) {
                enter(roots.hostBound, at: 0, input, &search)
                enter(roots.anyHost, at: pathStart, input, &search)
            }
            enter(anySchemeRoots.hostBound, at: 0, input, &search)
            enter(anySchemeRoots.anyHost, at: pathStart, input, &search)
        }
    }

    /// Visits a root, unless it holds nothing that could win: most tables leave most of their
    /// four roots empty, and a call per empty root per URL adds up.
    @inline(__always)
    private func enter(_ root: Int32, at index: Int, _ input: Input, _ search: inout Search) {
        if search.mayFind(in: nodes[Int(root)].reach, remaining: input.values.count - index) {
            visit(root, at: index, input, &search)
        }
    }

    private struct Input {
        let values: SegmentView
        let keys: SegmentView
    }

    private struct Search {
        let floor: Int32
        let publicOnly: Bool
        /// Every candidate goes here instead when set (then nothing is pruned).
        var collected: ReusableList<Int>?
        var bestRank: Int32 = .max
        var route = -1

        /// Whether routes of `reach` may hold a better candidate with `remaining` segments left.
        func mayFind(in reach: Reach, remaining: Int) -> Bool {
            reach.minRank < bestRank && reach.maxRank > floor && reach.mayEnd(after: remaining)
        }
    }

    private func visit(_ id: Int32, at index: Int, _ input: Input, _ search: inout Search) {
        let node = nodes[Int(id)]
        let remaining = input.values.count - index
        guard search.mayFind(in: node.reach, remaining: remaining) else { return }
        let extra = node.holds.contains(.extras) ? extras[Int(node.routeOrExtras)] : nil
        if let extra {
            if remaining == 0 { consider(extra.ending, &search) }
            consider(extra.wildcard, &search)
            for edge in rest[Int(extra.rest.lowerBound)..<Int(extra.rest.upperBound)]
            where search.mayFind(in: edge.reach, remaining: remaining) {
                if constraints[Int(edge.constraint)].matches(input.values.rest(index)) {
                    consider(edge.routes, &search)
                }
            }
        } else if remaining == 0, node.routeOrExtras >= 0 {
            consider(route: node.routeOrExtras, &search)
        }
        guard remaining > 0 else { return }
        if node.holds.contains(.literalChildren),
            let literal = literalChild(of: id, key: input.keys.segment(index), prefix: input.keys.prefix(of: index))
        {
            visit(literal, at: index + 1, input, &search)
        }
        if let extra, !extra.constrained.isEmpty {
            let value = input.values.segment(index)
            for edge in constrained[Int(extra.constrained.lowerBound)..<Int(extra.constrained.upperBound)]
            where search.mayFind(in: edge.reach, remaining: remaining)
                && constraints[Int(edge.constraint)].matches(value)
            {
                visit(edge.child, at: index + 1, input, &search)
            }
        }
        if node.parameter >= 0 { visit(node.parameter, at: index + 1, input, &search) }
    }

    private func consider(_ routes: Range<Int32>, _ search: inout Search) {
        for route in routeLists[Int(routes.lowerBound)..<Int(routes.upperBound)] { consider(route: route, &search) }
    }

    private func consider(route: Int32, _ search: inout Search) {
        let routeRank = routeRanks[Int(route)]
        guard routeRank < search.bestRank, routeRank > search.floor, !search.publicOnly || isPublic[Int(route)] else {
            return
        }
        if search.collected != nil {
            search.collected!.append(Int(route))
        } else {
            search.bestRank = routeRank
            search.route = Int(route)
        }
    }

    /// The node `key` (whose ``LiteralHash/prefix(of:)`` is `prefix`) leads to from `parent`:
    /// the slot they hash to, or one of the next. Only a slot whose fingerprint agrees is read.
    private func literalChild(of parent: Int32, key: UnsafeBufferPointer<UInt8>, prefix: UInt64) -> Int32? {
        let hash = LiteralHash.hash(parent: parent, key: key, prefix: prefix)
        let fingerprint = LiteralHash.fingerprint(of: hash)
        var slot = LiteralHash.firstSlot(of: hash, mask: slotMask)
        while true {
            let found = fingerprints[slot]
            if found == 0 { return nil }
            if found == fingerprint {
                let node = nodes[slot]
                if node.literalParent == parent, Int(node.literalLength) == key.count, node.literalPrefix == prefix,
                    (8..<max(8, key.count)).allSatisfy({ keys[Int(literalStarts[slot]) + $0] == key[$0] })
                {
                    return Int32(slot)
                }
            }
            slot = LiteralHash.slot(after: slot, mask: slotMask)
        }
    }

}
