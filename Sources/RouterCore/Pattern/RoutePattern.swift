/// A compiled route pattern (docs/reference.md §2).
///
/// Three forms: scheme-bound (`app://user/:id`), any scheme (`user/:id`) and host-agnostic
/// (`/user/:id`, or `app:///user/:id` bound to a scheme). For a host-bound pattern the first of
/// ``segments`` is the host.
package struct RoutePattern: Sendable, Hashable, CustomStringConvertible {
    /// The pattern as written.
    package let text: String
    /// The scheme it is bound to, lowercased, or `nil` for any scheme.
    package let scheme: String?
    /// Whether the first segment is the URL's host (false: the pattern matches the path of any host).
    package let isHostBound: Bool
    /// The segments, the host first when ``isHostBound``.
    package let segments: [PatternSegment]

    /// Parses a pattern; throws `invalidPattern` with a message that points at the problem.
    package init(_ text: String) throws(RouteError) {
        self = try PatternParser(text: text).parse()
    }

    init(text: String, scheme: String?, isHostBound: Bool, segments: [PatternSegment]) {
        self.text = text
        self.scheme = scheme
        self.isHostBound = isHostBound
        self.segments = segments
    }

    /// Names of the captured parameters, in order of appearance.
    package var parameterNames: [String] { segments.compactMap(\.parameterName) }

    /// What makes two patterns duplicates: form, scheme, literals and constraints in place; not names.
    ///
    /// - Parameter caseInsensitive: compare path literals ignoring case.
    package func shape(caseInsensitive: Bool = false) -> Shape {
        Shape(
            scheme: scheme, isHostBound: isHostBound,
            segments: segments.map { segment in
                switch segment {
                case .literal(let text): .literal(caseInsensitive ? text.lowercased() : text)
                case .parameter: .parameter
                case .constrained(_, let constraint): .constrained(constraint.source)
                case .wildcard: .wildcard
                }
            })
    }

    /// The shape of a pattern, for duplicate detection.
    package struct Shape: Hashable, Sendable {
        enum Segment: Hashable, Sendable {
            case literal(String)
            case parameter
            case constrained(String)
            case wildcard
        }
        let scheme: String?
        let isHostBound: Bool
        let segments: [Segment]
    }

    package var description: String { text }
    package static func == (lhs: RoutePattern, rhs: RoutePattern) -> Bool { lhs.text == rhs.text }
    package func hash(into hasher: inout Hasher) { hasher.combine(text) }
}
