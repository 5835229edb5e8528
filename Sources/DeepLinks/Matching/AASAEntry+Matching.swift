import RouterCore

extension AASAFile.Entry {
    /// The keys beyond the path that the entry constrains and a route table cannot check:
    /// `?` (the query), `#` (the fragment), in that order.
    package var queryAndFragmentKeys: [String] { (query == nil ? [] : ["?"]) + (fragment == nil ? [] : ["#"]) }

    /// The `?` and `#` rules as a person reads them: `its "#" rule "no_universal_links"`.
    var uncheckableRules: [String] {
        var rules: [String] = []
        switch query {
        case .whole(let pattern)?: rules.append("its \"?\" rule \"\(pattern)\"")
        case .items(let items)?:
            rules.append(
                "its \"?\" rule \(items.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "&"))"
            )
        case nil: break
        }
        if let fragment { rules.append("its \"#\" rule \"\(fragment)\"") }
        return rules.map(\.escapingControlCharacters)
    }

    /// `path` with each `$(name)` as `*`: what a route table can say of a substitution variable.
    /// (Apple: a name is any text without `$`, `(` and `)`; a `$(` without its `)` is text.)
    static func replacingVariables(in path: String) -> String {
        var result = ""
        var rest = path[...]
        while let start = rest.firstRange(of: "$(") {
            let name = rest[start.upperBound...].prefix { $0 != "$" && $0 != "(" && $0 != ")" }
            guard name.endIndex < rest.endIndex, rest[name.endIndex] == ")" else {
                result += rest[..<start.upperBound]
                rest = rest[start.upperBound...]
                continue
            }
            result += rest[..<start.lowerBound] + "*"
            rest = rest[rest.index(after: name.endIndex)...]
        }
        return result + rest
    }

    /// Whether `path` names a substitution variable.
    static func namesVariable(_ path: String) -> Bool { replacingVariables(in: path) != path }

    /// Whether `subject` (as written in the URL) matches `pattern` under the entry's case and
    /// percent-encoding rules.
    func matches(_ pattern: String, _ subject: String) -> Bool {
        var (pattern, subject) = (pattern, subject)
        if !percentEncoded { subject = subject.percentDecoded ?? subject }
        if !caseSensitive { (pattern, subject) = (pattern.lowercased(), subject.lowercased()) }
        return WildcardPattern(pattern).matches(subject)
    }
}
