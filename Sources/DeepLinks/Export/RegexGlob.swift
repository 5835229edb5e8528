import RouterCore

/// A route's whole-path constraint read back as Apple path patterns: the regexes `routes import`
/// writes (`.*`, `.`, `(.*/|)`, `(/.*|)`, `[Aa]`, escaped literals) come back exactly, as one
/// pattern per alternative; anything else Apple cannot say (a class, `\d`, `\p{Han}`, a repeated
/// character, a quantifier) is widened to `*` or `?` and the result marked inexact.
struct RegexGlob {
    /// One pattern: text in Apple's glob language (literals percent-encoded), and whether its
    /// letters were written as `[Aa]` classes (the component then ignores case).
    struct Alternative: Equatable {
        var glob = ""
        var foldsCase = false
        /// Whether letters outside `[Aa]` classes are written too, which must then match in
        /// their case: one component cannot say both.
        var hasCasedLetters = false
        /// The same branch in Android's simple glob (``AndroidGlobPiece``).
        var android: [AndroidGlobPiece] = []
    }

    /// The patterns whose union is the regex's language (or a superset when not ``isExact``).
    private(set) var alternatives: [Alternative] = [Alternative()]
    /// Whether the patterns match exactly what the regex does.
    private(set) var isExact = true
    /// Whether the Android pieces are no wider than the regex, before the `.*` quirk is weighed
    /// (``Alternative/androidIsExact``).
    private(set) var androidPiecesAreExact = true

    /// Reads `regex` as the router reads a constraint (RouterCore's `RegexParser`, the one reader
    /// of regex text); nil when the router would refuse it or it has too many branches.
    init?(_ regex: String) {
        guard let node = try? RegexParser.parse(regex), var result = Self.glob(node) else { return nil }
        if result.alternatives.contains(where: { $0.foldsCase && $0.hasCasedLetters }) { result.isExact = false }
        self = result
    }

    private init(alternatives: [Alternative], isExact: Bool) {
        self.alternatives = alternatives
        self.isExact = isExact
    }

    private static let branchLimit = 16

    /// How often an atom repeats, as the glob languages can say it.
    private enum Count: Equatable {
        case once, anyNumber, atLeastOnce, other

        init(min: Int, max: Int?) {
            self =
                (min, max) == (1, 1)
                ? .once : max != nil ? .other : min == 0 ? .anyNumber : min == 1 ? .atLeastOnce : .other
        }
    }

    /// The patterns of `node`: its branches' when it is an alternation, else one sequence's.
    private static func glob(_ node: RegexNode) -> RegexGlob? {
        guard case .alternation(let branches) = node else {
            var sequence = RegexGlob(alternatives: [Alternative()], isExact: true)
            return sequence.append(node) ? sequence : nil
        }
        var globs: [RegexGlob] = []
        for branch in branches {
            guard let glob = glob(branch) else { return nil }
            globs.append(glob)
        }
        let alternatives = globs.flatMap(\.alternatives)
        guard alternatives.count <= branchLimit else { return nil }
        var result = RegexGlob(alternatives: alternatives, isExact: globs.allSatisfy(\.isExact))
        result.androidPiecesAreExact = globs.allSatisfy(\.androidPiecesAreExact)
        return result
    }

    /// Appends `node` to every alternative; false when that makes too many.
    private mutating func append(_ node: RegexNode) -> Bool {
        switch node {
        case .empty:
            return true
        case .sequence(let items):
            return items.allSatisfy { append($0) }
        case .alternation:
            guard let group = Self.glob(node) else { return false }
            return append(group)
        case .scalars(let set):
            append(set, count: .once)
            return true
        case .repetition(.scalars(let set), let min, let max):
            append(set, count: Count(min: min, max: max))
            return true
        case .repetition:
            // A repeated group: only a wildcard can stand for it.
            append(text: "*", exact: false, android: [.anyRun(stop: nil)], androidExact: false)
            return true
        }
    }

