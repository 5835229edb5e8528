/// Parses URLs the way a person pastes them (docs/reference.md §1).
///
/// Characters that are not legal in a URL (spaces, CJK, `|` …) are taken literally, which is the
/// same as percent-encoding them first; escapes already present are decoded exactly once.
package struct URLParser: Sendable {
    /// The longest URL accepted, in bytes of UTF-8.
    package static let maximumLength = 8192

    /// Whether `+` in query values means a space (route table option `plusAsSpace`).
    package var plusAsSpace: Bool
    /// Whether path segments are looked up lowercased (route table option `caseInsensitive`).
    var lowercasesPath = false

    /// Creates a parser.
    package init(plusAsSpace: Bool = false) {
        self.plusAsSpace = plusAsSpace
    }

    /// Parses `text`, or throws ``RouteError`` with `invalidURL` or `urlTooLong`.
    package func parse(_ text: String) throws(RouteError) -> ParsedURL {
        var copy = text
        let result: Result<ParsedURL, RouteError> = copy.withUTF8 { bytes in
            do throws(RouteError) {
                return .success(try parse(bytes, original: text))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    private func parse(_ bytes: UnsafeBufferPointer<UInt8>, original: String) throws(RouteError) -> ParsedURL {
        let parts = try URLParts(bytes)
        var segments = SegmentBuffer()
        try segments.fill(bytes, parts: parts, lowercasingPath: lowercasesPath)
        let text = { (range: Range<Int>) in String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        }
        let (hostAsWritten, pathSegments) = segments.values.withView { values in
            let string = { String(decoding: values.segment($0), as: UTF8.self) }
            return (segments.hasHost ? string(0) : "", ((segments.hasHost ? 1 : 0)..<values.count).map(string))
        }
        let queryItems =
            try parts.query.map { (range) throws(RouteError) in
                try parseItems(UnsafeBufferPointer(rebasing: bytes[range]))
            } ?? []
        let fragment = parts.fragment.map(text)
        var fragmentItems: [QueryItem] = []
        if let range = parts.fragmentItems {
            fragmentItems = try parseItems(UnsafeBufferPointer(rebasing: bytes[range]))
        }
        return ParsedURL(
            original: original, scheme: text(0..<parts.schemeEnd).lowercased(), hostAsWritten: hostAsWritten,
            pathSegments: pathSegments, queryItems: queryItems, rawQuery: parts.query.map(text), fragment: fragment,
            fragmentItems: fragmentItems, segments: segments
        )
    }

    private func parseItems(_ text: UnsafeBufferPointer<UInt8>) throws(RouteError) -> [QueryItem] {
        var items: [QueryItem] = []
        var start = 0
        for index in 0...text.count where index == text.count || text[index] == UInt8(ascii: "&") {
            if index > start {
                let piece = UnsafeBufferPointer(rebasing: text[start..<index])
                if let equals = piece.firstIndex(of: UInt8(ascii: "=")) {
                    let name = try decode(UnsafeBufferPointer(rebasing: piece[..<equals]), part: "query")
                    let value = try decode(
                        UnsafeBufferPointer(rebasing: piece[(equals + 1)...]), part: "query", plus: true)
                    items.append(QueryItem(name: name, value: value))
                } else {
                    items.append(QueryItem(name: try decode(piece, part: "query"), value: ""))
                }
            }
            start = index + 1
        }
        return items
    }

    private func decode(_ bytes: UnsafeBufferPointer<UInt8>, part: String, plus: Bool = false) throws(RouteError)
        -> String
    {
        guard let text = PercentEncoding.decode(bytes, plusAsSpace: plus && plusAsSpace) else {
            throw RouteError(.invalidURL, "percent escapes in the \(part) do not decode to UTF-8")
        }
        return text
    }
}
