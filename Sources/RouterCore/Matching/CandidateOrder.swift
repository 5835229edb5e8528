/// The order candidates are tried in (docs/reference.md §3): higher priority first, then the more
/// specific pattern, then the route registered first. One definition for the table's ranking
/// and for `routes --check`'s "never wins".
struct CandidateOrder {
    let priority: [Int]
    let specificity: [Specificity]

    init(_ routes: [Route]) {
        priority = routes.map(\.priority)
        specificity = routes.map { Specificity($0.pattern) }
    }

    /// Whether the route at `left` is tried before the route at `right`.
    func ranksBefore(_ left: Int, _ right: Int) -> Bool {
        if priority[left] != priority[right] { return priority[left] > priority[right] }
        if specificity[left] != specificity[right] { return specificity[left] > specificity[right] }
        return left < right
    }
}
