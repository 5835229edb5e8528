/// Swift identifiers for route and parameter names: `goods.detail` → `goodsDetail`,
/// `mine.edit_info` → `mineEditInfo`, a keyword in backticks, a clash numbered.
enum CaseNames {
    /// Identifiers for `names`, each unique; keywords in backticks unless `escapingKeywords` is
    /// false (an associated value's label needs none).
    static func make(for names: [String], escapingKeywords: Bool = true) -> [String] {
        var used: [String: Int] = [:]
        return names.map { name in
            let base = identifier(for: name)
            let count = used[base, default: 0]
            used[base] = count + 1
            let unique = count == 0 ? base : "\(base)\(count + 1)"
            return escapingKeywords ? escaped(unique) : unique
        }
    }

    /// `name` in backticks when it is a keyword.
    static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    private static func identifier(for name: String) -> String {
        let words = name.split { !($0.isLetter || $0.isNumber) || !$0.isASCII }
        guard let first = words.first else { return "route" }
        var result = lowercasedFirst(String(first))
        for word in words.dropFirst() { result += word.prefix(1).uppercased() + word.dropFirst() }
        if let head = result.first, head.isNumber { result = "route" + result }
        return result
    }

    private static func lowercasedFirst(_ word: String) -> String {
        word.prefix(1).lowercased() + word.dropFirst()
    }

    private static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "protocol", "public", "rethrows", "static", "struct",
        "subscript", "typealias", "var", "break", "case", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as", "catch",
        "false", "is", "nil", "self", "Self", "super", "throw", "throws", "true", "try", "routeName", "url",
    ]
}
