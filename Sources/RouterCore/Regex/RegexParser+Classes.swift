/// Escapes, Unicode properties and `[…]` classes: the parts of the syntax that stand for a set of
/// scalars rather than a structure.
extension RegexParser {
    /// After `\`: the set it stands for, and the scalar when it is one (which may start or end
    /// a range in a class).
    mutating func escape() throws(RegexSyntaxError) -> (set: ScalarSet, single: Unicode.Scalar?) {
        index += 1
        guard let scalar = current else { throw error("'\\' ends the regex") }
        index += 1
        let single: Unicode.Scalar
        switch scalar {
        case "d": return (.digits, nil)
        case "D": return (ScalarSet.digits.inverted, nil)
        case "w": return (.wordCharacters, nil)
        case "W": return (ScalarSet.wordCharacters.inverted, nil)
        case "s": return (.spaces, nil)
        case "S": return (ScalarSet.spaces.inverted, nil)
        case "p", "P": return (try property(negated: scalar == "P"), nil)
        case "t": single = "\t"
        case "n": single = "\n"
        case "f": single = "\u{0C}"
        case "r": single = "\r"
        default:
            guard scalar.isASCII, !scalar.properties.isAlphabetic, !("0"..."9").contains(scalar) else {
                index -= 2
                if ("1"..."9").contains(scalar) {
                    throw error("back-references such as '\\\(scalar)' are not supported")
                }
                throw error("'\\\(scalar)' is not supported")
            }
            single = scalar
        }
        return (.scalar(single), single)
    }

    /// After `\p` or `\P`: the set of the property named by one letter (`\pL`) or in braces
    /// (`\p{Han}`; `\p{^Han}` is its complement, as in RE2), complemented when `negated`.
    private mutating func property(negated: Bool) throws(RegexSyntaxError) -> ScalarSet {
        let start = index - 2
        let letter = scalars[index - 1]
        guard let first = current else {
            index = start
            throw error("'\\\(letter)' needs a property name, as in '\\\(letter){Han}' or '\\\(letter)L'")
        }
        var name: String
        if first == "{" {
            guard let close = scalars[index...].firstIndex(of: "}") else {
                index = start
                throw error("'\\\(letter){' is never closed")
            }
            name = String(String.UnicodeScalarView(scalars[(index + 1)..<close]))
            index = close + 1
        } else {
            name = String(first)
            index += 1
        }
        var negated = negated
        if name.hasPrefix("^") {
            name.removeFirst()
            negated.toggle()
        }
        guard let set = UnicodeProperty.set(named: name) else {
            index = start
            throw error("unknown Unicode property '\(name)'")
        }
        return negated ? set.inverted : set
    }

    /// After `[`: items up to the closing `]`.
    mutating func characterClass() throws(RegexSyntaxError) -> ScalarSet {
        var members = ScalarSet([])
        var negated = false
        if current == "^" {
            negated = true
            index += 1
        }
        var first = true
        while true {
            guard let scalar = current else { throw error("'[' is never closed") }
            if scalar == "]", !first { break }
            first = false
            if scalar == "[" { throw error("nested classes are not supported (write '\\[')") }
            let lower: Unicode.Scalar
            if scalar == "\\" {
                let (set, single) = try escape()
                guard let single else {
                    members = members.union(set)
                    continue
                }
                lower = single
            } else {
                lower = scalar
                index += 1
            }
            if current == "-", index + 1 < scalars.count, scalars[index + 1] != "]" {
                index += 1
                var upper = scalars[index]
                if upper == "\\" {
                    guard let single = try escape().single else { throw error("a range cannot end in a class escape") }
                    upper = single
                } else {
                    index += 1
                }
                guard lower.value <= upper.value else {
                    throw error("the range \(lower)-\(upper) is the wrong way round")
                }
                members = members.union(ScalarSet([lower.value...upper.value]))
            } else {
                members = members.union(.scalar(lower))
            }
        }
        index += 1
        return negated ? members.inverted : members
    }
}
