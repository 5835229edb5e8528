/// `android.os.PatternMatcher`, compared on UTF-16 code units as Java compares `char`s.
public struct AndroidPatternMatcher: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// `PATTERN_LITERAL` (`android:path`, `android:ssp`): the whole string, exactly.
        case literal
        /// `PATTERN_PREFIX` (`pathPrefix`, `sspPrefix`): `startsWith`.
        case prefix
        /// `PATTERN_SIMPLE_GLOB` (`pathPattern`, `sspPattern`): `x*`, `.`, `.*`, `\` escapes.
        case simpleGlob
        /// `PATTERN_ADVANCED_GLOB` (`pathAdvancedPattern`, `sspAdvancedPattern`).
        case advancedGlob
        /// `PATTERN_SUFFIX` (`pathSuffix`, `sspSuffix`): `endsWith`.
        case suffix
    }

    public let pattern: String
    public let kind: Kind
    /// A resource reference or build placeholder kept as its text: it never matches.
    public let isUnresolved: Bool
    let units: [UInt16]
    let parsed: [Int]

    /// Throws, as `PatternMatcher`'s constructor does, on an advanced pattern it cannot parse.
    public init(_ pattern: String, kind: Kind) throws {
        self.pattern = pattern
        self.kind = kind
        isUnresolved = false
        units = Array(pattern.utf16)
        parsed = kind == .advancedGlob ? try AndroidAdvancedGlob.parse(Array(pattern.utf16)) : []
    }

    init(unresolved pattern: String, kind: Kind) {
        self.pattern = pattern
        self.kind = kind
        isUnresolved = true
        units = Array(pattern.utf16)
        parsed = []
    }

    /// `PatternMatcher.match(String)`: false for nil (`matchPattern` returns false on null).
    public func matches(_ text: String?) -> Bool {
        guard let text, !isUnresolved else { return false }
        let match = Array(text.utf16)
        switch kind {
        case .literal: return match == units
        case .prefix: return match.starts(with: units)
        case .suffix: return match.count >= units.count && Array(match.suffix(units.count)) == units
        case .simpleGlob: return Self.matchSimpleGlob(units, match)
        case .advancedGlob: return AndroidAdvancedGlob.match(parsed, match)
        }
    }

    private static let dot = UInt16(UInt8(ascii: ".")), star = UInt16(UInt8(ascii: "*"))
    private static let backslash = UInt16(UInt8(ascii: "\\"))

    /// AOSP `PatternMatcher.matchGlobPattern`, walked the same way. Its quirks, kept on purpose:
    /// - `.*` consumes up to the first occurrence of the next pattern character and never
    ///   backtracks: `.*foo` does not match `/xfoo/foo`;
    /// - `c*` consumes every following `c` greedily: `a*a` never matches;
    /// - an escaped `\.` (not followed by `*`) still matches any character, because the walk
    ///   tests `c != '.'` after unescaping;
    /// - when the input runs out, only a trailing `.*` is forgiven: `ab*` does not match `a`.
    static func matchSimpleGlob(_ p: [UInt16], _ m: [UInt16]) -> Bool {
        let np = p.count
        if np <= 0 { return m.count <= 0 }
        let nm = m.count
        var ip = 0
        var im = 0
        var next = p[0]
        while ip < np && im < nm {
            var c = next
            ip += 1
            next = ip < np ? p[ip] : 0
            let escaped = c == backslash
            if escaped {
                c = next
                ip += 1
                next = ip < np ? p[ip] : 0
            }
            if next == star {
                if !escaped && c == dot {
                    // At the end with `.*`: everything left matches.
                    if ip >= np - 1 { return true }
                    ip += 1
                    next = p[ip]
                    if next == backslash {
                        ip += 1
                        next = ip < np ? p[ip] : 0
                    }
                    // Consume everything up to the next pattern character (no backtracking).
                    repeat {
                        if m[im] == next { break }
                        im += 1
                    } while im < nm
                    if im == nm { return false }
                    ip += 1
                    next = ip < np ? p[ip] : 0
                    im += 1
                } else {
                    // Consume only characters equal to the one before `*`.
                    repeat {
                        if m[im] != c { break }
                        im += 1
                    } while im < nm
                    ip += 1
                    next = ip < np ? p[ip] : 0
                }
            } else {
                if c != dot && m[im] != c { return false }
                im += 1
            }
        }
        if ip >= np && im >= nm { return true }
        // The input ran out: a `.*` left at the very end of the pattern still matches.
        if ip == np - 2 && p[ip] == dot && p[ip + 1] == star { return true }
        return false
    }
}
