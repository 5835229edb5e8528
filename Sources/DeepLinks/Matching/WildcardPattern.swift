/// Apple's path patterns: `*` is any run of characters (`/` included), `?` any one character.
struct WildcardPattern {
    private let pattern: [Character]

    init(_ text: String) { pattern = Array(text) }

    /// Whether the pattern matches all of `text`: the usual two-pointer walk that goes back to
    /// the last `*` on a mismatch (quadratic at worst, on short paths).
    func matches(_ text: String) -> Bool {
        let text = Array(text)
        var (p, t) = (0, 0)
        var star: (pattern: Int, text: Int)?
        while t < text.count {
            if p < pattern.count, pattern[p] == "*" {
                star = (p, t)
                p += 1
            } else if p < pattern.count, pattern[p] == "?" || pattern[p] == text[t] {
                p += 1
                t += 1
            } else if let last = star {
                p = last.pattern + 1
                t = last.text + 1
                star = (last.pattern, last.text + 1)
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}
