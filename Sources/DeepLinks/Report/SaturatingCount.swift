extension Int {
    /// Adds `count`, stopping at `Int.max` instead of trapping: a log's `COUNT<TAB>URL` lines
    /// may add up past 2^63. Returns whether it had to stop.
    @discardableResult
    mutating func addSaturating(_ count: Int) -> Bool {
        let (sum, overflow) = addingReportingOverflow(count)
        self = overflow ? .max : sum
        return overflow
    }
}
