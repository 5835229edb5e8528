/// Where the parts of a URL sit in its UTF-8 bytes, found in one pass with nothing decoded or
/// allocated, after the checks every URL must pass (docs/reference.md §1).
struct URLParts {
    /// The scheme: `bytes[..<schemeEnd]`.
    let schemeEnd: Int
    /// The host without user info or port, still encoded; empty when the URL has none.
    let host: Range<Int>
    /// The path, still encoded.
    let path: Range<Int>
    /// The query after `?`, or nil without a `?`.
    let query: Range<Int>?
    /// The fragment after `#`, or nil without a `#`.
    let fragment: Range<Int>?
    /// The fragment when it holds parameters (it has a `=`, OAuth-style): read like a query.
    let fragmentItems: Range<Int>?
    /// Whether the URL has a `%` anywhere (when not, nothing needs decoding).
    let hasEscapes: Bool
    /// Whether every byte is ASCII.
    let isASCII: Bool

    /// Finds the parts of `bytes`, or throws `invalidURL` or `urlTooLong`.
    init(_ bytes: UnsafeBufferPointer<UInt8>) throws(RouteError) {
        guard !bytes.isEmpty else { throw RouteError(.invalidURL, "the URL is empty") }
        guard bytes.count <= URLParser.maximumLength else {
            throw RouteError(
                .urlTooLong, "the URL is \(bytes.count) bytes long; the limit is \(URLParser.maximumLength)")
        }
        let (outsidePrintableASCII, hasEscapes) = Self.summary(of: bytes)
        if outsidePrintableASCII, let offset = bytes.firstIndex(where: { $0 < 0x20 || $0 == 0x7F }) {
            throw RouteError(
                .invalidURL,
                "control character 0x\(String(bytes[offset], radix: 16, uppercase: true)) at byte \(offset)")
        }
        isASCII = !outsidePrintableASCII || bytes.allSatisfy { $0 < 0x80 }
        if hasEscapes, let offset = PercentEncoding.firstMalformedEscape(in: bytes) {
            throw RouteError(.invalidURL, "malformed percent escape at byte \(offset)")
        }
        self.hasEscapes = hasEscapes
        schemeEnd = try Self.schemeEnd(bytes)
        var cursor = schemeEnd + 1
        if cursor + 1 < bytes.count, bytes[cursor] == Self.slash, bytes[cursor + 1] == Self.slash {
            let authorityStart = cursor + 2
            cursor = Self.firstIndex(in: bytes, from: authorityStart) {
                $0 == Self.slash || $0 == Self.question || $0 == Self.hash
            }
            host = Self.host(in: bytes, authority: authorityStart..<cursor)
        } else {
            host = cursor..<cursor
        }
        let pathEnd = Self.firstIndex(in: bytes, from: cursor) { $0 == Self.question || $0 == Self.hash }
        path = cursor..<pathEnd
        cursor = pathEnd
        if cursor < bytes.count, bytes[cursor] == Self.question {
            let queryEnd = Self.firstIndex(in: bytes, from: cursor + 1) { $0 == Self.hash }
            query = (cursor + 1)..<queryEnd
            cursor = queryEnd
        } else {
            query = nil
        }
        fragment = cursor < bytes.count ? (cursor + 1)..<bytes.count : nil
        fragmentItems = fragment.flatMap { bytes[$0].contains(UInt8(ascii: "=")) ? $0 : nil }
    }

    /// Whether any byte is outside printable ASCII (0x20–0x7E) and whether there is a `%`, eight
    /// bytes at a time (``ByteWord``); the precise checks run only when this says something is
    /// there to find.
    private static func summary(of bytes: UnsafeBufferPointer<UInt8>) -> (outsidePrintableASCII: Bool, hasPercent: Bool)
    {
        var outside: UInt64 = 0
        var percent: UInt64 = 0
        let raw = UnsafeRawBufferPointer(bytes)
        var offset = 0
        while offset + 8 <= raw.count {
            let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            outside |=
                ByteWord.bytes(of: word, below: 0x20) | ByteWord.bytes(of: word, equalTo: 0x7F)
                | ByteWord.nonASCIIBytes(of: word)
            percent |= ByteWord.bytes(of: word, equalTo: UInt8(ascii: "%"))
            offset += 8
        }
        var outsideTail = false
        var percentTail = false
        while offset < raw.count {
            let byte = raw[offset]
            outsideTail = outsideTail || byte < 0x20 || byte >= 0x7F
            percentTail = percentTail || byte == UInt8(ascii: "%")
            offset += 1
        }
        return (outside != 0 || outsideTail, percent != 0 || percentTail)
    }

    /// The offset of the `:` that ends a valid scheme.
    private static func schemeEnd(_ bytes: UnsafeBufferPointer<UInt8>) throws(RouteError) -> Int {
        guard isLetter(bytes[0]) else {
            throw RouteError(.invalidURL, "the URL has no scheme (expected something like app://…)")
        }
        var index = 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: ":") { return index }
            guard
                isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
                    || byte == UInt8(ascii: ".")
            else { break }
            index += 1
        }
        throw RouteError(.invalidURL, "the URL has no scheme (expected something like app://…)")
    }

    /// The host within `authority`, without user info or port.
    private static func host(in bytes: UnsafeBufferPointer<UInt8>, authority: Range<Int>) -> Range<Int> {
        var start = authority.lowerBound
        if let at = bytes[authority].lastIndex(of: UInt8(ascii: "@")) { start = at + 1 }
        var end = authority.upperBound
        if let colon = bytes[start..<end].lastIndex(of: UInt8(ascii: ":")),
            bytes[(colon + 1)..<end].allSatisfy(isDigit),
            !bytes[colon..<end].contains(UInt8(ascii: "]"))
        {
            end = colon
        }
        return start..<end
    }

    private static func firstIndex(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, where stop: (UInt8) -> Bool)
        -> Int
    {
        var index = start
        while index < bytes.count, !stop(bytes[index]) { index += 1 }
        return index
    }

    private static let slash = UInt8(ascii: "/")
    private static let question = UInt8(ascii: "?")
    private static let hash = UInt8(ascii: "#")
}

private func isLetter(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
}

private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
}
