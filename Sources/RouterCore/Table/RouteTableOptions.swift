/// Table-wide options (route table keys `plusAsSpace` and `caseInsensitive`).
package struct RouteTableOptions: Sendable, Equatable {
    /// `+` in query values means a space.
    package var plusAsSpace: Bool
    /// Path literals compare ignoring case (hosts and schemes always do).
    package var caseInsensitive: Bool

    /// Creates options; both default to `false`.
    package init(plusAsSpace: Bool = false, caseInsensitive: Bool = false) {
        self.plusAsSpace = plusAsSpace
        self.caseInsensitive = caseInsensitive
    }
}
