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

    /// One app's rules: the details entries that name it, in file order. Apple evaluates each
    /// app's rules for that app alone; apps whose rules are the same word for word are one app
    /// here, with all their IDs.
    package struct App: Sendable {
        /// The app IDs (`TEAMID.bundle.id`) the rules are for.
        package var appIDs: [String]
        /// The rules, in file order: the first that matches decides for this app.
        package let entries: [Entry]
    }

    /// The details entries whose old `paths` were not read because they also have `components`.
    package let ignoredPathLists: Int

    /// Every app of the file, in file order.
    package let apps: [App]

    /// One first-match list that claims what the apps claim together (``AppUnion``), or, when
    /// the file was read for one app, that app's rules.
    package let entries: [Entry]

    /// What the reading could not keep exactly, or what the file holds instead of app links.
    package let warnings: [String]

    /// Reads the file's text; throws `invalidManifest` when it is not an AASA file. `appID`:
    /// read the rules of that app only (an error when no details entry names it).
    package init(json text: String, appID: String? = nil) throws(ManifestError) {
        let root: JSONValue
        do throws(JSONParser.Failure) { root = try JSONParser.parse(text) } catch {
            throw ManifestError("not JSON: \(error.message)")
        }
        guard case .object(let members) = root else {
            throw ManifestError("the file is not a JSON object: this is not an apple-app-site-association file")
        }
        guard let applinks = root["applinks"] else {
            // Apple: an AASA file may serve only web credentials, App Clips or Handoff.
            let services = members.map(\.0).filter(Self.otherServices.contains)
            guard !services.isEmpty else {
                throw ManifestError("no applinks: this is not an apple-app-site-association file")
            }
            apps = []
            entries = []
            ignoredPathLists = 0
            warnings = [
                "the file has no applinks, only \(services.joined(separator: ", ")): it claims no links"
            ]
            if let appID { throw Self.unknownApp(appID, in: []) }
            return
        }
        let defaults = applinks["defaults"]
        var apps: [App] = []
        var ignoredPathLists = 0
        var warnings: [String] = []
        for (ids, body) in try Self.details(of: applinks, warnings: &warnings) {
            let list = try Self.entries(of: body, defaults: defaults, ignoredPathLists: &ignoredPathLists)
            if let same = apps.firstIndex(where: { $0.entries == list }) {
                apps[same].appIDs += ids.filter { !apps[same].appIDs.contains($0) }
            } else {
                apps.append(App(appIDs: ids, entries: list))
            }
        }
        self.apps = apps
        self.ignoredPathLists = ignoredPathLists
        if let appID {
            guard let app = apps.first(where: { $0.appIDs.contains(appID) }) else {
                throw Self.unknownApp(appID, in: apps.flatMap(\.appIDs))
            }
            entries = app.entries
            self.warnings = warnings
        } else {
            let union = AppUnion(apps)
            entries = union.entries
            self.warnings =
                warnings + (applinks["details"] == nil ? ["applinks has no details: it claims no links"] : [])
                + union.warnings
        }
    }

    /// The keys of an AASA file besides `applinks`.
    private static let otherServices: Set<String> = ["webcredentials", "appclips", "activitycontinuation"]

    private static func unknownApp(_ appID: String, in ids: [String]) -> ManifestError {
        ManifestError(
            "no details entry names the app \(appID.escapingControlCharacters)"
                + (ids.isEmpty ? "" : " (the file names \(ids.joined(separator: ", ").escapingControlCharacters))"),
            code: "usage")
    }

    /// The details entries with their app IDs: a list of objects naming `appIDs` and/or
    /// `appID`, or the iOS 9 form, an object keyed by app ID.
    private static func details(of applinks: JSONValue, warnings: inout [String]) throws(ManifestError)
        -> [(ids: [String], body: JSONValue)]
    {
        switch applinks["details"] {
        case nil: return []
        case .array(let items)?:
            var notes: [String] = []
            defer { warnings += notes }
            return try items.map { item throws(ManifestError) in
                guard case .object = item else { throw ManifestError("a details entry is not an object") }
                var ids = item["appIDs"]?.stringArray ?? []
                // Some files put a list under the singular key.
                switch item["appID"] {
                case .string(let id)?: ids.append(id)
                case let list?:
                    ids += list.stringArray ?? []
                    notes.append(
                        "a details entry's appID is \(list.typeName), where Apple reads one string: read as the apps it names")
                case nil: break
                }
                if ids.isEmpty {
                    notes.append("a details entry names no app (no appIDs or appID): its rules are read as if it named one")
                }
                return (ids.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }, item)
            }
        case .object(let members)?: return members.map { ([$0.0], $0.1) }
        default: throw ManifestError("applinks.details is not a list")
        }
    }

    /// One details entry's rules.
    private static func entries(of app: JSONValue, defaults: JSONValue?, ignoredPathLists: inout Int)
        throws(ManifestError) -> [Entry]
    {
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
        return list
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
        Self.index(in: entries, deciding: path, asImported: asImported)
    }

    /// Where in `entries` (one app's, or a merged list) the entry that decides for `path` is.
    static func index(in entries: [Entry], deciding path: String, asImported: Bool = false) -> Int? {
        let path = path.isEmpty ? "/" : path
        return entries.firstIndex { entry in
            var written = entry.matchedPath
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

