/// `android.net.Uri.parse(String)` (the `StringUri` implementation): the parts `IntentFilter`
/// reads, computed on UTF-16 code units as the Java code indexes its string.
public struct AndroidUri: Sendable, Equatable {
    /// `getScheme()`: the text before the first `:`, as written (case kept); nil without `:`.
    public let scheme: String?
    /// `getSchemeSpecificPart()`: decoded, between the `:` and the first `#`.
    public let schemeSpecificPart: String
    /// `getEncodedAuthority()`: after `//`, up to the first `/`, `\`, `?` or `#`.
    public let encodedAuthority: String?
    /// `getHost()`: the decoded authority without user info (to the last `@`) and port.
    public let host: String?
    /// `getPort()`: -1 when absent or not a number.
    public let port: Int
    /// `getPath()`: decoded; nil for an opaque URI (`mailto:x`) or a scheme with nothing after it.
    public let path: String?

    private static func u(_ c: Character) -> UInt16 { UInt16(c.asciiValue!) }

    public init(_ uriString: String) {
        let s = Array(uriString.utf16)
        func text(_ range: Range<Int>) -> String { String(decoding: s[range], as: UTF16.self) }
        let ssi = s.firstIndex(of: Self.u(":")) ?? -1
        scheme = ssi >= 0 ? text(0..<ssi) : nil
        let fsi = s[max(ssi, 0)...].firstIndex(of: Self.u("#")) ?? -1
        schemeSpecificPart = Self.decode(text((ssi + 1)..<(fsi >= 0 ? fsi : s.count)))

        // parseAuthority: only when "//" follows the scheme separator.
        var authority: String?
        if s.count > ssi + 2 && s[ssi + 1] == Self.u("/") && s[ssi + 2] == Self.u("/") {
            var end = ssi + 3
            while end < s.count, ![Self.u("/"), Self.u("\\"), Self.u("?"), Self.u("#")].contains(s[end]) { end += 1 }
            authority = text((ssi + 3)..<end)
        }
        encodedAuthority = authority

        // parseHost / parsePort (AbstractHierarchicalUri).
        if let authority {
            let a = Array(authority.utf16)
            let userInfoEnd = a.lastIndex(of: Self.u("@")) ?? -1
            let portSeparator = Self.findPortSeparator(a)
            let hostEnd = portSeparator ?? a.count
            host = Self.decode(String(decoding: a[(userInfoEnd + 1)..<max(hostEnd, userInfoEnd + 1)], as: UTF16.self))
            if let portSeparator {
                // Integer.parseInt of the decoded text; a NumberFormatException gives -1.
                port =
                    Int32(Self.decode(String(decoding: a[(portSeparator + 1)...], as: UTF16.self))).map(Int.init) ?? -1
            } else {
                port = -1
            }
        } else {
            host = nil
            port = -1
        }

        // parsePath: null for an opaque URI; after an authority, from the first `/` or `\`.
        if ssi >= 0 && (ssi + 1 == s.count || s[ssi + 1] != Self.u("/")) {
            path = nil
        } else {
            var pathStart: Int
            var empty = false
            if s.count > ssi + 2 && s[ssi + 1] == Self.u("/") && s[ssi + 2] == Self.u("/") {
                pathStart = ssi + 3
                while pathStart < s.count {
                    let c = s[pathStart]
                    if c == Self.u("?") || c == Self.u("#") {
                        empty = true
                        break
                    }
                    if c == Self.u("/") || c == Self.u("\\") { break }
                    pathStart += 1
                }
            } else {
                pathStart = ssi + 1
            }
            if empty {
                path = ""
            } else {
                var pathEnd = pathStart
                while pathEnd < s.count && s[pathEnd] != Self.u("?") && s[pathEnd] != Self.u("#") { pathEnd += 1 }
                path = Self.decode(text(pathStart..<pathEnd))
            }
        }
    }

    /// Scans back from the end: a `:` before any non-digit is the port separator.
    private static func findPortSeparator(_ a: [UInt16]) -> Int? {
        var i = a.count - 1
        while i >= 0 {
            if a[i] == u(":") { return i }
            if a[i] < u("0") || a[i] > u("9") { return nil }
            i -= 1
        }
        return nil
    }

    /// `Uri.decode`: `%XX` escapes decoded as UTF-8, malformed bytes replaced by U+FFFD, `+`
    /// kept. A `%` not followed by two hex digits becomes U+FFFD (libcore `UriCodec`, lenient).
    static func decode(_ text: String) -> String {
        let units = Array(text.utf8)
        var bytes: [UInt8] = []
        var out = ""
        func flush() {
            if !bytes.isEmpty {
                out += String(decoding: bytes, as: UTF8.self)
                bytes.removeAll()
            }
        }
        func hex(_ b: UInt8) -> UInt8? {
            switch b {
            case 48...57: return b - 48
            case 65...70: return b - 55
            case 97...102: return b - 87
            default: return nil
            }
        }
        var i = 0
        var plain: [UInt8] = []
        while i < units.count {
            if units[i] == UInt8(ascii: "%") {
                if !plain.isEmpty {
                    out += String(decoding: plain, as: UTF8.self)
                    plain.removeAll()
                }
                i += 1
                var value: UInt8 = 0
                var digits = 0
                while digits < 2 {
                    // Input ends inside the escape: U+FFFD and stop, as UriCodec returns there.
                    guard i < units.count else {
                        flush()
                        return out + "\u{FFFD}"
                    }
                    let digit = hex(units[i])
                    i += 1  // the offending character is consumed too
                    guard let digit else {
                        flush()
                        out += "\u{FFFD}"
                        break
                    }
                    value = value << 4 | digit
                    digits += 1
                }
                if digits == 2 { bytes.append(value) }
            } else {
                flush()
                plain.append(units[i])
                i += 1
            }
        }
        flush()
        if !plain.isEmpty { out += String(decoding: plain, as: UTF8.self) }
        return out
    }
}
