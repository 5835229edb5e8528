/// The regex a route's `:path(…)` constraint needs for a platform pattern's segments, matched
/// against the rest of the path as the table sees it: segments joined by `/`, none empty. A
/// segment that may stand for nothing (a `*`, Android's `.*/` and `x*`, and in a claim one
/// character, which may be a `/` next to another) leaves `//` where it stood, which the table
/// reads as `/`: so it is written as an alternative with its own slash.
struct SegmentRegex {
    /// How literal characters are written.
    let regex: PathRegex
    /// Whether one character next to a `/` may be a `/` the table drops (for a claim, which may
    /// route more; not for an exclusion, which must keep out no more than its pattern does).
    let toleratesSlashes: Bool
    /// Whether the pattern began with `*` (before any `/`), so its first segment may be empty
    /// as written, not only as a spelling.
    var startsWithRun = false

    /// The regex for `segments`, the path's rest after its leading `/`.
    func text(_ segments: ArraySlice<[PathGlob.Token]>) -> String {
        guard let first = segments.first else { return "" }
        let rest = segments.dropFirst()
        guard let run = mayBeEmpty(first, at: segments.count == 1 ? .last : .first) else {
            return always(first) + withSlashes(rest)
        }
        if rest.isEmpty { return run == "." ? "(.|)" : run }
        // The segment there with its slash, or not there.
        if let next = rest.first, mayBeEmpty(next, at: rest.count == 1 ? .last : .middle) == nil {
            return "(\(run)/|)" + text(rest)
        }
        return "(\(run)\(withSlashes(rest))|\(text(rest)))"
    }

    /// Where a segment is: its place decides whether an exclusion's `*` may stand for nothing.
    private enum Place { case first, middle, last }

    /// Each segment with the `/` before it.
    private func withSlashes(_ segments: ArraySlice<[PathGlob.Token]>) -> String {
        segments.enumerated().map { offset, segment in
            mayBeEmpty(segment, at: offset == segments.count - 1 ? .last : .middle).map { "(/\($0)|)" }
                ?? "/" + always(segment)
        }.joined()
    }

    /// What a segment that may stand for nothing stands for otherwise; nil for other segments.
    private func mayBeEmpty(_ segment: [PathGlob.Token], at place: Place) -> String? {
        // In an exclusion only a `*` that starts the pattern (taking the path's own leading `/`)
        // or ends it (as a rest wildcard does) stands for nothing: it keeps out no other spelling.
        guard toleratesSlashes else {
            let written = place == .last || (place == .first && startsWithRun)
            return segment == [.anyRun] && written ? ".*" : nil
        }
        // Every token may take nothing, or one character, which may be a `/`.
        let vanishes = segment.allSatisfy { token in
            switch token {
            case .anyRun, .runWithout("/"), .repeated: true
            case .anyCharacter: true
            default: false
            }
        }
        guard vanishes else { return nil }
        return segment == [.anyCharacter] ? "." : always(segment)
    }

    /// A segment that is always there.
    private func always(_ segment: [PathGlob.Token]) -> String {
        // A segment the table sees is never empty: an exclusion's lone run takes one character.
        if !toleratesSlashes, segment.count == 1, let token = segment.first {
            switch token {
            case .anyRun: return ".+"
            case .runWithout("/"): return "[^/]+"
            case .repeated(let character): return regex.character(character) + "+"
            default: break
            }
        }
        var result = ""
        var index = 0
        while index < segment.count {
            guard segment[index] == .anyCharacter else {
                result += text(of: segment[index])
                index += 1
                continue
            }
            let count = segment[index...].prefix { $0 == .anyCharacter }.count
            let touchesSlash = index == 0 || index + count == segment.count
            result += toleratesSlashes ? Self.characters(count, touchesSlash: touchesSlash) : Self.exactly(count)
            index += count
        }
        return result
    }

    /// `count` characters in a row, any of which may be a `/` the table drops where it meets
    /// another: next to the segment's `/`, any text up to `count` long; inside the segment,
    /// `count` characters, or fewer with a `/` among them.
    private static func characters(_ count: Int, touchesSlash: Bool) -> String {
        if touchesSlash { return count == 1 ? "(.|)" : ".{0,\(count)}" }
        guard count > 1 else { return "." }
        let shorter = (0...(count - 2)).map { before in
            exactly(before, of: "[^/]") + "/" + (count - 2 - before > 0 ? ".{0,\(count - 2 - before)}" : "")
        }
        return "(" + ([exactly(count)] + shorter).joined(separator: "|") + ")"
    }

    private static func exactly(_ count: Int, of what: String = ".") -> String {
        switch count {
        case 0: ""
        case 1: what
        default: what + "{\(count)}"
        }
    }

    private func text(of token: PathGlob.Token) -> String {
        switch token {
        case .character(let character): regex.character(character)
        case .anyCharacter: "."
        case .anyRun: ".*"
        case .repeated(let character): regex.character(character) + "*"
        case .repeatedAtLeastOnce(let character): regex.character(character) + "+"
        case .runWithout(let character):
            "[^" + ("\\^-]".contains(character) ? "\\" : "") + String(character) + "]*"
        }
    }
}
