/// For `routes --check`: which routes might match every URL a given pattern matches, found
/// without comparing every pair. The table's patterns go into a trie per form; a query walks it
/// along the pattern's literals and through every non-literal branch (a parameter, a constraint,
/// `*` can each cover what sits at their place). What it returns is a superset — the caller
/// confirms each candidate exactly — but it is small: the routes that share the pattern's
/// literals, not the whole table.
struct CoverIndex {
    private final class Node {
        /// Literal children by (folded) text.
        var literals: [String: Node] = [:]
        /// Parameter, constraint and `*` children, one per distinct segment (names dropped).
        var others: [(segment: PatternSegment, node: Node)] = []
        /// The routes whose pattern ends here.
        var ending: [Int] = []
    }

    private struct Form: Hashable {
        let scheme: String?
        let isHostBound: Bool
    }

    private var roots: [Form: Node] = [:]
    /// Host-bound patterns that are only `*`: they cover host-agnostic patterns too.
    private var bareWildcards: [String?: [Int]] = [:]
    private let caseInsensitive: Bool

    init(_ routes: [Route], caseInsensitive: Bool) {
        self.caseInsensitive = caseInsensitive
        for (index, route) in routes.enumerated() {
            let pattern = route.pattern
            let form = Form(scheme: pattern.scheme, isHostBound: pattern.isHostBound)
            var node = roots[form] ?? Node()
            roots[form] = node
            for segment in pattern.segments { node = child(of: node, for: segment) }
            node.ending.append(index)
            if pattern.isHostBound, pattern.segments == [.wildcard] {
                bareWildcards[pattern.scheme, default: []].append(index)
            }
        }
    }

    private func key(_ text: String) -> String { caseInsensitive ? text.lowercased() : text }

    private func child(of node: Node, for segment: PatternSegment) -> Node {
        if case .literal(let text) = segment {
            if let existing = node.literals[key(text)] { return existing }
            let created = Node()
            node.literals[key(text)] = created
            return created
        }
        let shape = Self.shape(of: segment)
        if let existing = node.others.first(where: { $0.segment == shape }) { return existing.node }
        let created = Node()
        node.others.append((shape, created))
        return created
    }

    /// Parameters differ only by name, which does not matter here.
    private static func shape(of segment: PatternSegment) -> PatternSegment {
        if case .parameter = segment { return .parameter(name: "") }
        if case .constrained(_, let constraint) = segment { return .constrained(name: "", constraint: constraint) }
        return segment
    }

    /// The routes that might cover `pattern`.
    func candidates(covering pattern: RoutePattern) -> Set<Int> {
        var found: Set<Int> = []
        let schemes: [String?] = pattern.scheme == nil ? [nil] : [pattern.scheme, nil]
        for scheme in schemes {
            if pattern.isHostBound {
                collect(roots[Form(scheme: scheme, isHostBound: true)], pattern.segments[...], into: &found)
                collect(roots[Form(scheme: scheme, isHostBound: false)], pattern.segments.dropFirst(), into: &found)
            } else {
                collect(roots[Form(scheme: scheme, isHostBound: false)], pattern.segments[...], into: &found)
                found.formUnion(bareWildcards[scheme] ?? [])
            }
        }
        return found
    }

    private func collect(_ node: Node?, _ segments: ArraySlice<PatternSegment>, into found: inout Set<Int>) {
        guard let node else { return }
        guard let first = segments.first else {
            found.formUnion(node.ending)
            for (segment, child) in node.others where segment != .parameter(name: "") { found.formUnion(child.ending) }
            return
        }
        if case .literal(let text) = first { collect(node.literals[key(text)], segments.dropFirst(), into: &found) }
        for (segment, child) in node.others {
            switch segment {
            case .wildcard:
                found.formUnion(child.ending)
            case .constrained:
                // As a last segment a constraint matches the rest of the path, however long.
                found.formUnion(child.ending)
                if first != .wildcard { collect(child, segments.dropFirst(), into: &found) }
            case .parameter:
                if first != .wildcard { collect(child, segments.dropFirst(), into: &found) }
            case .literal:
                break
            }
        }
    }
}