    /// Appends one position of the regex, `count` times.
    private mutating func append(_ set: ScalarSet, count: Count) {
        let members = set.ranges.lazy.map(\.count).reduce(0, +)
        let scalars = Array(set.ranges.lazy.flatMap { $0 }.prefix(2).compactMap(Unicode.Scalar.init))
        if set == .anyButLineTerminator {
            // `.*` is Apple's `*`, `.+` its `?*`; other counts are widened.
            switch count {
            case .once: append(text: "?", exact: true, android: [.anyCharacter], androidExact: true)
            case .anyNumber: append(text: "*", exact: true, android: [.anyRun(stop: nil)], androidExact: true)
            case .atLeastOnce:
                append(text: "?*", exact: true, android: [.anyCharacter, .anyRun(stop: nil)], androidExact: true)
            case .other: append(text: "*", exact: false, android: [.anyRun(stop: nil)], androidExact: false)
            }
        } else if members == 1, let scalar = scalars.first, scalar.value >= 0x20 {
            append(literal: Character(scalar), count: count)
        } else if members == 2, count == .once, scalars.count == 2, scalars.allSatisfy(\.properties.isAlphabetic),
            scalars[0] != scalars[1], String(scalars[0]).lowercased() == String(scalars[1]).lowercased()
        {
            // `[Aa]`. Android compares in one case only: any character is the nearest it can say.
            append(
                text: String(scalars[0]).lowercased(), exact: true, foldsCase: true, android: [.anyCharacter],
                androidExact: false)
        } else if count == .anyNumber, set.inverted.ranges.count == 1, set.inverted.ranges[0].count == 1,
            let excluded = Unicode.Scalar(set.inverted.ranges[0].lowerBound)
        {
            // `[^c]*`: Android's `.*` before a `c` is exactly this (it stops at the first `c`).
            append(text: "*", exact: false, android: [.anyRun(stop: Character(excluded))], androidExact: true)
        } else {
            // A class (`[a-z]`, `\d`, `\p{Han}`) is one character of many; a control character
            // is one no URL path holds.
            let repeated = count != .once
            append(
                text: repeated ? "*" : "?", exact: false, android: [repeated ? .anyRun(stop: nil) : .anyCharacter],
                androidExact: false)
        }
    }

    private mutating func append(literal: Character, count: Count) {
        let repeated = count != .once
        // Apple has no escape: a literal `*` or `?` can only be matched by a wildcard.
        let expressible = !repeated && literal != "*" && literal != "?"
        // A repeated `/` is a wildcard too: one `/` would claim fewer links than the regex.
        let text =
            literal == "/" && !repeated
            ? "/" : expressible ? String(literal).encodedAsManifestSegment : repeated ? "*" : "?"
        // Android's glob has `x*`; other counts are widened.
        let android: [AndroidGlobPiece] =
            count == .anyNumber ? [.repeated(literal)] : repeated ? [.anyRun(stop: nil)] : [.character(literal)]
        append(text: text, exact: expressible, android: android, androidExact: !repeated || count == .anyNumber)
    }

    private mutating func append(
        text: String, exact: Bool, foldsCase: Bool = false, android: [AndroidGlobPiece], androidExact: Bool
    ) {
        let cased = !foldsCase && text.contains { $0.isLetter && $0.isCased }
        androidPiecesAreExact = androidPiecesAreExact && androidExact
        for index in alternatives.indices {
            alternatives[index].glob += text
            alternatives[index].android += android
            alternatives[index].foldsCase = alternatives[index].foldsCase || foldsCase
            alternatives[index].hasCasedLetters = alternatives[index].hasCasedLetters || cased
        }
        isExact = isExact && exact
    }

    /// Every alternative followed by every one of `group`'s; false when that makes too many.
    private mutating func append(_ group: RegexGlob) -> Bool {
        guard alternatives.count * group.alternatives.count <= Self.branchLimit else { return false }
        alternatives = alternatives.flatMap { left in
            group.alternatives.map {
                Alternative(
                    glob: left.glob + $0.glob, foldsCase: left.foldsCase || $0.foldsCase,
                    hasCasedLetters: left.hasCasedLetters || $0.hasCasedLetters,
                    android: left.android + $0.android
                )
            }
        }
        isExact = isExact && group.isExact
        androidPiecesAreExact = androidPiecesAreExact && group.androidPiecesAreExact
        return true
    }
}
