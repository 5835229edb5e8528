/// The rules of several apps as one first-match list that claims a link exactly when some app
/// claims it (the site sends the link to every app that claims it; a table routes it once).
///
/// Laid end to end, the lists would let one app's exclusion keep out what a later app claims.
/// So each claim of a later app that meets an exclusion is placed just before it. That is exact
/// unless the moved claim has an exclusion before it in its own app that it meets: then the move
/// may also claim what that exclusion keeps out. Sample paths of that overlap that no app claims
/// show it, and a warning names one.
struct AppUnion {
    /// The merged list.
    let entries: [AASAFile.Entry]
    /// Where the merge claims more than the apps do.
    let warnings: [String]

    init(_ apps: [AASAFile.App]) {
        var entries: [AASAFile.Entry] = []
        var warnings: [String] = []
        var placed: Set<[Int]> = []
        for (appIndex, app) in apps.enumerated() {
            for (index, entry) in app.entries.enumerated() where !placed.contains([appIndex, index]) {
                if entry.exclude {
                    for (laterIndex, later) in apps.enumerated().dropFirst(appIndex + 1) {
                        for (claimIndex, claim) in later.entries.enumerated()
                        where !claim.exclude && !placed.contains([laterIndex, claimIndex]) && claim.meets(entry)
                            // Its own app already keeps out all that the exclusion does: no need.
                            && !later.entries[..<claimIndex].contains(where: {
                                $0.exclude && $0.isRead && $0.covers(entry)
                            })
                        {
                            placed.insert([laterIndex, claimIndex])
                            entries.append(claim)
                            for own in later.entries[..<claimIndex] where own.exclude && own.meets(claim) {
                                guard let path = Self.unclaimed(by: apps, in: own, and: claim) else { continue }
                                warnings.append(
                                    "read \(claim.label) of \(later.name) before \(entry.label) of \(app.name), where \(later.name) claims what \(entry.label) keeps out; this also claims \(path.escapingControlCharacters), which \(own.label) keeps out for \(later.name) and no app claims (--app-id reads one app exactly)"
                                )
                            }
                        }
                    }
                }
                placed.insert([appIndex, index])
                entries.append(entry)
            }
        }
        self.entries = entries
        self.warnings = warnings
    }
}

extension AppUnion {
    /// A sample path both rules match that no app claims.
    fileprivate static func unclaimed(by apps: [AASAFile.App], in first: AASAFile.Entry, and second: AASAFile.Entry)
        -> String?
    {
        let common = first.pattern.commonText(with: second.pattern).map { [$0] } ?? []
        let samples =
            common + [first, second].flatMap { LinkSamples.expansions(of: .apple($0.matchedPath, decoding: false)) }
        return samples.first { path in
            first.matches(first.matchedPath, path) && second.matches(second.matchedPath, path)
                && !apps.contains { app in
                    AASAFile.index(in: app.entries, deciding: path, asImported: true).map { !app.entries[$0].exclude }
                        ?? false
                }
        }
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

    /// Whether the import reads the rule as it is: an exclusion with a `?`/`#` rule or a variable
    /// is dropped (it would keep out links the file claims).
    var isRead: Bool { !exclude || (queryAndFragmentKeys.isEmpty && !usesSubstitutionVariables) }

    /// Whether the path pattern holds a control character, which no link written out holds.
    var hasControlCharacter: Bool { path.contains { $0.asciiValue.map { $0 < 0x20 || $0 == 0x7F } ?? false } }

    /// The path pattern as the device matches it: a leading `/` where the file leaves it out.
    var matchedPath: String { path.hasPrefix("/") || path.hasPrefix("*") ? path : "/" + path }

    /// Whether some path matches both rules (each substitution variable taken as any text, and
    /// percent escapes read, so the answer errs on meeting).
    func meets(_ other: AASAFile.Entry) -> Bool {
        let folds = !caseSensitive || !other.caseSensitive
        return loosePattern(folding: folds).intersects(other.loosePattern(folding: folds))
    }

    /// The path pattern with variables as `*`, as written.
    var pattern: WildcardPattern { WildcardPattern(Self.replacingVariables(in: matchedPath)) }

    private func loosePattern(folding: Bool) -> WildcardPattern {
        var text = Self.replacingVariables(in: matchedPath)
        if percentEncoded { text = text.percentDecoded ?? text }
        return WildcardPattern(folding ? text.lowercased() : text)
    }

    /// Whether every path `other` matches, this rule matches too: the same pattern, or a literal
    /// start and `*` that `other`'s literal start begins with (enough for the files met).
    func covers(_ other: AASAFile.Entry) -> Bool {
        guard caseSensitive == other.caseSensitive || !caseSensitive, !usesSubstitutionVariables else { return false }
        let (mine, theirs) = (
            caseSensitive ? matchedPath : matchedPath.lowercased(),
            caseSensitive ? other.matchedPath : other.matchedPath.lowercased()
        )
        if mine == theirs { return true }
        guard mine.hasSuffix("*") else { return false }
        let start = mine.dropLast()
        return !start.contains { $0 == "*" || $0 == "?" } && theirs.hasPrefix(start)
    }
}
