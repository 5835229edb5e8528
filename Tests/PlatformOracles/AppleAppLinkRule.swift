/// The `?` key of a component: Apple "applinks.Details.Components": "The pattern or dictionary
/// to match with the URL query component."
public enum AppleQueryPattern: Sendable, Equatable {
    /// A pattern on the whole query string (the text after `?`, without it).
    case whole(String)
    /// Apple "applinks.Details.Components.Query": query-item name → pattern on its value.
    case items([AppleQueryItemPattern])
}

public struct AppleQueryItemPattern: Sendable, Equatable {
    public let name: String
    public let pattern: String

    public init(name: String, pattern: String) {
        self.name = name
        self.pattern = pattern
    }
}

/// One rule of an apple-app-site-association file: a `components` entry, or one string of a
/// legacy `paths` array.
public struct AppleAppLinkRule: Sendable, Equatable {
    public enum Form: Sendable, Equatable {
        case components
        /// Apple (App Search Programming Guide, "Support Universal Links"): "only the path
        /// component of the URL is used for comparison", "case sensitive", `NOT ` excludes.
        case legacyPaths
    }

    public let form: Form
    /// The `/` pattern as written; nil when the component has none (Apple: default `*`).
    public let path: String?
    public let query: AppleQueryPattern?
    public let fragment: String?
    public let exclude: Bool
    public let caseSensitive: Bool
    public let percentEncoded: Bool
    public let appIDs: [String]
    public let usesSubstitutionVariables: Bool
    public let comment: String?
    /// Which entry of `applinks.details` the rule came from (file order).
    public let detailIndex: Int

    struct CompiledItem: Sendable, Equatable {
        let name: String
        let pattern: ApplePattern
    }

    enum CompiledQuery: Sendable, Equatable {
        case whole(ApplePattern)
        case items([CompiledItem])
    }

    let compiledPath: ApplePattern?
    let compiledQuery: CompiledQuery?
    let compiledFragment: ApplePattern?

    init(
        form: Form, path: String?, query: AppleQueryPattern?, fragment: String?, exclude: Bool,
        caseSensitive: Bool, percentEncoded: Bool, appIDs: [String], comment: String?,
        detailIndex: Int, variables: [String: [String]]
    ) {
        self.form = form
        self.path = path
        self.query = query
        self.fragment = fragment
        self.exclude = exclude
        self.caseSensitive = caseSensitive
        self.percentEncoded = percentEncoded
        self.appIDs = appIDs
        self.comment = comment
        self.detailIndex = detailIndex
        func compile(_ pattern: String) -> ApplePattern {
            // Legacy `paths` predate substitution variables (iOS 13.5): `$(` is plain text there.
            ApplePattern(pattern, variables: variables, caseSensitive: caseSensitive, substitutes: form == .components)
        }
        compiledPath = path.map { compile(AppleAppLinkRule.normalizedPathPattern($0)) }
        switch query {
        case nil: compiledQuery = nil
        case .whole(let pattern)?: compiledQuery = .whole(compile(pattern))
        case .items(let items)?:
            compiledQuery = .items(items.map { CompiledItem(name: $0.name, pattern: compile($0.pattern)) })
        }
        compiledFragment = fragment.map(compile)
        var uses = compiledPath?.usesVariables ?? false
        uses = uses || (compiledFragment?.usesVariables ?? false)
        switch compiledQuery {
        case .whole(let p)?: uses = uses || p.usesVariables
        case .items(let items)?: uses = uses || items.contains { $0.pattern.usesVariables }
        case nil: break
        }
        usesSubstitutionVariables = uses
    }

    /// Apple's own example `{"/": "abc", "?": "def"}` matches `https://www.example.com/abc?def`,
    /// so a path pattern that does not start with `/` (or a leading `*`) is read as starting
    /// with one; an empty pattern means the root.
    static func normalizedPathPattern(_ pattern: String) -> String {
        guard let first = pattern.first else { return "/" }
        return first == "/" || first == "*" ? pattern : "/" + pattern
    }

    /// Apple: "A match occurs when a URL matches *all* the components that a `components`
    /// object specifies"; an unspecified component matches everything.
    func matches(_ url: AppleURLParts) -> Bool {
        func prepared(_ text: String, query: Bool) -> String {
            // Apple "percentEncoded" (default true): compare with the URL as it is encoded; false:
            // compare with the decoded URL text, the pattern itself being used as written.
            let text =
                percentEncoded ? ApplePercent.encoded(text, allowQuestionMark: query) : ApplePercent.decoded(text)
            // Apple "caseSensitive" (default true): false ignores case on both sides.
            return caseSensitive ? text : text.lowercased()
        }
        // An absent path is the root path (`https://example.com` is `https://example.com/`).
        if let compiledPath, !compiledPath.matches(prepared(url.path.isEmpty ? "/" : url.path, query: false)) {
            return false
        }
        switch compiledQuery {
        case nil:
            break
        case .whole(let pattern)?:
            // An absent query is matched as the empty string: Apple's `"#": "*"` "matches
            // everything", a URL without a fragment included.
            if !pattern.matches(prepared(url.query ?? "", query: true)) { return false }
        case .items(let items)?:
            let pairs = (url.query ?? "").split(separator: "&").map { item -> (name: String, value: String) in
                guard let equals = item.firstIndex(of: "=") else { return (ApplePercent.decoded(String(item)), "") }
                return (ApplePercent.decoded(String(item[..<equals])), String(item[item.index(after: equals)...]))
            }
            for item in items {
                // Apple (WWDC19 "What's New in Universal Links"): "the operating system will
                // require that all instances of a given query item name match your pattern", and
                // "Query items with no value and absent query items are treated … as if they have
                // a value equal to the empty string."
                let values = pairs.filter { $0.name == item.name }.map(\.value)
                for value in values.isEmpty ? [""] : values where !item.pattern.matches(prepared(value, query: true)) {
                    return false
                }
            }
        }
        if let compiledFragment, !compiledFragment.matches(prepared(url.fragment ?? "", query: true)) {
            return false
        }
        return true
    }
}
