/// Percent-encoding and decoding on UTF-8 bytes, shared by URL parsing, redirects and reverse routing.
enum PercentEncoding {
    /// Which ASCII bytes may appear unencoded in some part of a URL.
    struct ByteSet: Sendable {
        private let allowed: [Bool]

        init(_ characters: String) {
            var allowed = [Bool](repeating: false, count: 128)
            for byte in "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~".utf8 {
                allowed[Int(byte)] = true
            }
            for byte in characters.utf8 { allowed[Int(byte)] = true }
            self.allowed = allowed
        }

        func contains(_ byte: UInt8) -> Bool { byte < 128 && allowed[Int(byte)] }

        /// RFC 3986 unreserved characters: what a parameter value keeps unencoded.
        static let unreserved = ByteSet("")
        /// Everything legal somewhere in a URL, plus `%` for escapes already present.
        static let urlLegal = ByteSet(":/?#[]@!$&'()*+,;=%")
        /// Legal inside a query or fragment; `#` is not, since it would end the query.
        static let queryLegal = ByteSet(":/?[]@!$&'()*+,;=%")
        /// A path segment's characters less `*`, which manifests read as a wildcard.
        static let manifestSegment = ByteSet("!$&'()+,;=:@")
    }

    /// Encodes every byte of `text` that `allowed` does not contain as `%XX`.
    static func encode(_ text: some StringProtocol, keeping allowed: ByteSet) -> String {
        let utf8 = text.utf8
        if utf8.allSatisfy(allowed.contains) { return String(text) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count * 3)
        for byte in utf8 {
            if allowed.contains(byte) {
                bytes.append(byte)
            } else {
                bytes.append(UInt8(ascii: "%"))
                bytes.append(hexDigits[Int(byte >> 4)])
                bytes.append(hexDigits[Int(byte & 0x0F)])
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Decodes `%XX` escapes (and `+` as a space when asked) in already-validated bytes.
    ///
    /// Returns `nil` when the decoded bytes are not valid UTF-8.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, plusAsSpace: Bool = false) -> String? {
        guard needsDecoding(bytes, plusAsSpace: plusAsSpace) else { return String(validating: bytes, as: UTF8.self) }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        decode(bytes, plusAsSpace: plusAsSpace) { output.append($0) }
        return String(validating: output, as: UTF8.self)
    }

    /// Whether decoding would change `bytes`: it has a `%`, or a `+` read as a space.
    static func needsDecoding(_ bytes: UnsafeBufferPointer<UInt8>, plusAsSpace: Bool) -> Bool {
        bytes.contains { $0 == UInt8(ascii: "%") || (plusAsSpace && $0 == UInt8(ascii: "+")) }
    }

    /// Hands each decoded byte of `bytes` to `write`: the one decoder, for strings and for the
    /// route table's segment buffers alike. A `%` not followed by two hex digits stays as written.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, plusAsSpace: Bool, write: (UInt8) -> Void) {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%"), index + 2 < bytes.count, let high = hexValue(bytes[index + 1]),
                let low = hexValue(bytes[index + 2])
            {
                write(high << 4 | low)
                index += 3
            } else {
                write(plusAsSpace && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
                index += 1
            }
        }
    }

    /// Decodes a whole string leniently (invalid escapes are kept as written).
    static func decode(_ text: String) -> String? {
        var text = text
        return text.withUTF8 { decode($0) }
    }

    /// The offset of the first malformed escape (`%` not followed by two hex digits), if any.
    static func firstMalformedEscape(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%") {
                guard index + 2 < bytes.count, hexValue(bytes[index + 1]) != nil, hexValue(bytes[index + 2]) != nil
                else { return index }
                index += 3
            } else {
                index += 1
            }
        }
        return nil
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    private static let hexDigits: [UInt8] = Array("0123456789ABCDEF".utf8)
}

extension StringProtocol {
    /// The text as one path segment of a manifest's pattern: percent-encoded except for the
    /// characters a segment may hold, with `*` (a wildcard there) and `%` encoded too.
    package var encodedAsManifestSegment: String { PercentEncoding.encode(self, keeping: .manifestSegment) }
}

extension String {
    /// The text with its `%XX` escapes decoded, or nil when an escape is malformed.
    package var percentDecoded: String? { PercentEncoding.decode(self) }
}

extension StringProtocol {
    /// A decoded path written back as a URL path: each segment encoded, `/` kept.
    package var encodedAsManifestPath: String {
        split(separator: "/", omittingEmptySubsequences: false).map(\.encodedAsManifestSegment).joined(separator: "/")
    }
}
