extension RoutePattern {
    /// Why the pattern does not match `url`, in the words of docs/reference.md §13 (`scheme`,
    /// `host`, `segment K 'value' is not 'literal'`, `segment K 'value' does not match REGEX`,
    /// `too few segments`, `too many segments`), or nil when it matches.
    ///
    /// This walks one pattern the way the table's tree walks them all, for explaining a single
    /// URL; a test checks the two agree. Values are quoted with control characters escaped.
    func mismatch(with url: ParsedURL, caseInsensitive: Bool) -> String? {
        if let scheme, scheme != url.scheme.lowercased() { return "scheme" }
        let values = isHostBound ? url.hostAndPathSegments : url.pathSegments
        func place(_ position: Int) -> String { "segment \(isHostBound ? position : position + 1)" }
        for (position, segment) in segments.enumerated() {
            let isHost = isHostBound && position == 0
            if case .wildcard = segment { return nil }
            if case .constrained(_, let constraint) = segment, position == segments.count - 1 {
                let rest = values.dropFirst(position).joined(separator: "/")
                if constraint.matches(rest) { return nil }
                return isHost
                    ? "host"
                    : "\(place(position)) '\(rest.escapingControlCharacters)' does not match \(constraint.source)"
            }
            guard position < values.count else { return isHost ? "host" : "too few segments" }
            let value = values[position]
            switch segment {
            case .literal(let literal):
                // A URL without a host lends its first path segment to the host's place, where
                // it compares as a path segment does.
                let folds = caseInsensitive || (isHost && !url.hostAsWritten.isEmpty)
                if (folds ? value.lowercased() : value) != (folds ? literal.lowercased() : literal) {
                    return isHost
                        ? "host"
                        : "\(place(position)) '\(value.escapingControlCharacters)' is not '\(literal.escapingControlCharacters)'"
                }
            case .constrained(_, let constraint) where !constraint.matches(value):
                return isHost
                    ? "host"
                    : "\(place(position)) '\(value.escapingControlCharacters)' does not match \(constraint.source)"
            case .parameter, .constrained, .wildcard:
                break
            }
        }
        return values.count > segments.count ? "too many segments" : nil
    }
}
