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

    /// Reads `regex`; nil when it holds what no glob can stand for (anchors, too many branches).
    init?(_ regex: String) {
        var characters = Array(regex)[...]
        guard var result = Self.sequence(&characters), characters.isEmpty else { return nil }
        if result.alternatives.contains(where: { $0.foldsCase && $0.hasCasedLetters }) { result.isExact = false }
        self = result
    }

    private init(alternatives: [Alternative], isExact: Bool) {
        self.alternatives = alternatives
        self.isExact = isExact
    }

    private static let branchLimit = 16

    /// Alternatives separated by `|`, up to a `)` or the end.
    private static func sequence(_ characters: inout ArraySlice<Character>) -> RegexGlob? {
        var branches: [RegexGlob] = []
        var current = RegexGlob(alternatives: [Alternative()], isExact: true)
        while let next = characters.first, next != ")" {
            characters.removeFirst()
            if next == "|" {
                branches.append(current)
                current = RegexGlob(alternatives: [Alternative()], isExact: true)
                continue
            }
            // What follows an atom is read before it, so the atom knows its quantifier.
            var atomEnd = characters
            if next == "\\" {
                atomEnd = atomEnd.dropFirst()
                // `\p{Han}`, `\pL`: the name is the atom's.
                if let letter = characters.first, letter == "p" || letter == "P" {
                    atomEnd = Self.afterPropertyName(atomEnd)
                }
            }
            if next == "[", let close = Self.classEnd(atomEnd) { atomEnd = atomEnd[atomEnd.index(after: close)...] }
            let quantifier = next == "(" ? nil : atomEnd.first.flatMap { "*+?{".contains($0) ? $0 : nil }
            let quantified = quantifier != nil
            switch next {
            case "^", "$":
                return nil
            case "(":
                if characters.first == "?" { return nil }
                guard var group = sequence(&characters), characters.popFirst() == ")" else { return nil }
                if let groupQuantifier = characters.first, "*+?{".contains(groupQuantifier) {
                    Self.skipQuantifier(&characters)
                    group = RegexGlob(
                        alternatives: [Alternative(glob: "*", android: [.anyRun(stop: nil)])], isExact: false)
                    group.androidPiecesAreExact = false
                }
                guard current.append(group) else { return nil }
                continue
            case ".":
                // `.*` is Apple's `*`, `.+` its `?*`; other counts are widened.
                let exact = [nil, "*", "+"].contains(quantifier)
                current.append(
                    text: quantifier == "*" ? "*" : quantifier == "+" ? "?*" : quantified ? "*" : "?", exact: exact,
                    android: quantifier == nil
                        ? [.anyCharacter]
                        : quantifier == "+" ? [.anyCharacter, .anyRun(stop: nil)] : [.anyRun(stop: nil)],
                    androidExact: exact
                )
            case "[":
                guard let close = Self.classEnd(characters) else { return nil }
                let members = Array(characters[..<close])
                characters = characters[characters.index(after: close)...]
                let pair =
                    members.count == 2 && members[0].isLetter
                    && Character(members[0].lowercased()) == Character(members[1].lowercased())
                    && members[0] != members[1]
                if pair && !quantified {
                    // Android compares in one case only: any character is the nearest it can say.
                    current.append(
                        text: String(members[0].lowercased()), exact: true, foldsCase: true, android: [.anyCharacter],
                        androidExact: false)
                } else if members.count == 2, members[0] == "^", quantifier == "*" {
                    // `[^c]*`: Android's `.*` before a `c` is exactly this (it stops at the first `c`).
                    current.append(text: "*", exact: false, android: [.anyRun(stop: members[1])], androidExact: true)
                } else {
                    current.append(
                        text: quantified ? "*" : "?", exact: false,
                        android: [quantified ? .anyRun(stop: nil) : .anyCharacter], androidExact: false)
                }
            case "\\":
                guard let escaped = characters.popFirst() else { return nil }
                if "dDwWsSpPtnrf".contains(escaped) {
                    // A class escape (`\d`, `\p{Han}`, `\pL`) is one character of many, as `[…]`
                    // is; `\t` and the like are characters no URL path holds.
                    if escaped == "p" || escaped == "P" { characters = Self.afterPropertyName(characters) }
                    current.append(
                        text: quantified ? "*" : "?", exact: false,
                        android: [quantified ? .anyRun(stop: nil) : .anyCharacter], androidExact: false)
                } else {
                    current.append(literal: escaped, quantifier: quantifier)
                }
            default:
                current.append(literal: next, quantifier: quantifier)
            }
            if quantified { Self.skipQuantifier(&characters) }
        }
        branches.append(current)
        let alternatives = branches.flatMap(\.alternatives)
        guard alternatives.count <= branchLimit else { return nil }
        var result = RegexGlob(alternatives: alternatives, isExact: branches.allSatisfy(\.isExact))
        result.androidPiecesAreExact = branches.allSatisfy(\.androidPiecesAreExact)
        return result
    }

    /// What follows the name of a `\p` property: `{Name}` or one letter.
    private static func afterPropertyName(_ characters: ArraySlice<Character>) -> ArraySlice<Character> {
        if characters.first == "{", let close = characters.firstIndex(of: "}") {
            return characters[characters.index(after: close)...]
        }
        return characters.dropFirst()
    }

    /// Skips a quantifier, `{m,n}` whole, and the `?` that makes it lazy (matched in full, lazy
    /// and greedy take the same values).
    private static func skipQuantifier(_ characters: inout ArraySlice<Character>) {
        if let first = characters.popFirst(), first == "{", let close = characters.firstIndex(of: "}") {
            characters = characters[characters.index(after: close)...]
        }
        if characters.first == "?" { characters.removeFirst() }
    }

    /// Where the class that `characters` begins after its `[` ends: the first `]` not escaped.
    private static func classEnd(_ characters: ArraySlice<Character>) -> ArraySlice<Character>.Index? {
        var index = characters.startIndex
        while index < characters.endIndex {
            if characters[index] == "\\" {
                index = characters.index(index, offsetBy: 2, limitedBy: characters.endIndex) ?? characters.endIndex
                continue
            }
            if characters[index] == "]" { return index }
            index = characters.index(after: index)
        }
        return nil
    }

    private mutating func append(literal: Character, quantifier: Character?) {
        let quantified = quantifier != nil
        // Apple has no escape: a literal `*` or `?` can only be matched by a wildcard.
        let expressible = !quantified && literal != "*" && literal != "?"
        let text =
            literal == "/" ? "/" : expressible ? String(literal).encodedAsManifestSegment : quantified ? "*" : "?"
        // Android's glob has `x*`; other counts are widened.
        let android: [AndroidGlobPiece] =
            quantifier == "*" ? [.repeated(literal)] : quantified ? [.anyRun(stop: nil)] : [.character(literal)]
        append(text: text, exact: expressible, android: android, androidExact: !quantified || quantifier == "*")
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
