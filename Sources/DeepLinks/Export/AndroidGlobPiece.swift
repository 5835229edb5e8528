/// One piece of an Android `pathPattern` (AOSP `PatternMatcher`'s simple glob), as a route's
/// whole-path constraint is written for Android.
enum AndroidGlobPiece: Equatable {
    case character(Character)
    /// `.`: any one character.
    case anyCharacter
    /// `.*`: Android takes it up to the first occurrence of the character after it and never
    /// goes back, so it says "any run" exactly only at the end, and "any run without `stop`"
    /// exactly when `stop` follows it (the regex `[^c]*c`).
    case anyRun(stop: Character?)
    /// `x*`: any run of `x`.
    case repeated(Character)

    /// The pieces as `pathPattern` text: `.`, `*` and `\` escaped in literals.
    static func pattern(_ pieces: [AndroidGlobPiece]) -> String {
        pieces.map { piece in
            switch piece {
            case .character(let character): escaped(character)
            case .anyCharacter: "."
            case .anyRun: ".*"
            case .repeated(let character): escaped(character) + "*"
            }
        }.joined()
    }

    /// Whether Android matches with the pieces exactly what they were written from: each `.*`
    /// last, or followed by the character it stops at.
    static func isExact(_ pieces: [AndroidGlobPiece]) -> Bool {
        pieces.indices.allSatisfy { index in
            guard case .anyRun(let stop) = pieces[index] else { return true }
            guard index + 1 < pieces.count else { return stop == nil }
            return stop.map { pieces[index + 1] == .character($0) } ?? false
        }
    }

    private static func escaped(_ character: Character) -> String {
        character == "." || character == "*" || character == "\\" ? "\\\(character)" : String(character)
    }
}
