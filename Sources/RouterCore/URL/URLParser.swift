/// Parses URLs the way a person pastes them (docs/reference.md §1).
///
/// Characters that are not legal in a URL (spaces, CJK, `|` …) are taken literally, which is the
/// same as percent-encoding them first; escapes already present are decoded exactly once.
public struct URLParser: Sendable {
    /// The longest URL accepted, in bytes of UTF-8.
    public static let maximumLength = 8192

    /// Whether `+` in query values means a space (route table option `plusAsSpace`).
    public var plusAsSpace: Bool

    /// Creates a parser.
    public init(plusAsSpace: Bool = false) {
        self.plusAsSpace = plusAsSpace
    }

    /// Parses `text`, or throws ``RouteError`` with `invalidURL` or `urlTooLong`.
    public func parse(_ text: String) throws(RouteError) -> ParsedURL {
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
        guard !bytes.isEmpty else { throw RouteError(.invalidURL, "the URL is empty") }
        guard bytes.count <= Self.maximumLength else {
            throw RouteError(.urlTooLong, "the URL is \(bytes.count) bytes long; the limit is \(Self.maximumLength)")
        }
        if let offset = bytes.firstIndex(where: { $0 < 0x20 || $0 == 0x7F }) {
            throw RouteError(.invalidURL, "control character 0x\(String(bytes[offset], radix: 16, uppercase: true)) at byte \(offset)")
        }
        if let offset = PercentEncoding.firstMalformedEscape(in: bytes) {
            throw RouteError(.invalidURL, "malformed percent escape at byte \(offset)")
        }

        var cursor = try schemeEnd(bytes)
        let scheme = String(decoding: UnsafeBufferPointer(rebasing: bytes[..<cursor]), as: UTF8.self).lowercased()
        cursor += 1

        var host = ""
        if cursor + 1 < bytes.count, bytes[cursor] == slash, bytes[cursor + 1] == slash {
            let authorityStart = cursor + 2
            let authorityEnd = firstIndex(in: bytes, from: authorityStart) { $0 == slash || $0 == question || $0 == hash }
            host = try decodeHost(UnsafeBufferPointer(rebasing: bytes[authorityStart..<authorityEnd]))
            cursor = authorityEnd
        }

        let pathEnd = firstIndex(in: bytes, from: cursor) { $0 == question || $0 == hash }
        let pathSegments = try splitPath(UnsafeBufferPointer(rebasing: bytes[cursor..<pathEnd]))
        cursor = pathEnd

        var rawQuery: String?
        var queryItems: [QueryItem] = []
        if cursor < bytes.count, bytes[cursor] == question {
            let queryEnd = firstIndex(in: bytes, from: cursor + 1) { $0 == hash }
            let query = UnsafeBufferPointer(rebasing: bytes[(cursor + 1)..<queryEnd])
            rawQuery = String(decoding: query, as: UTF8.self)
            queryItems = try parseItems(query)
            cursor = queryEnd
        }

        var fragment: String?
        var fragmentItems: [QueryItem] = []
        if cursor < bytes.count {
            let raw = UnsafeBufferPointer(rebasing: bytes[(cursor + 1)...])
            fragment = String(decoding: raw, as: UTF8.self)
            if raw.contains(UInt8(ascii: "=")) {
                fragmentItems = try parseItems(raw)
            }
        }

        return ParsedURL(
            original: original, scheme: scheme, hostAsWritten: host, pathSegments: pathSegments,
            queryItems: queryItems, rawQuery: rawQuery, fragment: fragment, fragmentItems: fragmentItems
        )
    }

    /// The offset of the `:` that ends a valid scheme.
    private func schemeEnd(_ bytes: UnsafeBufferPointer<UInt8>) throws(RouteError) -> Int {
        guard isLetter(bytes[0]) else {
            throw RouteError(.invalidURL, "the URL has no scheme (expected something like app://…)")
        }
        var index = 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: ":") { return index }
            guard isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
                || byte == UInt8(ascii: ".")
            else { break }
            index += 1
        }
        throw RouteError(.invalidURL, "the URL has no scheme (expected something like app://…)")
    }

    /// The host without user info or port, decoded.
    private func decodeHost(_ authority: UnsafeBufferPointer<UInt8>) throws(RouteError) -> String {
        var start = 0
        if let at = authority.lastIndex(of: UInt8(ascii: "@")) { start = at + 1 }
        var end = authority.count
        if let colon = authority.lastIndex(of: UInt8(ascii: ":")), colon >= start,
           authority[(colon + 1)...].allSatisfy(isDigit),
           !authority[colon...].contains(UInt8(ascii: "]")) {
            end = colon
        }
        return try decode(UnsafeBufferPointer(rebasing: authority[start..<end]), part: "host")
    }

    private func splitPath(_ path: UnsafeBufferPointer<UInt8>) throws(RouteError) -> [String] {
        var segments: [String] = []
        var start = 0
        for index in 0...path.count where index == path.count || path[index] == slash {
            if index > start {
                segments.append(try decode(UnsafeBufferPointer(rebasing: path[start..<index]), part: "path"))
            }
            start = index + 1
        }
        return segments
    }

    private func parseItems(_ text: UnsafeBufferPointer<UInt8>) throws(RouteError) -> [QueryItem] {
        var items: [QueryItem] = []
        var start = 0
        for index in 0...text.count where index == text.count || text[index] == UInt8(ascii: "&") {
            if index > start {
                let piece = UnsafeBufferPointer(rebasing: text[start..<index])
                if let equals = piece.firstIndex(of: UInt8(ascii: "=")) {
                    let name = try decode(UnsafeBufferPointer(rebasing: piece[..<equals]), part: "query")
                    let value = try decode(UnsafeBufferPointer(rebasing: piece[(equals + 1)...]), part: "query", plus: true)
                    items.append(QueryItem(name: name, value: value))
                } else {
                    items.append(QueryItem(name: try decode(piece, part: "query"), value: ""))
                }
            }
            start = index + 1
        }
        return items
    }

    private func decode(_ bytes: UnsafeBufferPointer<UInt8>, part: String, plus: Bool = false) throws(RouteError) -> String {
        guard let text = PercentEncoding.decode(bytes, plusAsSpace: plus && plusAsSpace) else {
            throw RouteError(.invalidURL, "percent escapes in the \(part) do not decode to UTF-8")
        }
        return text
    }

    private func firstIndex(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, where stop: (UInt8) -> Bool) -> Int {
        var index = start
        while index < bytes.count, !stop(bytes[index]) { index += 1 }
        return index
    }

    private let slash = UInt8(ascii: "/")
    private let question = UInt8(ascii: "?")
    private let hash = UInt8(ascii: "#")
}

private func isLetter(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
}

private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
}
