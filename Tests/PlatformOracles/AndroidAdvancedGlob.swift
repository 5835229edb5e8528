/// AOSP `PatternMatcher` `PATTERN_ADVANCED_GLOB`: `parseAndVerifyAdvancedPattern` turns the
/// pattern into an int array (a positive value is a character, a negative one a token), and
/// `matchAdvancedPattern` walks it "in real time with no backtracking support": each token takes
/// as many characters as its quantifier allows, so `.*a` never matches.
enum AndroidAdvancedGlob {
    static let setStart = -1, inverseSetStart = -2, setStop = -3, any = -4
    static let rangeStart = -5, rangeStop = -6, zeroOrMore = -7, oneOrMore = -8
    private static let maxStorage = 2048

    private static func isModifier(_ v: Int) -> Bool {
        v == oneOrMore || v == zeroOrMore || v == rangeStop || v == rangeStart
    }

    private static func fail(_ why: String) -> PlatformOracleError { .invalidPattern(why) }

    private static func ascii(_ c: Character) -> Int { Int(c.asciiValue!) }

    static func parse(_ p: [UInt16]) throws -> [Int] {
        var out: [Int] = []
        var ip = 0
        let lp = p.count
        var inSet = false
        var inRange = false
        var inCharClass = false
        while ip < lp {
            if out.count > maxStorage - 3 { throw fail("Pattern is too large!") }
            var c = Int(p[ip])
            var add = false
            switch c {
            case ascii("["):
                if inSet {
                    add = true  // a literal (or class member) inside a set
                } else {
                    guard ip + 1 < lp else { throw fail("Set was not terminated!") }
                    if p[ip + 1] == UInt16(ascii("^")) {
                        out.append(inverseSetStart)
                        ip += 1
                    } else {
                        out.append(setStart)
                    }
                    ip += 1
                    inSet = true
                    continue
                }
            case ascii("]"):
                if !inSet {
                    add = true  // a literal outside a set
                } else {
                    let last = out[out.count - 1]
                    if last == setStart || last == inverseSetStart {
                        throw fail("You must define characters in a set.")
                    }
                    out.append(setStop)
                    inSet = false
                    inCharClass = false
                }
            case ascii("{"):
                if !inSet {
                    if out.isEmpty || isModifier(out[out.count - 1]) { throw fail("Modifier must follow a token.") }
                    out.append(rangeStart)
                    ip += 1
                    inRange = true
                }
            case ascii("}"):
                // Outside a range a `}` is dropped, as in AOSP (it is neither added nor an error).
                if inRange {
                    out.append(rangeStop)
                    inRange = false
                }
            case ascii("*"), ascii("+"):
                if !inSet {
                    if out.isEmpty || isModifier(out[out.count - 1]) { throw fail("Modifier must follow a token.") }
                    out.append(c == ascii("*") ? zeroOrMore : oneOrMore)
                }
            case ascii("."):
                if !inSet { out.append(any) }
            case ascii("\\"):
                if ip + 1 >= lp { throw fail("Escape found at end of pattern!") }
                ip += 1
                c = Int(p[ip])
                add = true
            default:
                add = true
            }
            if inSet {
                if inCharClass {
                    out.append(c)  // upper end of a range `a-z`
                    inCharClass = false
                } else if ip + 2 < lp && p[ip + 1] == UInt16(ascii("-")) && p[ip + 2] != UInt16(ascii("]")) {
                    inCharClass = true
                    out.append(c)  // lower end of a range
                    ip += 1  // past the dash
                } else {
                    out.append(c)  // a single character: a range of one
                    out.append(c)
                }
            } else if inRange {
                guard let end = p[ip...].firstIndex(of: UInt16(ascii("}"))) else {
                    throw fail("Range not ended with '}'")
                }
                let text = String(decoding: p[ip..<end], as: UTF16.self)
                let bounds: (Int32?, Int32?)
                if let comma = text.firstIndex(of: ",") {
                    let upper = text[text.index(after: comma)...]
                    bounds = (Int32(text[..<comma]), upper.isEmpty ? Int32.max : Int32(upper))
                } else {
                    bounds = (Int32(text), Int32(text))
                }
                guard let low = bounds.0, let high = bounds.1 else { throw fail("Range number format incorrect") }
                if low > high { throw fail("Range quantifier minimum is greater than maximum") }
                out.append(Int(low))
                out.append(Int(high))
                ip = end
                continue
            } else if add {
                out.append(c)
            }
            ip += 1
        }
        if inSet { throw fail("Set was not terminated!") }
        return out
    }

    private enum TokenType { case literal, any, set, inverseSet }

    static func match(_ parsed: [Int], _ m: [UInt16]) -> Bool {
        var ip = 0
        var im = 0
        let lp = parsed.count
        let lm = m.count
        var setStartIndex = 0
        var setEndIndex = 0
        while ip < lp {
            let type: TokenType
            switch parsed[ip] {
            case any:
                type = .any
                ip += 1
            case setStart, inverseSetStart:
                type = parsed[ip] == setStart ? .set : .inverseSet
                setStartIndex = ip + 1
                ip += 1
                while ip < lp && parsed[ip] != setStop { ip += 1 }
                setEndIndex = ip - 1
                ip += 1
            default:
                setStartIndex = ip
                type = .literal
                ip += 1
            }
            var minimum = 1
            var maximum = 1
            if ip < lp {
                switch parsed[ip] {
                case zeroOrMore:
                    (minimum, maximum) = (0, Int(Int32.max))
                    ip += 1
                case oneOrMore:
                    (minimum, maximum) = (1, Int(Int32.max))
                    ip += 1
                case rangeStart:
                    minimum = parsed[ip + 1]
                    maximum = parsed[ip + 2]
                    ip += 4  // past min, max and the range stop
                default: break
                }
            }
            if minimum > maximum { return false }
            // As many characters as the quantifier allows; fewer than the minimum fails.
            var matched = 0
            while matched < maximum && matchChar(m, im + matched, lm, type, parsed, setStartIndex, setEndIndex) {
                matched += 1
            }
            if matched < minimum { return false }
            im += matched
        }
        return ip >= lp && im >= lm
    }

    private static func matchChar(
        _ m: [UInt16], _ im: Int, _ lm: Int, _ type: TokenType,
        _ parsed: [Int], _ start: Int, _ end: Int
    ) -> Bool {
        guard im < lm else { return false }
        let c = Int(m[im])
        switch type {
        case .any: return true
        case .literal: return c == parsed[start]
        case .set, .inverseSet:
            var inSet = false
            var i = start
            while i < end {
                if c >= parsed[i] && c <= parsed[i + 1] {
                    inSet = true
                    break
                }
                i += 2
            }
            return type == .set ? inSet : !inSet
        }
    }
}
