/// How specific a pattern is, compared position by position from the left (docs/reference.md §3).
///
/// Position 0 is the scheme, 1 the host, then each path segment. A pattern that has ended ranks
/// above every kind of segment, so `/a/b` beats `/a/b/*` when the `*` would match nothing.
/// Ranks take three bits, so up to 21 positions pack into one number whose order is the
/// comparison's (a 100,000-route table sorts on it); longer patterns keep the whole list.
struct Specificity: Comparable {
    private let packed: UInt64
    /// The ranks of a pattern too long to pack, else empty.
    private let ranks: [UInt8]

    private static let ended: UInt8 = 6
    private static let literal: UInt8 = 5
    private static let constrained: UInt8 = 4
    private static let parameter: UInt8 = 3
    private static let anyHost: UInt8 = 2
    private static let wildcard: UInt8 = 1
    private static let packedPositions = 21

    init(_ pattern: RoutePattern) {
        var path = pattern.segments[...]
        let host = pattern.isHostBound ? path.popFirst().map(Self.rank) ?? Self.anyHost : Self.anyHost
        let positions = [pattern.scheme == nil ? 0 : 1, host] + path.lazy.map(Self.rank)
        if positions.count <= Self.packedPositions {
            packed = (0..<Self.packedPositions).reduce(UInt64(0)) { key, index in
                key << 3 | UInt64(index < positions.count ? positions[index] : Self.ended)
            }
            ranks = []
        } else {
            packed = 0
            ranks = positions
        }
    }

    private static func rank(_ segment: PatternSegment) -> UInt8 {
        switch segment {
        case .literal: literal
        case .constrained: constrained
        case .parameter: parameter
        case .wildcard: wildcard
        }
    }

    /// The rank at `index` (`ended` past the end), whichever way it is stored.
    private func rank(at index: Int) -> UInt8 {
        if ranks.isEmpty {
            guard index < Self.packedPositions else { return Self.ended }
            return UInt8(truncatingIfNeeded: packed >> UInt64(3 * (Self.packedPositions - 1 - index))) & 7
        }
        return index < ranks.count ? ranks[index] : Self.ended
    }

    static func < (lhs: Specificity, rhs: Specificity) -> Bool {
        if lhs.ranks.isEmpty && rhs.ranks.isEmpty { return lhs.packed < rhs.packed }
        for index in 0..<max(lhs.ranks.count, rhs.ranks.count, packedPositions) {
            let (left, right) = (lhs.rank(at: index), rhs.rank(at: index))
            if left != right { return left < right }
        }
        return false
    }
}
