/// How a manifest attribute value reaches `IntentFilter`: aapt2 compiles the XML text, applying
/// Android's resource-string escapes. The `<data>` documentation for `pathPattern`: "Because '\'
/// is used as an escape character when the string is read from XML (before it is parsed as a
/// pattern), you will need to double-escape: For example, a literal '*' would be written as
/// "\\*" and a literal '\' would be written as "\\\\"."
enum AndroidResourceString {
    /// The value `IntentFilter` sees, and whether it is unresolved: a resource reference
    /// (`@string/…`), a theme attribute (`?attr/…`) or a build placeholder (`${…}`) is kept as
    /// its literal text, since this oracle has no resources and no build variables.
    static func read(_ raw: String) -> (value: String, unresolved: Bool) {
        if raw.hasPrefix("@") || raw.hasPrefix("?") || raw.contains("${") {
            return (raw, true)
        }
        return (unescape(raw), false)
    }

    /// aapt2 `StringBuilder::AppendText` escapes: `\t` tab, `\n` newline, `\uXXXX` that code
    /// point, and any other escaped character stands for itself (so `\\.` is `\.` and `\\\\` is
    /// `\`). Whitespace collapsing and `"` quoting, which aapt2 applies to string resources, are
    /// not applied here (ambiguous for attributes; see NOTES.md).
    static func unescape(_ raw: String) -> String {
        var out = ""
        var iterator = raw.unicodeScalars.makeIterator()
        while let c = iterator.next() {
            guard c == "\\" else {
                out.unicodeScalars.append(c)
                continue
            }
            guard let e = iterator.next() else { break }  // a lone trailing backslash is dropped
            switch e {
            case "t": out += "\t"
            case "n": out += "\n"
            case "u":
                var code: UInt32 = 0
                var digits = 0
                var rest: [Unicode.Scalar] = []
                while digits < 4, let h = iterator.next() {
                    guard let v = UInt32(String(h), radix: 16) else {
                        rest.append(h)
                        break
                    }
                    code = code << 4 | v
                    digits += 1
                }
                if let scalar = Unicode.Scalar(code), digits == 4 { out.unicodeScalars.append(scalar) }
                out.unicodeScalars.append(contentsOf: rest)
            default: out.unicodeScalars.append(e)
            }
        }
        return out
    }
}
