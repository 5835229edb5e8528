import RouterCore

/// What a URL that matched nothing looks like with its identifiers taken out, as a pattern to
/// add: a UUID or a run of 16+ hex digits becomes `:id`, digits alone `:n` (docs/reference.md §13).
///
/// Its key keeps apart a UUID (`:id`) and a hex run (`:id=hex`), so each gets the constraint a
/// person would paste; the shape counted and shown, ``shape(ofKey:)``, has `:id` for both (the
/// suggestion follows the first URL of the shape).
enum UnmatchedShape {
    /// The key of `url` (`app://goods/:n/reviews`), or `(invalid)` when it is not a URL.
    static func of(_ url: String, parser: URLParser) -> String {
        guard let parsed = try? parser.parse(url) else { return invalid }
        let segments = parsed.pathSegments.map { segment -> String in
            if isUUID(segment) { return ":id" }
            if isHexRun(segment) { return hexRun }
            if !segment.isEmpty && segment.allSatisfy(\.isASCIIDigit) { return ":n" }
            return segment.encodedAsManifestSegment
        }
        return "\(parsed.scheme.lowercased())://\(parsed.host.encodedAsManifestSegment)"
            + segments.map { "/" + $0 }.joined()
    }

    private static let hexRun = ":id=hex"

    /// The shape as reported: identifiers of either kind as `:id`.
    static func shape(ofKey key: String) -> String { key.replacing(hexRun, with: ":id") }

    /// The shape of lines that are not URLs.
    static let invalid = "(invalid)"

    /// The constraint each kind of identifier gets in a suggestion.
    private static let constraints = [":n": "[0-9]+", ":id": "[0-9a-fA-F-]{36}", hexRun: "[0-9a-fA-F]{16,}"]

    /// The key as a pattern a person would paste: each identifier constrained to its kind
    /// (`:n([0-9]+)`, a UUID `:id([0-9a-fA-F-]{36})`), repeated names numbered (`:n`, `:n2`);
    /// nil for `(invalid)`.
    static func suggestedPattern(for key: String) -> String? {
        guard key != invalid else { return nil }
        var seen: [String: Int] = [:]
        let parts = key.split(separator: "/", omittingEmptySubsequences: false).map { part -> String in
            guard let constraint = constraints[String(part)] else { return String(part) }
            let name = part == ":n" ? ":n" : ":id"
            let count = (seen[name] ?? 0) + 1
            seen[name] = count
            return (count == 1 ? name : "\(name)\(count)") + "(\(constraint))"
        }
        let pattern = parts.joined(separator: "/")
        return (try? RoutePattern(pattern)) == nil ? nil : pattern
    }

    private static func isHex(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.isASCIIHexDigit }

    private static func isHexRun(_ segment: String) -> Bool {
        segment.unicodeScalars.count >= 16 && segment.unicodeScalars.allSatisfy(isHex)
    }

    /// 8-4-4-4-12 hex digits.
    private static func isUUID(_ segment: String) -> Bool {
        let groups = segment.split(separator: "-", omittingEmptySubsequences: false)
        return groups.map(\.count) == [8, 4, 4, 4, 12] && groups.allSatisfy { $0.unicodeScalars.allSatisfy(isHex) }
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
