extension AndroidPatternMatcher {
    /// Strings drawn from the pattern for sample URLs: each wildcard (`.*`, `.`, `x*`, `[...]`,
    /// quantifiers) filled from `SampleList.fillers`, then near misses (last character changed,
    /// one appended, upper-cased) and the trailing-slash variants.
    func sampleTexts() -> [String] {
        guard !isUnresolved else { return [] }
        var out: [String] = []
        switch kind {
        case .literal:
            out = [pattern]
        case .prefix:
            out = [pattern] + SampleList.fillers.dropFirst().flatMap { [pattern + $0, pattern + "/" + $0] }
            out.append(String(pattern.dropLast()))
        case .suffix:
            out = [pattern] + SampleList.fillers.dropFirst().map { "/" + $0 + pattern }
            out.append("/x" + SampleList.changedLast(pattern))
        case .simpleGlob:
            out = SampleList.fillers.indices.map(simpleGlobSample)
        case .advancedGlob:
            out = SampleList.fillers.indices.map(advancedGlobSample)
        }
        if let first = out.first {
            out += [SampleList.changedLast(first), first + "x", first.uppercased()]
        }
        return out.flatMap(SampleList.slashVariants)
    }

    /// How many times a repeated token is written for each filler.
    private static let repeats = [0, 1, 2, 1, 3]

    private func simpleGlobSample(_ fillerIndex: Int) -> String {
        let filler = SampleList.fillers[fillerIndex]
        let p = Array(pattern)
        var out = ""
        var i = 0
        while i < p.count {
            var c = p[i]
            var escaped = false
            if c == "\\", i + 1 < p.count {
                escaped = true
                i += 1
                c = p[i]
            }
            let starred = i + 1 < p.count && p[i + 1] == "*"
            if starred {
                out += !escaped && c == "." ? filler : String(repeating: c, count: Self.repeats[fillerIndex])
                i += 2
            } else {
                out += !escaped && c == "." ? String(filler.first ?? "x") : String(c)
                i += 1
            }
        }
        return out
    }

    private func advancedGlobSample(_ fillerIndex: Int) -> String {
        let filler = SampleList.fillers[fillerIndex]
        let t = parsed
        var out = ""
        var ip = 0
        func character(_ v: Int) -> String {
            Unicode.Scalar(UInt32(max(v, 0))).map { String(Character($0)) } ?? "x"
        }
        while ip < t.count {
            var unit = ""
            var isAny = false
            switch t[ip] {
            case AndroidAdvancedGlob.any:
                isAny = true
                unit = String(filler.first ?? "x")
                ip += 1
            case AndroidAdvancedGlob.setStart, AndroidAdvancedGlob.inverseSetStart:
                let inverse = t[ip] == AndroidAdvancedGlob.inverseSetStart
                var pairs: [(Int, Int)] = []
                ip += 1
                while ip + 1 < t.count && t[ip] != AndroidAdvancedGlob.setStop {
                    pairs.append((t[ip], t[ip + 1]))
                    ip += 2
                }
                ip += 1
                if inverse {
                    let candidates = "xq_0Z~".unicodeScalars.map { Int($0.value) }
                    let free = candidates.first { c in !pairs.contains { c >= $0.0 && c <= $0.1 } }
                    unit = free.map(character) ?? "x"
                } else {
                    unit = pairs.first.map { character($0.0) } ?? "x"
                }
            default:
                unit = character(t[ip])
                ip += 1
            }
            var count = 1
            if ip < t.count {
                switch t[ip] {
                case AndroidAdvancedGlob.zeroOrMore:
                    if isAny {
                        out += filler
                        ip += 1
                        continue
                    }
                    count = Self.repeats[fillerIndex]
                    ip += 1
                case AndroidAdvancedGlob.oneOrMore:
                    count = max(1, Self.repeats[fillerIndex])
                    ip += 1
                case AndroidAdvancedGlob.rangeStart:
                    let low = t[ip + 1]
                    let high = t[ip + 2]
                    count = min(max(Self.repeats[fillerIndex], low), min(high, low + 3))
                    ip += 4
                default:
                    break
                }
            }
            out += String(repeating: unit, count: max(0, count))
        }
        return out
    }
}
