import PlatformOracles

/// What an import warning must say for (P2) to forgive a URL the table routes and the platform
/// does not claim: it must name a rule of the file (by the needles: every string of one set in
/// the warning) that matches the URL once widened the way docs/reference.md §13 documents it:
/// - AASA: the rule's path alone (its `?` and `#` rules dropped, substitution variables as `*`),
///   as a claim, with its own `caseSensitive` and `percentEncoded`; named as `"path"` (or the
///   component with no `"/"`);
/// - Android `port`: the filter without ports; `pathAdvancedPattern`: the filter with the pattern
///   as a `pathPrefix` of its literal start; named as `android:port=` with the value, or the pattern;
/// - Android `ssp`, `sspPrefix`, `sspPattern`: the attribute alone, on the URL without its query
///   and fragment; named as `android:ssp…`. (§13 widens these to every link of the scheme; that
///   is not a rule matching the URL, so it is not forgiven.)
struct WarningCoverage {
    let needles: [[String]]
    let matches: @Sendable (String) -> Bool

    func covers(_ url: String, warnings: [String]) -> Bool {
        warnings.contains { warning in needles.contains { $0.allSatisfy(warning.contains) } } && matches(url)
    }

    static func relaxedMatch(_ claims: @escaping @Sendable (String) -> Bool) -> @Sendable (String) -> Bool {
        { url in Spellings.of(Spellings.withoutQueryAndFragment(url)).contains(where: claims) }
    }

    static func aasa(_ file: AppleAppLinks) -> [WarningCoverage] {
        file.rules.compactMap { rule in
            var keys: [String] = []
            var path = rule.path
            if let written = path {
                // Legacy `paths` know no substitution variables: `$(` is text there.
                if rule.form == .components { path = written.replacing(/\$\([^$()]*\)/, with: "*") }
                keys.append(#""/": "# + JSONText.string(path!))
            }
            let body: String
            if rule.form == .legacyPaths {
                body = #""paths": "# + JSONText.array([path ?? "*"])
            } else {
                keys.append(JSONText.member("caseSensitive", rule.caseSensitive))
                keys.append(JSONText.member("percentEncoded", rule.percentEncoded))
                body = #""components": [{"# + keys.joined(separator: ", ") + "}]"
            }
            guard let alone = try? AppleAppLinks(json: #"{"applinks": {"details": [{"appIDs": ["R"], "# + body + "}]}}")
            else { return nil }
            let name = rule.path.map { #""\#($0)""# } ?? #"no "/""#
            return WarningCoverage(
                needles: [[name]],
                matches: relaxedMatch { if case .claimed = alone.decide($0) { true } else { false } })
        }
    }

    static func android(_ manifest: AndroidAppLinks) -> [WarningCoverage] {
        var out: [WarningCoverage] = []
        for filter in manifest.filters where filter.mimeTypes.isEmpty {
            var data = filter.schemes.map { #"<data android:scheme="\#(xml($0))" />"# }
            var needles: [[String]] = []
            for authority in filter.authorities {
                data.append(#"<data android:host="\#(xml(authority.host))" />"#)
                if let port = authority.port { needles.append(["android:port=", port]) }
            }
            for path in filter.paths {
                if path.kind == .advancedGlob {
                    needles.append(["pathAdvancedPattern", path.pattern])
                    data.append(
                        #"<data android:pathPrefix="\#(xml(URLSampler.advancedLiteralStart(path.pattern)))" />"#)
                } else {
                    data.append(#"<data android:\#(attribute(path.kind, "path"))="\#(xml(path.pattern))" />"#)
                }
            }
            if !needles.isEmpty, let widened = try? AndroidAppLinks(xml: filterXML(data)) {
                out.append(WarningCoverage(needles: needles, matches: relaxedMatch(widened.claims)))
            }
            for ssp in filter.schemeSpecificParts {
                let alone =
                    filter.schemes.map { #"<data android:scheme="\#(xml($0))" />"# } + [
                        #"<data android:\#(attribute(ssp.kind, "ssp"))="\#(xml(ssp.pattern))" />"#
                    ]
                // §13 widens a rule whose wildcards may reach the query to its path, and one with a
                // wildcard in its host to every host: the literal start of the rule, before any
                // wildcard or `?`, is what it still asks for.
                let start = String(ssp.pattern.prefix { !".*\\?[{+".contains($0) })
                let prefix =
                    filter.schemes.map { #"<data android:scheme="\#(xml($0))" />"# } + [
                        #"<data android:sspPrefix="\#(xml(start))" />"#
                    ]
                if !start.isEmpty, let loose = try? AndroidAppLinks(xml: filterXML(prefix)) {
                    out.append(
                        WarningCoverage(
                            needles: [["android:\(attribute(ssp.kind, "ssp"))", "widened"]],
                            matches: relaxedMatch(loose.claims)))
                }
                guard let widened = try? AndroidAppLinks(xml: filterXML(alone)) else { continue }
                out.append(
                    WarningCoverage(
                        needles: [["android:\(attribute(ssp.kind, "ssp"))"]], matches: relaxedMatch(widened.claims)))
            }
        }
        return out
    }

    static func attribute(_ kind: AndroidPatternMatcher.Kind, _ stem: String) -> String {
        switch kind {
        case .literal: stem
        case .prefix: stem + "Prefix"
        case .simpleGlob: stem + "Pattern"
        case .advancedGlob: stem + "AdvancedPattern"
        case .suffix: stem + "Suffix"
        }
    }

    /// A value as the manifest writes it: backslashes doubled (aapt2 reads `\\` as `\`), XML escaped.
    static func xml(_ value: String) -> String { AndroidModel.escaped(value.replacing("\\", with: "\\\\")) }

    static func filterXML(_ data: [String]) -> String {
        #"<intent-filter><action android:name="android.intent.action.VIEW" />"#
            + #"<category android:name="android.intent.category.BROWSABLE" />"# + data.joined() + "</intent-filter>"
    }
}
