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

extension WildcardPattern {
    /// Whether some text matches both patterns: a walk over pairs of positions, where a `*` on
    /// either side may take nothing or one more of the other side's items (linear in the product
    /// of the lengths, each pair visited once).
    func intersects(_ other: WildcardPattern) -> Bool {
        let (left, right) = (pattern, other.pattern)
        // Most pairs of a manifest part at their literal start: no walk needed.
        for (a, b) in zip(left, right) {
            if a == "*" || b == "*" { break }
            if a != "?" && b != "?" && a != b { return false }
        }
        var seen = [Bool](repeating: false, count: (left.count + 1) * (right.count + 1))
        var pending = [(0, 0)]
        while let (l, r) = pending.popLast() {
            let position = l * (right.count + 1) + r
            guard !seen[position] else { continue }
            seen[position] = true
            if l == left.count && r == right.count { return true }
            if l < left.count, left[l] == "*" {
                pending.append((l + 1, r))
                if r < right.count { pending.append((l, r + 1)) }
            }
            if r < right.count, right[r] == "*" {
                pending.append((l, r + 1))
                if l < left.count { pending.append((l + 1, r)) }
            }
            if l < left.count, r < right.count, left[l] != "*", right[r] != "*",
                left[l] == "?" || right[r] == "?" || left[l] == right[r]
            {
                pending.append((l + 1, r + 1))
            }
        }
        return false
    }

    /// A text both patterns match, when there is one: the walk of ``intersects(_:)`` with the
    /// way back kept (a `*` against a character takes that character, `?` against `?` an `x`).
    func commonText(with other: WildcardPattern) -> String? {
        let (left, right) = (pattern, other.pattern)
        let width = right.count + 1
        var from = [Int?](repeating: nil, count: (left.count + 1) * width)
        var added = [Character?](repeating: nil, count: from.count)
        from[0] = 0
        var pending = [0]
        while !pending.isEmpty {
            let position = pending.removeFirst()
            let (l, r) = (position / width, position % width)
            if l == left.count && r == right.count {
                var text: [Character] = []
                var at = position
                while at != 0, let back = from[at] {
                    if let character = added[at] { text.append(character) }
                    at = back
                }
                return String(text.reversed())
            }
            func step(_ next: (Int, Int), _ character: Character?) {
                let index = next.0 * width + next.1
                guard from[index] == nil, index != 0 else { return }
                from[index] = position
                added[index] = character
                pending.append(index)
            }
            let a: Character? = l < left.count ? left[l] : nil
            let b: Character? = r < right.count ? right[r] : nil
            if a == "*" { step((l + 1, r), nil) }
            if b == "*" { step((l, r + 1), nil) }
            if a == "*", let b, b != "*" { step((l, r + 1), b == "?" ? "x" : b) }
            if b == "*", let a, a != "*" { step((l + 1, r), a == "?" ? "x" : a) }
            if let a, let b, a != "*", b != "*", a == "?" || b == "?" || a == b {
                step((l + 1, r + 1), a == "?" ? (b == "?" ? "x" : b) : a)
            }
        }
        return nil
    }
}
