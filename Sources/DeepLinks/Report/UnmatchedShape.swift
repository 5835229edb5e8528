import RouterCore

/// What a URL that matched nothing looks like with its identifiers taken out, as a pattern to
/// add: a UUID or a run of 16+ hex digits becomes `:id`, digits alone `:n` (docs/reference.md §13).
enum UnmatchedShape {
    /// The shape of `url` (`app://goods/:n/reviews`), or `(invalid)` when it is not a URL.
    static func of(_ url: String, parser: URLParser) -> String {
        guard let parsed = try? parser.parse(url) else { return invalid }
        let segments = parsed.pathSegments.map { segment -> String in
            if isIdentifier(segment) { return ":id" }
            if !segment.isEmpty && segment.allSatisfy(\.isASCIIDigit) { return ":n" }
            return segment.encodedAsManifestSegment
        }
        return "\(parsed.scheme.lowercased())://\(parsed.host.encodedAsManifestSegment)" + segments.map { "/" + $0 }.joined()
    }

    /// The shape of lines that are not URLs.
    static let invalid = "(invalid)"

    /// The shape as a pattern that loads: repeated parameter names numbered (`:n`, `:n2`);
    /// nil for `(invalid)`.
    static func suggestedPattern(for shape: String) -> String? {
        guard shape != invalid else { return nil }
        var seen: [String: Int] = [:]
        let parts = shape.split(separator: "/", omittingEmptySubsequences: false).map { part -> String in
            guard part == ":id" || part == ":n" else { return String(part) }
            let count = (seen[String(part)] ?? 0) + 1
            seen[String(part)] = count
            return count == 1 ? String(part) : "\(part)\(count)"
        }
        let pattern = parts.joined(separator: "/")
        return (try? RoutePattern(pattern)) == nil ? nil : pattern
    }

    private static func isIdentifier(_ segment: String) -> Bool {
        let scalars = Array(segment.unicodeScalars)
        let isHex = { (scalar: Unicode.Scalar) in scalar.properties.isASCIIHexDigit }
        if scalars.count >= 16 && scalars.allSatisfy(isHex) { return true }
        // 8-4-4-4-12 hex digits.
        let groups = segment.split(separator: "-", omittingEmptySubsequences: false)
        return groups.map(\.count) == [8, 4, 4, 4, 12] && groups.allSatisfy { $0.unicodeScalars.allSatisfy(isHex) }
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
