import RouterCore

/// The app links of an `apple-app-site-association` file, in either form Apple reads — the old
/// `paths` list (`NOT ` excludes) and the `components` list (`exclude`) — so URL paths can be
/// matched the way the device matches them: in order, the first matching entry decides.
public struct AASAFile: Sendable {
    /// One entry: a path pattern, whether it excludes, and how it compares.
    public struct Entry: Sendable, Equatable {
        /// The `/` pattern (`*` any run, `?` one character).
        public let path: String
        /// Whether a match keeps the link out of the app.
        public let exclude: Bool
        /// Whether letters must match in case.
        public let caseSensitive: Bool
        /// Whether the pattern is written percent-encoded (Apple's default), so it is compared
        /// with the URL's path as written rather than decoded.
        public let percentEncoded: Bool
        /// Whether the entry also constrains the query (`?`) or fragment (`#`), which a route
        /// table cannot say.
        public let constrainsQueryOrFragment: Bool
    }

    /// The entries of every app, in file order.
    public let entries: [Entry]

    /// Reads the file's text; throws `invalidManifest` when it is not an AASA file.
    public init(json text: String) throws(ManifestError) {
        let root: JSONValue
        do throws(JSONParser.Failure) { root = try JSONParser.parse(text) } catch { throw ManifestError("not JSON: \(error.message)") }
        guard case .object = root, let details = root["applinks"]?["details"] else {
            throw ManifestError("no applinks.details: this is not an apple-app-site-association file")
        }
        let defaults = root["applinks"]?["defaults"]
        let caseSensitive = Self.bool(defaults?["caseSensitive"]) ?? true
        let percentEncoded = Self.bool(defaults?["percentEncoded"]) ?? true
        guard let apps = details.arrayValue else { throw ManifestError("applinks.details is not a list") }
        var entries: [Entry] = []
        for app in apps {
            if let paths = app["paths"] {
                guard let list = paths.stringArray else { throw ManifestError("a details entry's paths is not a list of strings") }
                for path in list {
                    let excluded = path.hasPrefix("NOT ")
                    entries.append(Entry(
                        path: excluded ? String(path.dropFirst(4)) : path, exclude: excluded, caseSensitive: caseSensitive,
                        percentEncoded: percentEncoded, constrainsQueryOrFragment: false
                    ))
                }
            }
            guard let components = app["components"] else { continue }
            guard let list = components.arrayValue else { throw ManifestError("a details entry's components is not a list") }
            for component in list {
                guard case .object = component else { throw ManifestError("a component is not an object") }
                guard let path = component["/"].map({ value -> String? in if case .string(let text) = value { text } else { nil } }) ?? "*" else {
                    throw ManifestError("a component's \"/\" is not a string")
                }
                entries.append(Entry(
                    path: path, exclude: Self.bool(component["exclude"]) ?? false,
                    caseSensitive: Self.bool(component["caseSensitive"]) ?? caseSensitive,
                    percentEncoded: Self.bool(component["percentEncoded"]) ?? percentEncoded,
                    constrainsQueryOrFragment: component["?"] != nil || component["#"] != nil
                ))
            }
        }
        self.entries = entries
    }

    private static func bool(_ value: JSONValue?) -> Bool? {
        if case .bool(let flag)? = value { return flag }
        return nil
    }

    /// The entry that decides for `path` (as written in the URL, percent-encoded, starting with
    /// `/`): the first whose pattern matches; nil when none does.
    public func entry(deciding path: String) -> Entry? {
        index(deciding: path).map { entries[$0] }
    }

    /// Where in ``entries`` the entry that decides for `path` is.
    func index(deciding path: String) -> Int? {
        let path = path.isEmpty ? "/" : path
        return entries.firstIndex { entry in
            var (pattern, subject) = (entry.path, path)
            if !entry.percentEncoded { subject = subject.percentDecoded ?? subject }
            if !entry.caseSensitive { (pattern, subject) = (pattern.lowercased(), subject.lowercased()) }
            return WildcardPattern(pattern).matches(subject)
        }
    }

    /// Whether the file sends a link with `path` to the app.
    public func claims(path: String) -> Bool { entry(deciding: path).map { !$0.exclude } ?? false }
}
