/// Fuzzy matching as the command palette does it: the query's characters must appear in the
/// candidate in order (case-insensitively), not necessarily side by side; runs of adjacent
/// characters and characters at the start of a word score higher, gaps lower.
package enum FuzzyMatch {
    static let matchScore = 1
    static let adjacentBonus = 6
    static let wordStartBonus = 8
    /// What opening a gap costs, on top of one per character skipped.
    static let gapOpening = 2

    /// The score of `query` in `candidate` (higher is better), or nil when it does not match.
    /// An empty query matches everything with 0.
    package static func score(_ query: String, in candidate: String) -> Int? {
        align(query, in: candidate, tracing: false)?.score
    }

    /// The score of `query` in `candidate` and the positions (character offsets) of the best
    /// alignment, which the palette highlights; nil when it does not match.
    package static func match(_ query: String, in candidate: String) -> (score: Int, positions: [Int])? {
        align(query, in: candidate, tracing: true)
    }

    /// The alignment; positions only when `tracing` (ranking every entry on every key needs
    /// the score alone, so it keeps no traceback).
    private static func align(_ query: String, in candidate: String, tracing: Bool) -> (score: Int, positions: [Int])? {
        // Compared character by character, each lowercased on its own (as a string: lowercasing
        // can turn one character into several scalars).
        let query = query.map { $0.lowercased() }
        let text = Array(candidate)
        let lowered = text.map { $0.lowercased() }
        guard !query.isEmpty else { return (0, []) }
        guard query.count <= text.count else { return nil }
        // best[j]: the best score with the query so far ending on text[j]; best alignment found
        // by dynamic programming (a gap costs its opening plus one per skipped character).
        // from[i][j]: where query character i - 1 sat in that alignment, to read it back.
        let unmatched = Int.min / 4
        var best = [Int](repeating: unmatched, count: text.count)
        var from: [[Int]] = []
        for (position, character) in lowered.enumerated() where character == query[0] {
            // A later start costs a little, up to a word start's worth of half.
            best[position] = matchScore + bonus(at: position, in: text) - min(position / 4, wordStartBonus / 2)
        }
        for queryCharacter in query.dropFirst() {
            var next = [Int](repeating: unmatched, count: text.count)
            var previousPosition = [Int](repeating: -1, count: tracing ? text.count : 0)
            // The best `best[k] + k` for k < j - 1, so a gap's cost is paid in one subtraction.
            var bestBeforeGap = unmatched
            var bestBeforeGapAt = -1
            for position in lowered.indices {
                if position >= 2, best[position - 2] > unmatched, best[position - 2] + position - 2 > bestBeforeGap {
                    bestBeforeGap = best[position - 2] + position - 2
                    bestBeforeGapAt = position - 2
                }
                guard lowered[position] == queryCharacter else { continue }
                let adjacent =
                    position >= 1 && best[position - 1] > unmatched ? best[position - 1] + adjacentBonus : unmatched
                let afterGap = bestBeforeGap > unmatched ? bestBeforeGap - (position - 1) - gapOpening : unmatched
                let previous = max(adjacent, afterGap)
                guard previous > unmatched else { continue }
                next[position] = previous + matchScore + bonus(at: position, in: text)
                if tracing { previousPosition[position] = adjacent >= afterGap ? position - 1 : bestBeforeGapAt }
            }
            best = next
            if tracing { from.append(previousPosition) }
        }
        guard let score = best.max(), score > unmatched, var position = best.firstIndex(of: score) else { return nil }
        guard tracing else { return (score, []) }
        var positions = [position]
        for step in from.reversed() {
            position = step[position]
            positions.append(position)
        }
        return (score, positions.reversed())
    }

    /// The bonus for a match at the start of a word: the first character, one after a
    /// separator, or an upper-case letter after a lower-case one.
    private static func bonus(at position: Int, in text: [Character]) -> Int {
        guard position > 0 else { return wordStartBonus }
        let previous = text[position - 1]
        if " ./:-_?=&#".contains(previous) || (text[position].isUppercase && previous.isLowercase) {
            return wordStartBonus
        }
        return 0
    }
}
