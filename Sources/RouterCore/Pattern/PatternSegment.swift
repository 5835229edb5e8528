/// One segment of a route pattern.
package enum PatternSegment: Sendable, Hashable {
    /// Equal to the decoded segment (stored lowercased when compared case-insensitively).
    case literal(String)
    /// Any one non-empty segment, captured under `name`.
    case parameter(name: String)
    /// A segment the constraint matches in full; as the last segment, the rest of the path.
    case constrained(name: String, constraint: SegmentConstraint)
    /// Zero or more remaining segments, captured as the list `wildcard`.
    case wildcard

    /// The captured parameter's name, if this segment captures one.
    package var parameterName: String? {
        switch self {
        case .parameter(let name), .constrained(let name, _): name
        case .literal, .wildcard: nil
        }
    }
}
