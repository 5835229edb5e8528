/// AOSP's simple glob walk, read into a ``PathGlob`` a route regex says exactly: the walk takes
/// every `x` an `x*` can and never gives one back, and it only looks at a pattern character
/// while input is left (so a trailing `x*` needs one `x`, and `x*.*` at the end needs some
/// character). Where that cannot be said, the reading is wider, and says why.
struct AndroidGlobReading {
    /// The glob to route by; nil when the pattern matches no path at all.
    let glob: PathGlob?
    /// Why the glob claims more than Android does; nil when it is exact.
    let widening: String?

    init(_ pattern: PathGlob) {
        var tokens = pattern.tokens
        var widening: String?
        let wider = "Android's x* takes every x it can and never gives one back, which a route pattern cannot say"
        var index = 0
        while index < tokens.count {
            defer { index += 1 }
            guard case .repeated(let character) = tokens[index] else { continue }
            guard index + 1 < tokens.count else {
                tokens[index] = .repeatedAtLeastOnce(character)
                continue
            }
            switch tokens[index + 1] {
            case .character(let next) where next == character:
                glob = nil
                self.widening = nil
                return
            case .character: continue
            case .anyRun:
                // `x*.*`, the end: any nonempty rest.
                tokens[index] = .anyCharacter
            default: widening = wider
            }
        }
        glob = PathGlob(tokens: tokens)
        self.widening = widening
    }
}
