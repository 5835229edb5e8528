/// One path attribute of an intent filter's `<data>`, matched as Android's `PatternMatcher` does.
package enum AndroidPathRule: Sendable, Equatable, CustomStringConvertible {
    /// `android:path`: the whole path, literally.
    case literal(String)
    /// `android:pathPrefix`: the path's start.
    case prefix(String)
    /// `android:pathPattern`: the simple glob — `.` any character, `x*` any run of `x`, `.*`
    /// any run up to the next character the pattern names (no backtracking), `\` escapes.
    case glob(String)
    /// `android:pathSuffix`: the path's end.
    case suffix(String)
    /// `android:pathAdvancedPattern` (classes, `+`, `{n,m}`), read here by its literal start:
    /// what comes before its first special character, then anything.
    case advancedGlob(String)

    /// The literal text an advanced pattern starts with (AOSP `PATTERN_ADVANCED_GLOB`).
    /// A character a `*` or `{n,m}` follows may be absent, so it is not part of the start.
    static func literalStart(ofAdvanced pattern: String) -> String {
        let start = pattern.prefix { !".[]{}*+\\".contains($0) }
        let next = pattern.dropFirst(start.count).first
        return String(next == "*" || next == "{" ? start.dropLast() : start)
    }

    /// Whether the rule matches `path` (decoded, as `Uri.getPath()` gives it).
    package func matches(_ path: String) -> Bool {
        switch self {
        case .literal(let text): path == text
        case .prefix(let text): path.hasPrefix(text)
        case .glob(let pattern): Self.globMatches(Array(pattern), Array(path))
        case .suffix(let text): path.hasSuffix(text)
        case .advancedGlob(let pattern): path.hasPrefix(Self.literalStart(ofAdvanced: pattern))
        }
    }

    /// The attribute as it would be written: `android:path="…"` and so on.
    package var description: String { "\(attributeName(for: "path"))=\"\(value)\"" }

    /// The attribute's name when the rule is about `part` (`path` or `ssp`): `android:pathPrefix`,
    /// `android:sspPattern` …
    package func attributeName(for part: String) -> String {
        let kind =
            switch self {
            case .literal: ""
            case .prefix: "Prefix"
            case .glob: "Pattern"
            case .suffix: "Suffix"
            case .advancedGlob: "AdvancedPattern"
            }
        return "android:\(part)\(kind)"
    }

    /// The attribute's value.
    package var value: String {
        switch self {
        case .literal(let text), .prefix(let text), .glob(let text), .suffix(let text), .advancedGlob(let text): text
        }
    }

    /// The glob walk, step for step as the platform does it, quirks included: `.*` consumes up
    /// to the first occurrence of the next pattern character and never reconsiders, and a pattern
    /// left over when the path is used up matches only if what is left is exactly `.*`.
    private static func globMatches(_ pattern: [Character], _ path: [Character]) -> Bool {
        guard !pattern.isEmpty else { return path.isEmpty }
        func at(_ index: Int) -> Character? { index < pattern.count ? pattern[index] : nil }
        var p = 0
        var s = 0
        var next = at(0)
        while p < pattern.count, s < path.count {
            var current = next
            p += 1
            next = at(p)
            let escaped = current == "\\"
            if escaped {
                current = next
                p += 1
                next = at(p)
            }
            if next == "*" {
                if !escaped && current == "." {
                    // `.*` at the very end takes everything that is left.
                    if p >= pattern.count - 1 { return true }
                    p += 1
                    next = at(p)
                    if next == "\\" {
                        p += 1
                        next = at(p)
                    }
                    while s < path.count, path[s] != next { s += 1 }
                    if s == path.count { return false }
                    p += 1
                    next = at(p)
                    s += 1
                } else {
                    while s < path.count, path[s] == current { s += 1 }
                    p += 1
                    next = at(p)
                }
            } else {
                if current != "." && path[s] != current { return false }
                s += 1
            }
        }
        if p >= pattern.count && s >= path.count { return true }
        return p == pattern.count - 2 && pattern[p] == "." && pattern[p + 1] == "*"
    }
}
