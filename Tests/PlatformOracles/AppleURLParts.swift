/// A URL as a person writes it, `scheme://host/path?query#fragment`, split the RFC 3986 way:
/// the path runs to the first `?` or `#`, the query to the first `#`.
struct AppleURLParts: Sendable, Equatable {
    let scheme: String
    let host: String
    /// As written (possibly with raw non-ASCII text or `%XX` escapes); "" when absent.
    let path: String
    let query: String?
    let fragment: String?

    init?(_ url: String) {
        guard let schemeEnd = url.range(of: "://") else { return nil }
        scheme = String(url[..<schemeEnd.lowerBound])
        guard !scheme.isEmpty, !scheme.contains("/") else { return nil }
        var rest = url[schemeEnd.upperBound...]
        if let hash = rest.firstIndex(of: "#") {
            fragment = String(rest[rest.index(after: hash)...])
            rest = rest[..<hash]
        } else {
            fragment = nil
        }
        if let mark = rest.firstIndex(of: "?") {
            query = String(rest[rest.index(after: mark)...])
            rest = rest[..<mark]
        } else {
            query = nil
        }
        if let slash = rest.firstIndex(of: "/") {
            host = String(rest[..<slash])
            path = String(rest[slash...])
        } else {
            host = String(rest)
            path = ""
        }
    }
}

/// Percent-encoding as the `percentEncoded` key needs it.
enum ApplePercent {
    private static let unreserved = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~".utf8)
    private static let subDelimsEtc = Set("!$&'()*+,;=:@/%".utf8)

    /// The text as a URL carries it: characters a URL cannot hold raw (spaces, non-ASCII…) are
    /// percent-encoded as UTF-8 with upper-case hex, existing `%XX` escapes are kept as written.
    static func encoded(_ text: String, allowQuestionMark: Bool) -> String {
        var out = ""
        for byte in text.utf8 {
            if unreserved.contains(byte) || subDelimsEtc.contains(byte)
                || (allowQuestionMark && byte == UInt8(ascii: "?"))
            {
                out.unicodeScalars.append(UnicodeScalar(byte))
            } else {
                out += "%" + hex(byte >> 4) + hex(byte & 0xF)
            }
        }
        return out
    }

    private static func hex(_ nibble: UInt8) -> String {
        String(UnicodeScalar(nibble < 10 ? nibble + 48 : nibble + 55))
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 48...57: return byte - 48
        case 65...70: return byte - 55
        case 97...102: return byte - 87
        default: return nil
        }
    }

    /// `%XX` escapes decoded as UTF-8 (invalid sequences become U+FFFD); a `%` that does not
    /// start an escape is kept as written; `+` stays `+` (URLComponents does not read it as space).
    static func decoded(_ text: String) -> String {
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        var i = 0
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "%"), i + 2 < bytes.count,
                let high = hexValue(bytes[i + 1]), let low = hexValue(bytes[i + 2])
            {
                out.append(high << 4 | low)
                i += 3
            } else {
                out.append(bytes[i])
                i += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
