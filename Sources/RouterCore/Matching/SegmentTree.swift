/// A frozen tree of pattern segments: literal children in a dictionary, then constrained
/// parameters, then a plain parameter, then routes whose `*` or rest-of-path regex starts here.
///
/// Matching walks every branch that fits, so all candidates are found (no trie dead ends), and a
/// regex only runs where a constrained parameter sits.
final class SegmentNode: Sendable {
    struct ConstrainedChild: Sendable {
        let constraint: SegmentConstraint
        let node: SegmentNode
    }

    struct RestConstraint: Sendable {
        let constraint: SegmentConstraint
        let routes: [Int]
    }

    let literals: [String: SegmentNode]
    let constrained: [ConstrainedChild]
    let parameter: SegmentNode?
    /// Routes whose pattern ends at this node.
    let endingRoutes: [Int]
    /// Routes whose `*` starts at this node.
    let wildcardRoutes: [Int]
    /// Routes whose last segment is a constrained parameter matched against the rest of the path.
    let restConstraints: [RestConstraint]

    /// Freezes `builder`, emptying it as it goes so that the two trees never coexist whole.
    fileprivate init(_ builder: SegmentNodeBuilder) {
        literals = builder.literals.mapValues(SegmentNode.init)
        builder.literals = [:]
        constrained = builder.constrainedOrder.map { source in
            let entry = builder.constrained[source]!
            return ConstrainedChild(constraint: entry.constraint, node: SegmentNode(entry.node))
        }
        builder.constrained = [:]
        parameter = builder.parameter.map(SegmentNode.init)
        builder.parameter = nil
        endingRoutes = builder.endingRoutes
        wildcardRoutes = builder.wildcardRoutes
        restConstraints = builder.restOrder.map { source in
            let entry = builder.rest[source]!
            return RestConstraint(constraint: entry.constraint, routes: entry.routes)
        }
    }

    /// A match found in the tree: the route index and the captured values in pattern order.
    struct Hit {
        let route: Int
        let values: [String]
        let wildcard: [String]?
    }

    /// Collects every route matching `keys[index...]`.
    ///
    /// `lookupKeys` are the keys used for literal lookups (lowercased for a case-insensitive table).
    func collect(keys: [String], lookupKeys: [String], from index: Int, values: inout [String], into hits: inout [Hit]) {
        for route in endingRoutes where index == keys.count {
            hits.append(Hit(route: route, values: values, wildcard: nil))
        }
        if !wildcardRoutes.isEmpty {
            let rest = Array(keys[index...])
            for route in wildcardRoutes { hits.append(Hit(route: route, values: values, wildcard: rest)) }
        }
        if !restConstraints.isEmpty {
            let rest = keys[index...].joined(separator: "/")
            for entry in restConstraints where entry.constraint.matches(rest) {
                for route in entry.routes { hits.append(Hit(route: route, values: values + [rest], wildcard: nil)) }
            }
        }
        guard index < keys.count else { return }
        if let child = literals[lookupKeys[index]] {
            child.collect(keys: keys, lookupKeys: lookupKeys, from: index + 1, values: &values, into: &hits)
        }
        let key = keys[index]
        for child in constrained where child.constraint.matches(key) {
            values.append(key)
            child.node.collect(keys: keys, lookupKeys: lookupKeys, from: index + 1, values: &values, into: &hits)
            values.removeLast()
        }
        if let parameter {
            values.append(key)
            parameter.collect(keys: keys, lookupKeys: lookupKeys, from: index + 1, values: &values, into: &hits)
            values.removeLast()
        }
    }
}

/// The mutable form of ``SegmentNode`` used while a table is being built.
final class SegmentNodeBuilder {
    fileprivate var literals: [String: SegmentNodeBuilder] = [:]
    fileprivate var constrained: [String: (constraint: SegmentConstraint, node: SegmentNodeBuilder)] = [:]
    fileprivate var constrainedOrder: [String] = []
    fileprivate var parameter: SegmentNodeBuilder?
    fileprivate var endingRoutes: [Int] = []
    fileprivate var wildcardRoutes: [Int] = []
    fileprivate var rest: [String: (constraint: SegmentConstraint, routes: [Int])] = [:]
    fileprivate var restOrder: [String] = []

    /// Adds route `index` with `segments`; path literals are lowercased when `caseInsensitive`.
    func insert(_ segments: ArraySlice<PatternSegment>, route index: Int, caseInsensitive: Bool) {
        guard let segment = segments.first else {
            endingRoutes.append(index)
            return
        }
        let remaining = segments.dropFirst()
        switch segment {
        case .literal(let text):
            let key = caseInsensitive ? text.lowercased() : text
            let child = literals[key] ?? SegmentNodeBuilder()
            literals[key] = child
            child.insert(remaining, route: index, caseInsensitive: caseInsensitive)
        case .parameter:
            let child = parameter ?? SegmentNodeBuilder()
            parameter = child
            child.insert(remaining, route: index, caseInsensitive: caseInsensitive)
        case .constrained(_, let constraint) where remaining.isEmpty:
            if rest[constraint.source] == nil { restOrder.append(constraint.source) }
            rest[constraint.source, default: (constraint, [])].routes.append(index)
        case .constrained(_, let constraint):
            if constrained[constraint.source] == nil {
                constrainedOrder.append(constraint.source)
                constrained[constraint.source] = (constraint, SegmentNodeBuilder())
            }
            constrained[constraint.source]!.node.insert(remaining, route: index, caseInsensitive: caseInsensitive)
        case .wildcard:
            wildcardRoutes.append(index)
        }
    }

    /// The frozen tree; the builder is left empty.
    func freeze() -> SegmentNode { SegmentNode(self) }
}
