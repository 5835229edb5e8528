/// A generated apple-app-site-association file, as a value the shrinker can take apart: `details`
/// entries (each naming its apps) holding components or old-form `paths`, and the file's defaults
/// and substitution variables. ``text`` is the JSON the tools and the oracle read.
struct AASAModel: Equatable, Sendable {
    struct Component: Equatable, Sendable {
        /// The `"/"` pattern; nil: the component has none (every path).
        var path: String?
        var exclude = false
        var query: Query?
        var fragment: String?
        var caseSensitive: Bool?
        var percentEncoded: Bool?
    }

    enum Query: Equatable, Sendable {
        /// A pattern on the whole query.
        case whole(String)
        /// Query-item name → pattern on its value, in order.
        case items([Item])
    }

    struct Item: Equatable, Sendable {
        var name: String
        var pattern: String
    }

    struct Detail: Equatable, Sendable {
        var appIDs: [String]
        /// The first app is written as `"appID"` (a string) rather than in `"appIDs"`.
        var usesAppIDKey = false
        /// The rules are written as the old `"paths"` strings (`NOT ` for an exclusion).
        var legacyPaths = false
        /// The entry's own `defaults.caseSensitive`.
        var caseSensitive: Bool?
        var components: [Component]
    }

    var details: [Detail] = []
    /// `applinks.defaults`.
    var caseSensitive: Bool?
    var percentEncoded: Bool?
    /// `applinks.substitutionVariables`, in order.
    var variables: [Variable] = []
    /// A file with `webcredentials` only: no `applinks` at all.
    var webcredentialsOnly = false

    struct Variable: Equatable, Sendable {
        var name: String
        var values: [String]
    }

    var text: String {
        if webcredentialsOnly { return #"{"webcredentials": {"apps": ["TEAM.app1"]}}"# }
        var applinks: [String] = []
        var defaults: [String] = []
        if let caseSensitive { defaults.append(JSONText.member("caseSensitive", caseSensitive)) }
        if let percentEncoded { defaults.append(JSONText.member("percentEncoded", percentEncoded)) }
        if !defaults.isEmpty { applinks.append(#""defaults": {"# + defaults.joined(separator: ", ") + "}") }
        if !variables.isEmpty {
            let members = variables.map { JSONText.string($0.name) + ": " + JSONText.array($0.values) }
            applinks.append(#""substitutionVariables": {"# + members.joined(separator: ", ") + "}")
        }
        applinks.append(#""details": ["# + details.map(\.text).joined(separator: ",\n  ") + "]")
        return #"{"applinks": {"# + applinks.joined(separator: ",\n ") + "}}\n"
    }
}

extension AASAModel.Detail {
    var text: String {
        var members: [String] = []
        var ids = appIDs
        if usesAppIDKey, let first = ids.first {
            members.append(#""appID": "# + JSONText.string(first))
            ids.removeFirst()
        }
        if !ids.isEmpty || !usesAppIDKey { members.append(#""appIDs": "# + JSONText.array(ids)) }
        if let caseSensitive {
            members.append(#""defaults": {"# + JSONText.member("caseSensitive", caseSensitive) + "}")
        }
        if legacyPaths {
            let paths = components.map { ($0.exclude ? "NOT " : "") + ($0.path ?? "*") }
            members.append(#""paths": "# + JSONText.array(paths))
        } else {
            members.append(#""components": ["# + components.map(\.text).joined(separator: ", ") + "]")
        }
        return "{" + members.joined(separator: ", ") + "}"
    }
}

extension AASAModel.Component {
    var text: String {
        var members: [String] = []
        if let path { members.append(#""/": "# + JSONText.string(path)) }
        switch query {
        case .whole(let pattern)?: members.append(#""?": "# + JSONText.string(pattern))
        case .items(let items)?:
            let pairs = items.map { JSONText.string($0.name) + ": " + JSONText.string($0.pattern) }
            members.append(#""?": {"# + pairs.joined(separator: ", ") + "}")
        case nil: break
        }
        if let fragment { members.append(##""#": "## + JSONText.string(fragment)) }
        if exclude { members.append(JSONText.member("exclude", true)) }
        if let caseSensitive { members.append(JSONText.member("caseSensitive", caseSensitive)) }
        if let percentEncoded { members.append(JSONText.member("percentEncoded", percentEncoded)) }
        return "{" + members.joined(separator: ", ") + "}"
    }
}

/// Just enough JSON writing for generated files.
enum JSONText {
    static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where scalar.value < 0x20:
                out +=
                    "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                    + String(scalar.value, radix: 16)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    static func array(_ strings: [String]) -> String { "[" + strings.map(string).joined(separator: ", ") + "]" }

    static func member(_ key: String, _ flag: Bool) -> String { string(key) + ": " + (flag ? "true" : "false") }
}
