/// The Unicode scalars one position of a regex accepts: a literal, a class such as `[a-z_]`,
/// `\d`, or `.`. Classes mean what ICU (and so NSRegularExpression) means by them, so a
/// constraint keeps its meaning on either engine.
struct ScalarSet: Sendable, Equatable {
    enum Item: Sendable, Equatable {
        /// Scalars from `lower` through `upper`.
        case range(lower: UInt32, upper: UInt32)
        /// `\d` (`\p{Nd}`), or `\D` when `negated`.
        case digit(negated: Bool)
        /// `\w`: letters, marks, decimal digits, connector punctuation, ZWNJ and ZWJ; or `\W`.
        case word(negated: Bool)
        /// `\s`: tab, line feed, form feed, carriage return and separators (`\p{Z}`); or `\S`.
        case space(negated: Bool)
        /// `.`: anything but a line terminator.
        case anyButLineTerminator
    }

    var items: [Item]
    /// `[^…]`: everything the items do not accept.
    var negated = false

    /// One scalar.
    static func scalar(_ scalar: Unicode.Scalar) -> ScalarSet {
        ScalarSet(items: [.range(lower: scalar.value, upper: scalar.value)])
    }

    func contains(_ scalar: Unicode.Scalar) -> Bool {
        items.contains { $0.contains(scalar) } != negated
    }
}

extension ScalarSet.Item {
    func contains(_ scalar: Unicode.Scalar) -> Bool {
        // Unicode properties are looked up only for the classes that need them: ranges (most
        // literals and classes) stay a comparison.
        switch self {
        case .range(let lower, let upper):
            return lower <= scalar.value && scalar.value <= upper
        case .digit(let negated):
            return (scalar.properties.numericType == .decimal) != negated
        case .word(let negated):
            let properties = scalar.properties
            let isWord = properties.isAlphabetic || properties.numericType == .decimal
                || [.nonspacingMark, .spacingMark, .enclosingMark, .connectorPunctuation].contains(properties.generalCategory)
                || scalar.value == 0x200C || scalar.value == 0x200D
            return isWord != negated
        case .space(let negated):
            let isSpace = [0x09, 0x0A, 0x0C, 0x0D].contains(scalar.value)
                || [.spaceSeparator, .lineSeparator, .paragraphSeparator].contains(scalar.properties.generalCategory)
            return isSpace != negated
        case .anyButLineTerminator:
            return ![0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029].contains(scalar.value)
        }
    }
}
