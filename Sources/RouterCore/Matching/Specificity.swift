/// How specific a pattern is, compared position by position from the left (docs/reference.md §3).
///
/// Position 0 is the scheme, 1 the host, then each path segment. A pattern that has ended ranks
/// above every kind of segment, so `/a/b` beats `/a/b/*` when the `*` would match nothing.
struct Specificity: Comparable {
    private let ranks: [UInt8]

    private static let ended: UInt8 = 6
    private static let literal: UInt8 = 5
    private static let constrained: UInt8 = 4
    private static let parameter: UInt8 = 3
    private static let anyHost: UInt8 = 2
    private static let wildcard: UInt8 = 1

    init(_ pattern: RoutePattern) {
        var ranks: [UInt8] = [pattern.scheme == nil ? 0 : 1]
        var path = pattern.segments[...]
        if pattern.isHostBound, let host = path.popFirst() {
            ranks.append(Self.rank(host))
        } else {
            ranks.append(Self.anyHost)
        }
        ranks.append(contentsOf: path.map(Self.rank))
        self.ranks = ranks
    }

    private static func rank(_ segment: PatternSegment) -> UInt8 {
        switch segment {
        case .literal: literal
        case .constrained: constrained
        case .parameter: parameter
        case .wildcard: wildcard
        }
    }

    static func < (lhs: Specificity, rhs: Specificity) -> Bool {
        for index in 0..<max(lhs.ranks.count, rhs.ranks.count) {
            let left = index < lhs.ranks.count ? lhs.ranks[index] : ended
            let right = index < rhs.ranks.count ? rhs.ranks[index] : ended
            if left != right { return left < right }
        }
        return false
    }
}
