extension CandidateOrder {
    /// Why the route at `lower` ranks below the route at `higher` (docs/reference.md §13):
    /// `priority`, `specificity at <position>: <kind> beats <kind>` or `registration order`.
    func reason(ranking lower: Int, below higher: Int) -> String {
        if priority[lower] != priority[higher] { return "priority" }
        let (winner, loser) = (specificity[higher], specificity[lower])
        guard let position = winner.firstDifference(from: loser) else { return "registration order" }
        return
            "specificity at \(Self.name(ofPosition: position)): \(Self.name(ofRank: winner.rank(at: position), at: position)) beats \(Self.name(ofRank: loser.rank(at: position), at: position))"
    }

    /// Position 0 is the scheme, 1 the host, then path segments counted from 1.
    private static func name(ofPosition position: Int) -> String {
        switch position {
        case 0: "scheme"
        case 1: "host"
        default: "segment \(position - 1)"
        }
    }

    private static func name(ofRank rank: UInt8, at position: Int) -> String {
        if position == 0 { return rank == 1 ? "scheme-bound" : "any scheme" }
        switch rank {
        case Specificity.ended: return "end of pattern"
        case Specificity.literal: return "literal"
        case Specificity.constrained: return "constrained parameter"
        case Specificity.parameter: return "parameter"
        case Specificity.anyHost: return "any host"
        default: return "*"
        }
    }
}
