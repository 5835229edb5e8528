import RouterCore

/// The app links of an `apple-app-site-association` file, in either form Apple reads — the old
/// `paths` list (`NOT ` excludes) and the `components` list (`exclude`) — so URL paths can be
/// matched the way the device matches them: in order, the first matching entry decides.
package struct AASAFile: Sendable {
    /// One entry: a path pattern, whether it excludes, and how it compares.
    package struct Entry: Sendable, Equatable {
        /// The `/` pattern (`*` any run, `?` one character).
        package let path: String
        /// Whether a match keeps the link out of the app.
        package let exclude: Bool
        /// Whether letters must match in case.
        package let caseSensitive: Bool
        /// Whether the pattern is written percent-encoded (Apple's default), so it is compared
        /// with the URL's path as written rather than decoded.
        package let percentEncoded: Bool
        /// The `?` rule: a pattern for the whole query, or a pattern for each named item.
        package let query: QueryRule?
        /// The `#` rule: a pattern for the fragment.
        package let fragment: String?
        /// Whether the path names a substitution variable (`$(lang)`, or one of the file's
        /// `substitutionVariables`), which a route table cannot expand.
        package let usesSubstitutionVariables: Bool
        /// Whether the entry gave no `/` (it then matches every path).
        package let matchesAnyPath: Bool
    }

    /// A component's `?`: Apple matches a string against the whole query, and a dictionary item
    /// by item (each named item present, its value matching).
    package enum QueryRule: Sendable, Equatable {
        /// A pattern for the whole query.
        case whole(String)
        /// A pattern for each named item.
        case items([String: String])
    }

    /// The details entries whose old `paths` were not read because they also have `components`.
    package private(set) var ignoredPathLists = 0

    /// The entries of every app, in file order; an app whose rules repeat an earlier app's word
    /// for word adds none.
    package let entries: [Entry]

    /// Reads the file's text; throws `invalidManifest` when it is not an AASA file.
    package init(json text: String) throws(ManifestError) {
        let root: JSONValue
        do throws(JSONParser.Failure) { root = try JSONParser.parse(text) } catch {
            throw ManifestError("not JSON: \(error.message)")
        }
        guard case .object = root, let details = root["applinks"]?["details"] else {
            throw ManifestError("no applinks.details: this is not an apple-app-site-association file")
        }
        let defaults = root["applinks"]?["defaults"]
        guard let apps = details.arrayValue else { throw ManifestError("applinks.details is not a list") }
        var entries: [Entry] = []
        var lists: [[Entry]] = []
        for app in apps {
            // Apple: a details entry's own `defaults` override the file's, and a component's own
            // keys override both.
            let caseSensitive = try Self.flag("caseSensitive", in: [app["defaults"], defaults]) ?? true
            let percentEncoded = try Self.flag("percentEncoded", in: [app["defaults"], defaults]) ?? true
            var list: [Entry] = []
            // Apple: the old `paths` are read only when there are no `components`.
            if app["paths"] != nil, app["components"] != nil { ignoredPathLists += 1 }
            if let paths = app["paths"], app["components"] == nil {
                guard let strings = paths.stringArray else {
                    throw ManifestError("a details entry's paths is not a list of strings")
                }
                for path in strings {
                    let excluded = path.hasPrefix("NOT ")
                    let pattern = excluded ? String(path.dropFirst(4)) : path
                    list.append(
                        Entry(
                            path: pattern, exclude: excluded, caseSensitive: caseSensitive,
                            percentEncoded: percentEncoded,
                            query: nil, fragment: nil, usesSubstitutionVariables: false, matchesAnyPath: false
                        ))
                }
            }
            if let components = app["components"] {
                guard let objects = components.arrayValue else {
                    throw ManifestError("a details entry's components is not a list")
                }
                for component in objects {
                    guard case .object = component else { throw ManifestError("a component is not an object") }
                    // Apple: a component without "/" matches any path.
                    guard
                        let path = component["/"].map({ value -> String? in
                            if case .string(let text) = value { text } else { nil }
                        }) ?? "*"
                    else {
                        throw ManifestError("a component's \"/\" is not a string")
                    }
                    list.append(
                        Entry(
                            path: path, exclude: try Self.bool(component["exclude"], key: "exclude") ?? false,
                            caseSensitive: try Self.bool(component["caseSensitive"], key: "caseSensitive")
                                ?? caseSensitive,
                            percentEncoded: try Self.bool(component["percentEncoded"], key: "percentEncoded")
                                ?? percentEncoded,
                            query: try Self.queryRule(component["?"]),
                            fragment: try Self.string(component["#"], key: "#"),
                            usesSubstitutionVariables: path.contains("$("),
                            matchesAnyPath: component["/"] == nil
                        ))
                }
            }
            // Apps of one developer (a release and a beta) often share their rules word for word:
            // those are one set of links, not a second copy to rank below the first.
            if !lists.contains(list) { entries += list }
            lists.append(list)
        }
        self.entries = entries
    }

    private static func string(_ value: JSONValue?, key: String) throws(ManifestError) -> String? {
        switch value {
        case nil: return nil
        case .string(let text)?: return text
        default: throw ManifestError("a component's \"\(key)\" is not a string")
        }
    }

    private static func queryRule(_ value: JSONValue?) throws(ManifestError) -> QueryRule? {
        switch value {
        case nil: return nil
        case .string(let text)?: return .whole(text)
        case .object(let members)?:
            var items: [String: String] = [:]
            for (key, item) in members { items[key] = try string(item, key: "?") }
            return .items(items)
        default: throw ManifestError("a component's \"?\" is neither a string nor an object")
        }
    }

    /// The flag `key` of the first of `objects` that gives it.
    private static func flag(_ key: String, in objects: [JSONValue?]) throws(ManifestError) -> Bool? {
        for object in objects {
            if let flag = try bool(object?[key], key: key) { return flag }
        }
        return nil
    }

    /// A flag; a value of another type is an error rather than "absent" (`"exclude": "yes"`
    /// read as a claim would send links the file means to keep out to the app).
    private static func bool(_ value: JSONValue?, key: String) throws(ManifestError) -> Bool? {
        switch value {
        case nil: return nil
        case .bool(let flag)?: return flag
        case let other?: throw ManifestError("\"\(key)\" must be true or false, not \(other.typeName)")
        }
    }

    /// The entry that decides for `path` (as written in the URL, percent-encoded, starting with
    /// `/`): the first whose pattern matches; nil when none does.
    package func entry(deciding path: String) -> Entry? {
        index(deciding: path).map { entries[$0] }
    }

    /// Where in ``entries`` the entry that decides for a link with `path` (as written) and no
    /// query or fragment is. `asImported`: the file as `routes import` reads it — a claim's `?`
    /// and `#` rules met and its variables any text, an exclusion with either dropped.
    func index(deciding path: String, asImported: Bool = false) -> Int? {
        let path = path.isEmpty ? "/" : path
        return entries.firstIndex { entry in
            var written = entry.path.hasPrefix("/") || entry.path.hasPrefix("*") ? entry.path : "/" + entry.path
            if asImported && entry.exclude && (entry.usesSubstitutionVariables || !entry.queryAndFragmentKeys.isEmpty) {
                return false
            }
            if asImported && entry.usesSubstitutionVariables {
                written = AASAFile.Entry.replacingVariables(in: written)
            }
            // A pattern that does not begin with `/` is read as if it did, as `routes import` does.
            guard entry.matches(written, path) else { return false }
            if asImported && !entry.exclude { return true }
            // No fragment and no query: a rule on them matches only what it accepts of nothing;
            // a named query item is never there.
            if let rule = entry.fragment, !entry.matches(rule, "") { return false }
            switch entry.query {
            case nil: return true
            case .whole(let rule): return entry.matches(rule, "")
            case .items(let rules): return rules.isEmpty
            }
        }
    }

    /// Whether the file sends a link with `path` to the app.
    package func claims(path: String) -> Bool { entry(deciding: path).map { !$0.exclude } ?? false }
}

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
    static func replacingVariables(in path: String) -> String {
        var result = ""
        var inVariable = false
        for (index, character) in zip(path.indices, path) {
            if inVariable {
                inVariable = character != ")"
            } else if character == "$", path[path.index(after: index)...].hasPrefix("(") {
                inVariable = true
                result.append("*")
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// Whether `subject` (as written in the URL) matches `pattern` under the entry's case and
    /// percent-encoding rules.
    func matches(_ pattern: String, _ subject: String) -> Bool {
        var (pattern, subject) = (pattern, subject)
        if !percentEncoded { subject = subject.percentDecoded ?? subject }
        if !caseSensitive { (pattern, subject) = (pattern.lowercased(), subject.lowercased()) }
        return WildcardPattern(pattern).matches(subject)
    }
}
