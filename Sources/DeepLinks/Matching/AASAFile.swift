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
        /// The literal text every path it matches starts with, as UTF-8, when it compares paths
        /// as written (case and escapes kept): a cheap first test before the wildcard walk.
        let literalStart: [UInt8]?

        init(
            path: String, exclude: Bool, caseSensitive: Bool, percentEncoded: Bool, query: QueryRule?,
            fragment: String?, usesSubstitutionVariables: Bool, matchesAnyPath: Bool
        ) {
            (self.path, self.exclude, self.caseSensitive, self.percentEncoded) =
                (path, exclude, caseSensitive, percentEncoded)
            (self.query, self.fragment, self.usesSubstitutionVariables, self.matchesAnyPath) =
                (query, fragment, usesSubstitutionVariables, matchesAnyPath)
            let written = path.hasPrefix("/") || path.hasPrefix("*") ? path : "/" + path
            literalStart =
                caseSensitive && percentEncoded ? Array(written.prefix { !"*?$".contains($0) }.utf8) : nil
        }
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
            guard !ids.isEmpty else { continue }
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
        let bytes = Array(path.utf8)
        return entries.firstIndex { entry in
            var written = entry.matchedPath
            if asImported && entry.exclude && (entry.usesSubstitutionVariables || !entry.queryAndFragmentKeys.isEmpty) {
                return false
            }
            if asImported && entry.usesSubstitutionVariables {
                written = AASAFile.Entry.replacingVariables(in: written)
            }
            // Most entries differ from the path in their literal start: no walk needed.
            if let start = entry.literalStart, !bytes.starts(with: start) { return false }
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
