/// A parsed regular expression of the supported syntax (docs/reference.md §2).
package indirect enum RegexNode: Sendable, Equatable {
    /// Matches the empty string.
    case empty
    /// One scalar of the set.
    case scalars(ScalarSet)
    /// Each in turn.
    case sequence([RegexNode])
    /// Any one of them.
    case alternation([RegexNode])
    /// The node `min` to `max` times (`max` nil: no upper bound).
    case repetition(RegexNode, min: Int, max: Int?)
}
