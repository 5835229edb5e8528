import RouterCore

/// Reading the JSON of an AASA file: details entries, their rules and flags.
extension AASAFile {
    /// The details entries with their app IDs: a list of objects naming `appIDs` and/or
    /// `appID`, or the iOS 9 form, an object keyed by app ID.
    static func details(of applinks: JSONValue, warnings: inout [String]) throws(ManifestError)
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
                        "a details entry's appID is \(list.typeName), where Apple reads one string: read as the apps it names"
                    )
                case nil: break
                }
                if ids.isEmpty {
                    notes.append(
                        "skipped a details entry that names no app (no appIDs or appID): the device gives its links to none"
                    )
                }
                return (ids.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }, item)
            }
        case .object(let members)?: return members.map { ([$0.0], $0.1) }
        default: throw ManifestError("applinks.details is not a list")
        }
    }

    /// One details entry's rules.
    static func entries(of app: JSONValue, defaults: JSONValue?, ignoredPathLists: inout Int)
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
                // Apple's `defaults` are for the components' pattern matching; the old `paths`
                // compare as written, case included.
                list.append(
                    Entry(
                        path: pattern, exclude: excluded, caseSensitive: true, percentEncoded: true,
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
                        usesSubstitutionVariables: Entry.namesVariable(path),
                        matchesAnyPath: component["/"] == nil
                    ))
            }
        }
        return list
    }

    static func string(_ value: JSONValue?, key: String) throws(ManifestError) -> String? {
        switch value {
        case nil: return nil
        case .string(let text)?: return text
        default: throw ManifestError("a component's \"\(key)\" is not a string")
        }
    }

    static func queryRule(_ value: JSONValue?) throws(ManifestError) -> QueryRule? {
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
    static func flag(_ key: String, in objects: [JSONValue?]) throws(ManifestError) -> Bool? {
        for object in objects {
            if let flag = try bool(object?[key], key: key) { return flag }
        }
        return nil
    }

    /// A flag; a value of another type is an error rather than "absent" (`"exclude": "yes"`
    /// read as a claim would send links the file means to keep out to the app).
    static func bool(_ value: JSONValue?, key: String) throws(ManifestError) -> Bool? {
        switch value {
        case nil: return nil
        case .bool(let flag)?: return flag
        case let other?: throw ManifestError("\"\(key)\" must be true or false, not \(other.typeName)")
        }
    }
}
