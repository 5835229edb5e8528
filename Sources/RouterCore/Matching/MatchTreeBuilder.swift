/// Builds a ``MatchTree``: routes go into a tree of nodes (one per distinct prefix of segments),
/// which is then laid out flat and frozen (``Layout``).
///
/// The nodes under construction are values in one array, their literal edges one dictionary
/// keyed by parent and literal, and a node's literal children a list threaded through the nodes
/// in the order they were first seen: no object or dictionary per node, which made building a
/// large table a third slower, allocating and then freeing them.
struct MatchTreeBuilder {
    struct Node {
        var parameter: Int32 = -1
        var constrained: [(constraint: SegmentConstraint, node: Int32)] = []
        var ending: [Int32] = []
        var wildcard: [Int32] = []
        var rest: [(constraint: SegmentConstraint, routes: [Int32])] = []
        /// The first and last of the node's literal children, and the next child of its parent.
        var firstLiteral: Int32 = -1
        var lastLiteral: Int32 = -1
        var nextSibling: Int32 = -1
        /// The literal that leads here, for a node reached by one.
        var literal = ""
    }

    private struct LiteralEdge: Hashable {
        let parent: Int32
        let literal: String
    }

    private(set) var nodes: [Node] = [Node(), Node()]
    private var literalEdges: [LiteralEdge: Int32] = [:]
    private var schemeRoots: [(scheme: [UInt8], hostBound: Int32, anyHost: Int32)] = []
    private let anySchemeHostBound: Int32 = 0
    private let anySchemeAnyHost: Int32 = 1
    private let caseInsensitive: Bool

    init(caseInsensitive: Bool) {
        self.caseInsensitive = caseInsensitive
    }

    /// Makes room for the nodes of about `routes` routes.
    mutating func reserveCapacity(routes: Int) {
        nodes.reserveCapacity(routes * 3)
        literalEdges.reserveCapacity(routes * 3)
    }

    /// Adds route `index` with `pattern`.
    mutating func insert(_ pattern: RoutePattern, route index: Int) {
        var node = root(of: pattern)
        let route = Int32(index)
        for (position, segment) in pattern.segments.enumerated() {
            let isLast = position == pattern.segments.count - 1
            switch segment {
            case .literal(let text):
                // The host always compares lowercased; path literals when the table says so.
                node = literalChild(
                    of: node, caseInsensitive || (pattern.isHostBound && position == 0) ? text.lowercased() : text)
            case .parameter:
                if nodes[Int(node)].parameter < 0 { nodes[Int(node)].parameter = newNode() }
                node = nodes[Int(node)].parameter
            case .constrained(_, let constraint) where isLast:
                if let existing = nodes[Int(node)].rest.firstIndex(where: { $0.constraint == constraint }) {
                    nodes[Int(node)].rest[existing].routes.append(route)
                } else {
                    nodes[Int(node)].rest.append((constraint, [route]))
                }
                return
            case .constrained(_, let constraint):
                if let existing = nodes[Int(node)].constrained.first(where: { $0.constraint == constraint }) {
                    node = existing.node
                } else {
                    let child = newNode()
                    nodes[Int(node)].constrained.append((constraint, child))
                    node = child
                }
            case .wildcard:
                nodes[Int(node)].wildcard.append(route)
                return
            }
        }
        nodes[Int(node)].ending.append(route)
    }

    private mutating func root(of pattern: RoutePattern) -> Int32 {
        guard let scheme = pattern.scheme.map({ Array($0.utf8) }) else {
            return pattern.isHostBound ? anySchemeHostBound : anySchemeAnyHost
        }
        if let roots = schemeRoots.first(where: { $0.scheme == scheme }) {
            return pattern.isHostBound ? roots.hostBound : roots.anyHost
        }
        let roots = (scheme: scheme, hostBound: newNode(), anyHost: newNode())
        schemeRoots.append(roots)
        return pattern.isHostBound ? roots.hostBound : roots.anyHost
    }

    private mutating func literalChild(of parent: Int32, _ literal: String) -> Int32 {
        let edge = LiteralEdge(parent: parent, literal: literal)
        if let child = literalEdges[edge] { return child }
        let child = newNode()
        nodes[Int(child)].literal = literal
        literalEdges[edge] = child
        let last = nodes[Int(parent)].lastLiteral
        if last >= 0 { nodes[Int(last)].nextSibling = child } else { nodes[Int(parent)].firstLiteral = child }
        nodes[Int(parent)].lastLiteral = child
        return child
    }

    private mutating func newNode() -> Int32 {
        nodes.append(Node())
        return Int32(nodes.count - 1)
    }

    /// The frozen tree, with `rank` giving each route's place in candidate order, and which
    /// routes are public and which need a full resolution.
    func freeze(rank: [Int32], isPublic: [Bool], resolvesFully: [Bool]) -> MatchTree {
        var layout = Layout(rank: rank, source: nodes)
        let schemes = schemeRoots.map {
            (scheme: $0.scheme, hostBound: layout.place($0.hostBound), anyHost: layout.place($0.anyHost))
        }
        let hostBound = layout.place(anySchemeHostBound)
        let anyHost = layout.place(anySchemeAnyHost)
        let (nodes, literalStarts, fingerprints, position) = layout.hashed()
        return MatchTree(
            nodes: nodes, extras: layout.extras, literalStarts: literalStarts, fingerprints: fingerprints,
            constrained: layout.constrained.map {
                MatchTree.Edge(constraint: $0.constraint, child: position[Int($0.child)], reach: $0.reach)
            },
            rest: layout.rest, routeLists: layout.routeLists, constraints: layout.constraints, keys: layout.keys,
            schemeRoots: schemes.map { ($0.scheme, position[Int($0.hostBound)], position[Int($0.anyHost)]) },
            anySchemeRoots: (position[Int(hostBound)], position[Int(anyHost)]), rank: rank, isPublic: isPublic,
            resolvesFully: resolvesFully
        )
    }
}
