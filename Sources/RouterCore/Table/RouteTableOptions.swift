/// Table-wide options (route table keys `plusAsSpace` and `caseInsensitive`).
public struct RouteTableOptions: Sendable, Equatable {
    /// `+` in query values means a space.
    public var plusAsSpace: Bool
    /// Path literals compare ignoring case (hosts and schemes always do).
    public var caseInsensitive: Bool

    /// Creates options; both default to `false`.
    public init(plusAsSpace: Bool = false, caseInsensitive: Bool = false) {
        self.plusAsSpace = plusAsSpace
        self.caseInsensitive = caseInsensitive
    }
}
