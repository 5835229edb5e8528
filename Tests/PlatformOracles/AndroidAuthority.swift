/// One `android:host` (with its `android:port`) of a filter: AOSP `IntentFilter.AuthorityEntry`.
public struct AndroidAuthority: Sendable, Equatable {
    /// As written, e.g. `*.example.com`.
    public let host: String
    /// As written; nil when the `<data>` has no `android:port` (any port then matches).
    public let port: String?
    /// The host or port is a resource reference or placeholder kept as text: never matches.
    public let isUnresolved: Bool

    public init(host: String, port: String?, isUnresolved: Bool = false) {
        self.host = host
        self.port = port
        self.isUnresolved = isUnresolved
    }

    /// AOSP `AuthorityEntry.match(Uri)`: `mWild` when the host starts with `*`, and then only the
    /// rest (`.example.com`) is compared with the same number of trailing characters of the URI
    /// host, so `*.example.com` matches `www.example.com` but not `example.com`. The comparison
    /// is `compareToIgnoreCase`, case-insensitive, although the documentation says host matching
    /// is case-sensitive. A port, when given, must equal `Uri.getPort()` (-1 when the URI has none).
    public func matches(_ uri: AndroidUri) -> Bool {
        guard !isUnresolved, let uriHost = uri.host else { return false }
        let pattern = Array(host.utf16)
        let wild = pattern.first == UInt16(UInt8(ascii: "*"))
        let expected = wild ? Array(pattern.dropFirst()) : pattern
        var actual = Array(uriHost.utf16)
        if wild {
            if actual.count < expected.count { return false }
            actual = Array(actual.suffix(expected.count))
        }
        guard Self.equalIgnoringCase(actual, expected) else { return false }
        guard let port else { return true }
        // AuthorityEntry parses the port with Integer.parseInt; a negative one means "any".
        guard let number = Int32(port) else { return false }
        return number < 0 || Int(number) == uri.port
    }

    /// Java `String.compareToIgnoreCase(...) == 0`: equal lengths, and per UTF-16 unit equal, or
    /// equal upper-cased, or equal lower-cased after upper-casing (simple one-to-one mappings).
    static func equalIgnoringCase(_ a: [UInt16], _ b: [UInt16]) -> Bool {
        guard a.count == b.count else { return false }
        for (x, y) in zip(a, b) where x != y {
            let ux = upper(x)
            let uy = upper(y)
            if ux != uy && lower(ux) != lower(uy) { return false }
        }
        return true
    }

    private static func map(_ unit: UInt16, _ transform: (Unicode.Scalar.Properties) -> String) -> UInt16 {
        guard let scalar = Unicode.Scalar(unit) else { return unit }  // a surrogate: unchanged
        let mapped = Array(transform(scalar.properties).utf16)
        return mapped.count == 1 ? mapped[0] : unit
    }

    private static func upper(_ unit: UInt16) -> UInt16 { map(unit) { $0.uppercaseMapping } }
    private static func lower(_ unit: UInt16) -> UInt16 { map(unit) { $0.lowercaseMapping } }
}
