import RouterCore

/// Priorities that make a table's §3 order agree with a manifest's first-match order wherever
/// it matters: for each pair of rules, one claiming and one excluding, that some link matches,
/// the earlier rule must rank first. Priorities stay 0 where specificity and registration order
/// already say so, so a table reads like the file and carries numbers only where they decide.
///
/// The table cannot tell `/a/` from `/a`: when only that sameness makes two rules meet, the
/// claiming one wins (an import may widen, never narrow) and the caller is told.
struct FirstMatchRanking {
    /// One rule, in file order.
    struct Rule {
        let route: Route
        let excludes: Bool
        /// The rule's pattern as the platform matches it, letters folded when it ignores case.
        let glob: WildcardPattern
        /// The same links as the table sees them (trailing `/` insignificant, `/x/*` also `/x`).
        let tableGlobs: [WildcardPattern]
    }

    /// The priority of each rule, in order.
    private(set) var priorities: [Int]
    /// Pairs where the claim won only because the table cannot tell the paths apart:
    /// (exclusion index, claim index).
    private(set) var widened: [(excluded: Int, claimed: Int)] = []

    init(_ rules: [Rule]) {
        priorities = Array(repeating: 0, count: rules.count)
        var constraints: [(winner: Int, loser: Int, strict: Bool)] = []
        let order = CandidateOrder(rules.map(\.route))
        for later in rules.indices {
            for earlier in rules.indices.prefix(later) where rules[earlier].excludes != rules[later].excludes {
                let winner: Int
                if rules[earlier].glob.intersects(rules[later].glob) {
                    winner = earlier
                } else if rules[earlier].tableGlobs.contains(where: { left in rules[later].tableGlobs.contains(where: left.intersects) }) {
                    winner = rules[earlier].excludes ? later : earlier
                    if winner == later { widened.append((earlier, later)) }
                } else {
                    continue
                }
                let loser = winner == earlier ? later : earlier
                // At equal priority, specificity and then registration order decide.
                constraints.append((winner, loser, order.ranksBefore(loser, winner)))
            }
        }
        // Raise winners until every constraint holds; a chain of n rules settles in n rounds.
        for _ in 0...rules.count {
            var changed = false
            for (winner, loser, strict) in constraints {
                let needed = priorities[loser] + (strict ? 1 : 0)
                if priorities[winner] < needed {
                    priorities[winner] = needed
                    changed = true
                }
            }
            if !changed { break }
        }
    }
}
