extension Character {
    /// Whether this is an ASCII letter, answered without Unicode property tables (a large table
    /// asks for every character of every pattern).
    var isASCIILetter: Bool {
        guard let ascii = asciiValue else { return false }
        return (ascii | 0x20) >= UInt8(ascii: "a") && (ascii | 0x20) <= UInt8(ascii: "z")
    }

    /// Whether this is an ASCII digit.
    var isASCIIDigit: Bool { asciiValue.map { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } ?? false }

    /// Whether the character may appear in a parameter name: `[A-Za-z0-9_-]`.
    var isParameterNameCharacter: Bool { isASCIILetter || isASCIIDigit || self == "_" || self == "-" }
}
