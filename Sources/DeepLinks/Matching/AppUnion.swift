/// The rules of several apps as one first-match list that claims a link exactly when some app
/// claims it (the site sends the link to every app that claims it; a table routes it once).
///
/// Laid end to end, the lists would let one app's exclusion keep out what a later app claims.
/// So each claim of a later app that meets an exclusion is placed just before it. That is exact
/// unless the moved claim has an exclusion before it in its own app that it meets: then the move
/// also claims what that exclusion keeps out, and a warning says so.
struct AppUnion {
    /// The merged list.
    let entries: [AASAFile.Entry]
    /// The app IDs of each entry's app.
    let appIDs: [[String]]
    /// Where the merge claims more than the apps do.
    let warnings: [String]

    init(_ apps: [AASAFile.App]) {
        var entries: [AASAFile.Entry] = []
        var appIDs: [[String]] = []
        var warnings: [String] = []
        var placed: Set<[Int]> = []
        for (appIndex, app) in apps.enumerated() {
            for (index, entry) in app.entries.enumerated() where !placed.contains([appIndex, index]) {
                if entry.exclude {
                    for (laterIndex, later) in apps.enumerated().dropFirst(appIndex + 1) {
                        for (claimIndex, claim) in later.entries.enumerated()
                        where !claim.exclude && !placed.contains([laterIndex, claimIndex]) && claim.meets(entry) {
                            placed.insert([laterIndex, claimIndex])
                            entries.append(claim)
                            appIDs.append(later.appIDs)
                            if let own = later.entries[..<claimIndex].first(where: { $0.exclude && $0.meets(claim) }) {
                                warnings.append(
                                    "read \(claim.label) of \(later.name) before \(entry.label) of \(app.name), where \(later.name) claims what \(entry.label) keeps out; this also claims what \(own.label) keeps out for \(later.name) (--app-id reads one app exactly)"
                                )
                            }
                        }
                    }
                }
                placed.insert([appIndex, index])
                entries.append(entry)
                appIDs.append(app.appIDs)
            }
        }
        self.entries = entries
        self.appIDs = appIDs
        self.warnings = warnings
    }
}

extension AASAFile.App {
    /// The app as a warning names it.
    var name: String { appIDs.first.map { "app \($0.escapingControlCharacters)" } ?? "an app with no ID" }
}

extension AASAFile.Entry {
    /// The rule as a warning names it.
    var label: String {
        matchesAnyPath ? "the component with no \"/\" (every path)" : "\"\(path)\"".escapingControlCharacters
    }

    /// The path pattern as the device matches it: a leading `/` where the file leaves it out.
    var matchedPath: String { path.hasPrefix("/") || path.hasPrefix("*") ? path : "/" + path }

    /// Whether some path matches both rules (each substitution variable taken as any text, and
    /// percent escapes read, so the answer errs on meeting).
    func meets(_ other: AASAFile.Entry) -> Bool {
        let folds = !caseSensitive || !other.caseSensitive
        let form = { (entry: AASAFile.Entry) -> WildcardPattern in
            var text = Self.replacingVariables(in: entry.matchedPath)
            if entry.percentEncoded { text = text.percentDecoded ?? text }
            return WildcardPattern(folds ? text.lowercased() : text)
        }
        return form(self).intersects(form(other))
    }
}
