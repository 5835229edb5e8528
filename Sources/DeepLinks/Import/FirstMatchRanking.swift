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
        /// The rule's pattern as the platform matches it (as written, percent-encoded).
        let glob: String
        /// Whether the rule ignores case: then, and for any rule it is compared with, letters
        /// are compared in either case.
        let foldsCase: Bool

        /// Whether some link matches both rules, as the platform matches them.
        func meets(_ other: Rule) -> Bool {
            let folds = foldsCase || other.foldsCase
            return WildcardPattern(folds ? glob.lowercased() : glob).intersects(
                WildcardPattern(folds ? other.glob.lowercased() : other.glob))
        }

        /// Whether some path matches both rules as the table sees paths (trailing `/`
        /// insignificant, `/x/*` also `/x`, a `*` between slashes also nothing).
        func meetsInTable(_ other: Rule) -> Bool {
            let folds = foldsCase || other.foldsCase
            let forms = { (rule: Rule) in
                Self.tableForms(of: folds ? rule.glob.lowercased() : rule.glob).map(WildcardPattern.init)
            }
            let theirs = forms(other)
            return forms(self).contains { mine in theirs.contains(where: mine.intersects) }
        }

        /// The pattern as the table matches it: runs of `/` as one, no trailing `/`, a final
        /// `/*` also as nothing, and a `/*/` also as `/`.
        static func tableForms(of glob: String) -> [String] {
            var collapsed = ""
            for character in glob where !(character == "/" && collapsed.last == "/") { collapsed.append(character) }
            while collapsed.count > 1, collapsed.hasSuffix("/") { collapsed.removeLast() }
            var forms = [collapsed]
            if collapsed.hasSuffix("/*") { forms.append(String(collapsed.dropLast(2))) }
            if collapsed.contains("/*/") { forms.append(collapsed.replacing("/*/", with: "/")) }
            return forms
        }
    }

    /// The priority of each rule, in order.
    private(set) var priorities: [Int]
    /// Pairs where the claim won only because the table cannot tell the paths apart:
    /// (exclusion index, claim index).
    private(set) var widened: [(excluded: Int, claimed: Int)] = []
    /// Whether some pair's order could not be kept (rules whose slash-sameness makes a cycle).
    private(set) var isIncomplete = false

    init(_ rules: [Rule]) {
        priorities = Array(repeating: 0, count: rules.count)
        var constraints: [(winner: Int, loser: Int, strict: Bool)] = []
        let order = CandidateOrder(rules.map(\.route))
        for later in rules.indices {
            for earlier in rules.indices.prefix(later) where rules[earlier].excludes != rules[later].excludes {
                let winner: Int
                if rules[earlier].meets(rules[later]) {
                    winner = earlier
                } else if rules[earlier].meetsInTable(rules[later]) {
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
        // Raise winners until every constraint holds. Later rules first: a chain where each rule
        // must outrank the next settles in one pass.
        constraints.sort { $0.loser > $1.loser }
        for _ in 0...rules.count {
            var changed = false
            for (winner, loser, strict) in constraints {
                let needed = priorities[loser] + (strict ? 1 : 0)
                if priorities[winner] < needed {
                    priorities[winner] = needed
                    changed = true
                }
            }
            if !changed { return }
        }
        isIncomplete = true
    }
}
