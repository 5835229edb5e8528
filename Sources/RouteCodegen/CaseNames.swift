/// Swift identifiers for route and parameter names: `goods.detail` → `goodsDetail`,
/// `mine.edit_info` → `mineEditInfo`; a clash is numbered (`aB`, `aB2`, `aB3`, never twice the
/// same), a keyword is escaped where it must be.
enum CaseNames {
    /// Where a name is used, which decides what must be escaped or avoided.
    enum Use {
        /// An enum case: keywords in backticks, and never `routes`, the type's static function.
        case enumCase
        /// An associated value's label: only `inout`, `var` and `let` need backticks there.
        case label
    }

    static func make(for names: [String], as use: Use) -> [String] {
        var used: Set<String> = use == .enumCase ? ["routes"] : []
        return names.map { name in
            let base = identifier(for: name)
            var unique = base
            var number = 2
            while used.contains(unique) {
                unique = "\(base)\(number)"
                number += 1
            }
            used.insert(unique)
            let escape = use == .enumCase ? keywords.contains(unique) : ["inout", "var", "let"].contains(unique)
            return escape ? "`\(unique)`" : unique
        }
    }

    private static func identifier(for name: String) -> String {
        let words = name.split { !($0.isLetter || $0.isNumber) || !$0.isASCII }
        guard let first = words.first else { return "route" }
        var result = first.prefix(1).lowercased() + first.dropFirst()
        for word in words.dropFirst() { result += word.prefix(1).uppercased() + word.dropFirst() }
        if let head = result.first, head.isNumber { result = "route" + result }
        return result
    }

    /// Swift's keywords, which a case name must escape.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "protocol", "public", "rethrows", "static", "struct",
        "subscript", "typealias", "var", "break", "case", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as", "catch",
        "false", "is", "nil", "self", "Self", "super", "throw", "throws", "true", "try", "Any", "Type",
    ]
}
