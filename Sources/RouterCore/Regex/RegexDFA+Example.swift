extension RegexDFA {
    /// A shortest value the automaton accepts (non-empty when asked), each scalar the most
    /// readable of its interval (a letter or digit, else printable ASCII other than URL syntax),
    /// found breadth first; nil when it accepts nothing suitable.
    func shortestAccepted(nonEmpty: Bool) -> String? {
        let readable = cuts.indices.map(representative)
        var previous: [Int: (state: Int, scalar: Unicode.Scalar)] = [:]
        var queue = [0]
        var seen: Set<Int> = [0]
        var head = 0
        // Depth 0 is the empty value; for a non-empty one, the start state is visited again
        // through the queue under a separate key (its own id plus the state count).
        while head < queue.count {
            let key = queue[head]
            head += 1
            let state = key % accepting.count
            if accepting[state] && (key != 0 || !nonEmpty) { return spell(key, previous) }
            // Interval by interval, so the first readable scalar of the space that leads on is
            // the one written, whichever class it is in.
            for interval in cuts.indices {
                guard let scalar = readable[interval] else { continue }
                let next = transitions[state * classCount + Int(intervalClasses[interval])]
                guard next >= 0 else { continue }
                let nextKey = Int(next) == 0 ? accepting.count : Int(next)
                guard seen.insert(nextKey).inserted else { continue }
                previous[nextKey] = (key, scalar)
                queue.append(nextKey)
            }
        }
        return nil
    }

    private func spell(_ key: Int, _ previous: [Int: (state: Int, scalar: Unicode.Scalar)]) -> String {
        var scalars: [Unicode.Scalar] = []
        var key = key
        while key != 0, let step = previous[key] {
            scalars.append(step.scalar)
            key = step.state
        }
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars.reversed())
        return text
    }

    /// The scalars examples are written with, the most readable first.
    private static let preferred =
        Array("abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ-_.~".unicodeScalars)
        + Array("!$&'()*+,;=:@/".unicodeScalars)

    /// The scalar that stands for interval `index` in examples, or nil for an interval of only
    /// control characters, URL syntax or surrogates.
    private func representative(_ index: Int) -> Unicode.Scalar? {
        let low = cuts[index]
        let high = index + 1 < cuts.count ? cuts[index + 1] - 1 : 0x10FFFF
        if low < 128, let scalar = Self.preferred.first(where: { (low...high).contains($0.value) }) { return scalar }
        // Past the preferred ones only non-ASCII is readable; an interval that ends below
        // U+00A0 (control characters, or ASCII URL syntax such as `?` `#`) has no stand-in.
        let start = max(low, 0xA0)
        guard start <= high else { return nil }
        return (start...high).lazy.compactMap(Unicode.Scalar.init).first { !(0xD800...0xDFFF).contains($0.value) }
    }
}
