extension RoutePattern {
    /// What a match of a pattern captures at one of its segments (docs/reference.md §2).
    enum Capture {
        /// A parameter: the one segment at `position`.
        case segment(name: String, position: Int)
        /// A constraint that is the last segment: the rest of the path from `position`, joined by `/`.
        case rest(name: String, position: Int)
        /// `*`: the segments from `position` on.
        case wildcard(position: Int)
    }

    /// Calls `body` with each capture in order; positions count among the segments the pattern
    /// matches (the host first for a host-bound pattern). The one reading of a pattern's captures,
    /// for a match's `String` parameters and for a batch line's bytes alike.
    func forEachCapture(_ body: (Capture) -> Void) {
        for (position, segment) in segments.enumerated() {
            switch segment {
            case .literal:
                break
            case .constrained(let name, _) where position == segments.count - 1:
                body(.rest(name: name, position: position))
            case .parameter(let name), .constrained(let name, _):
                body(.segment(name: name, position: position))
            case .wildcard:
                body(.wildcard(position: position))
            }
        }
    }
}
