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

    static let ended: UInt8 = 6
    static let literal: UInt8 = 5
    static let constrained: UInt8 = 4
    static let parameter: UInt8 = 3
    static let anyHost: UInt8 = 2
    static let wildcard: UInt8 = 1
    static let packedPositions = 21

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
    func rank(at index: Int) -> UInt8 {
        if ranks.isEmpty {
            guard index < Self.packedPositions else { return Self.ended }
            return UInt8(truncatingIfNeeded: packed >> UInt64(3 * (Self.packedPositions - 1 - index))) & 7
        }
        return index < ranks.count ? ranks[index] : Self.ended
    }

    static func < (lhs: Specificity, rhs: Specificity) -> Bool {
        if lhs.ranks.isEmpty && rhs.ranks.isEmpty { return lhs.packed < rhs.packed }
        guard let index = lhs.firstDifference(from: rhs) else { return false }
        return lhs.rank(at: index) < rhs.rank(at: index)
    }

    /// The first position where the two rank differently, or nil when they rank alike.
    func firstDifference(from other: Specificity) -> Int? {
        (0..<max(ranks.count, other.ranks.count, Self.packedPositions)).first { rank(at: $0) != other.rank(at: $0) }
    }
}
