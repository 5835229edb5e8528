/// The order candidates are tried in (docs/reference.md §3): higher priority first, then the more
/// specific pattern, then the route registered first. One definition for the table's ranking
/// and for `routes --check`'s "never wins".
package struct CandidateOrder {
    let priority: [Int]
    let specificity: [Specificity]

    init(_ routes: UnsafeBufferPointer<Route>) {
        priority = routes.indices.map { routes[$0].priority }
        specificity = routes.indices.map { Specificity(routes[$0].pattern) }
    }

    package init(_ routes: [Route]) {
        self = routes.withUnsafeBufferPointer(CandidateOrder.init)
    }

    /// Whether the route at `left` is tried before the route at `right`.
    package func ranksBefore(_ left: Int, _ right: Int) -> Bool {
        if priority[left] != priority[right] { return priority[left] > priority[right] }
        if specificity[left] != specificity[right] { return specificity[left] > specificity[right] }
        return left < right
    }
}
