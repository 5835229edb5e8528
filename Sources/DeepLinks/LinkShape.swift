import RouterCore

/// A route as a platform manifest sees it: which scheme, which host, and the path piece by piece.
struct LinkShape {
    /// Where the host stands.
    enum Host: Equatable {
        /// A literal host, lowercased.
        case literal(String)
        /// A host parameter, maybe constrained.
        case parameter(SegmentConstraint?)
        /// A host-agnostic pattern: any host.
        case any
    }

    /// One piece of the path.
    enum Piece {
        /// A literal segment.
        case literal(String)
        /// One segment captured as `name`, maybe constrained.
        case segment(name: String, constraint: SegmentConstraint?)
        /// The rest of the path: `*` (no constraint, zero or more segments) or a constraint that
        /// ends the pattern (the remaining segments joined by `/`).
        case rest(name: String?, constraint: SegmentConstraint?)
    }

    let route: Route
    /// The scheme, or nil for any scheme.
    let scheme: String?
    let host: Host
    let path: [Piece]

    init(_ route: Route) {
        self.route = route
        let pattern = route.pattern
        scheme = pattern.scheme
        var segments = pattern.segments[...]
        if pattern.isHostBound, let first = segments.popFirst() {
            switch first {
            case .literal(let text): host = .literal(text.lowercased())
            case .constrained(_, let constraint): host = .parameter(constraint)
            case .parameter, .wildcard: host = .parameter(nil)
            }
        } else {
            host = .any
        }
        let last = segments.indices.last
        path = segments.indices.map { index in
            switch segments[index] {
            case .literal(let text): .literal(text)
            case .parameter(let name): .segment(name: name, constraint: nil)
            case .constrained(let name, let constraint) where index == last: .rest(name: name, constraint: constraint)
            case .constrained(let name, let constraint): .segment(name: name, constraint: constraint)
            case .wildcard: .rest(name: nil, constraint: nil)
            }
        }
    }

    /// Whether https (or, with `scheme`, that scheme's) links on `host` can reach the route.
    func reaches(scheme wanted: String, host name: String) -> Bool {
        guard scheme == nil || scheme == wanted else { return false }
        switch host {
        case .literal(let literal): return literal == name
        case .parameter(let constraint): return constraint?.matches(name) ?? true
        case .any: return true
        }
    }

    /// The literal pieces before the first parameter, and whether the path is all literal.
    var literalPrefix: (pieces: [String], isWhole: Bool) {
        var literals: [String] = []
        for piece in path {
            guard case .literal(let text) = piece else { return (literals, false) }
            literals.append(text)
        }
        return (literals, true)
    }

    /// The parameters a manifest cannot check: those with a constraint, and a host parameter.
    var loosenedParts: [String] {
        var parts: [String] = []
        if case .parameter(let constraint) = host {
            parts.append("the host parameter\(constraint.map { " (\($0.source))" } ?? "")")
        }
        for piece in path {
            switch piece {
            case .segment(let name, let constraint?), .rest(let name?, let constraint?):
                parts.append(":\(name) (\(constraint.admitsOnlyDigits ? "digits only, " : "")\(constraint.source))")
            case .literal, .segment, .rest:
                break
            }
        }
        return parts
    }
}

extension LinkShape {
    /// Whether some URL may match both paths (a cheap test that errs towards yes: two
    /// parameters always may, a constraint is checked only against a literal).
    func mayOverlap(_ other: LinkShape, caseInsensitive: Bool) -> Bool {
        Self.mayOverlap(path[...], other.path[...], caseInsensitive: caseInsensitive)
    }

    private static func mayOverlap(_ left: ArraySlice<Piece>, _ right: ArraySlice<Piece>, caseInsensitive: Bool) -> Bool
    {
        guard let first = left.first else { return right.isEmpty || right.first.map(matchesNothing) == true }
        guard let second = right.first else { return matchesNothing(first) }
        let rest = { mayOverlap(left.dropFirst(), right.dropFirst(), caseInsensitive: caseInsensitive) }
        switch (first, second) {
        case (.rest, _), (_, .rest):
            return true
        case (.literal(let a), .literal(let b)):
            return (caseInsensitive ? a.lowercased() == b.lowercased() : a == b) && rest()
        case (.literal(let text), .segment(_, let constraint)), (.segment(_, let constraint), .literal(let text)):
            return (constraint?.matches(text) ?? true) && rest()
        case (.segment, .segment):
            return rest()
        }
    }

    /// Whether the piece can match no segment at all (`*`, or a last constraint that admits "").
    private static func matchesNothing(_ piece: Piece) -> Bool {
        if case .rest(_, let constraint) = piece { return constraint?.matches("") ?? true }
        return false
    }
}
