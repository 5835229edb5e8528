/// A JSON value that keeps the order of object members as written, since an
/// apple-app-site-association file is read in file order (the legacy `details` dictionary
/// keyed by app ID included), which `JSONSerialization` does not preserve.
enum OracleJSON: Sendable, Equatable {
    case object([(key: String, value: OracleJSON)])
    case array([OracleJSON])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    static func == (lhs: OracleJSON, rhs: OracleJSON) -> Bool {
        switch (lhs, rhs) {
        case (.object(let a), .object(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        case (.array(let a), .array(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.number(let a), .number(let b)): return a == b
        case (.bool(let a), .bool(let b)): return a == b
        case (.null, .null): return true
        default: return false
        }
    }

    /// The value of the last member named `key` (a repeated key: the last one wins).
    subscript(key: String) -> OracleJSON? {
        guard case .object(let members) = self else { return nil }
        return members.last(where: { $0.key == key })?.value
    }

    var members: [(key: String, value: OracleJSON)]? {
        if case .object(let members) = self { return members }
        return nil
    }

    static func parse(_ text: String) throws -> OracleJSON {
        var reader = Reader(scalars: Array(text.unicodeScalars))
        if reader.peek == "\u{FEFF}" { reader.index += 1 }
        let value = try reader.value()
        reader.skipSpace()
        guard reader.index == reader.scalars.count else { throw reader.failure("trailing text") }
        return value
    }

    private struct Reader {
        let scalars: [Unicode.Scalar]
        var index = 0

        var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

        func failure(_ what: String) -> PlatformOracleError {
            .notJSON("\(what) at offset \(index)")
        }

        mutating func skipSpace() {
            while let c = peek, c == " " || c == "\t" || c == "\n" || c == "\r" { index += 1 }
        }

        mutating func expect(_ word: String) throws {
            for c in word.unicodeScalars {
                guard peek == c else { throw failure("expected \(word)") }
                index += 1
            }
        }

        mutating func value() throws -> OracleJSON {
            skipSpace()
            guard let c = peek else { throw failure("unexpected end") }
            switch c {
            case "{": return try object()
            case "[": return try array()
            case "\"": return .string(try string())
            case "t":
                try expect("true")
                return .bool(true)
            case "f":
                try expect("false")
                return .bool(false)
            case "n":
                try expect("null")
                return .null
            default: return try number()
            }
        }

        mutating func object() throws -> OracleJSON {
            index += 1
            var members: [(key: String, value: OracleJSON)] = []
            skipSpace()
            if peek == "}" {
                index += 1
                return .object(members)
            }
            while true {
                skipSpace()
                guard peek == "\"" else { throw failure("expected a member name") }
                let key = try string()
                skipSpace()
                try expect(":")
                members.append((key, try value()))
                skipSpace()
                if peek == "," {
                    index += 1
                    continue
                }
                try expect("}")
                return .object(members)
            }
        }

        mutating func array() throws -> OracleJSON {
            index += 1
            var items: [OracleJSON] = []
            skipSpace()
            if peek == "]" {
                index += 1
                return .array(items)
            }
            while true {
                items.append(try value())
                skipSpace()
                if peek == "," {
                    index += 1
                    continue
                }
                try expect("]")
                return .array(items)
            }
        }

        mutating func number() throws -> OracleJSON {
            let start = index
            while let c = peek, "+-0123456789.eE".unicodeScalars.contains(c) { index += 1 }
            let text = String(String.UnicodeScalarView(scalars[start..<index]))
            guard !text.isEmpty, let number = Double(text) else { throw failure("expected a value") }
            return .number(number)
        }

        mutating func hex4() throws -> UInt32 {
            guard index + 4 <= scalars.count,
                let v = UInt32(String(String.UnicodeScalarView(scalars[index..<index + 4])), radix: 16)
            else { throw failure("bad \\u escape") }
            index += 4
            return v
        }

        mutating func string() throws -> String {
            index += 1
            var out = String.UnicodeScalarView()
            while true {
                guard let c = peek else { throw failure("unterminated string") }
                index += 1
                if c == "\"" { return String(out) }
                guard c == "\\" else {
                    guard c.value >= 0x20 else { throw failure("control character in string") }
                    out.append(c)
                    continue
                }
                guard let e = peek else { throw failure("unterminated escape") }
                index += 1
                switch e {
                case "\"", "\\", "/": out.append(e)
                case "b": out.append("\u{08}")
                case "f": out.append("\u{0C}")
                case "n": out.append("\n")
                case "r": out.append("\r")
                case "t": out.append("\t")
                case "u":
                    var v = try hex4()
                    if (0xD800..<0xDC00).contains(v), peek == "\\", index + 1 < scalars.count, scalars[index + 1] == "u"
                    {
                        let save = index
                        index += 2
                        let low = try hex4()
                        if (0xDC00..<0xE000).contains(low) {
                            v = 0x10000 + ((v - 0xD800) << 10) + (low - 0xDC00)
                        } else {
                            index = save
                        }
                    }
                    out.append(Unicode.Scalar(v) ?? "\u{FFFD}")
                default: throw failure("bad escape")
                }
            }
        }
    }
}
