/// The deep-link intent filters of an AndroidManifest.xml (whole, or a fragment of filters):
/// those with the `VIEW` action, the `BROWSABLE` category and no `mimeType`, each with the
/// schemes, hosts and path rules its `<data>` elements add up to (Android crosses them).
package struct AndroidIntentFilters: Sendable {
    /// One filter.
    package struct Filter: Sendable, Equatable {
        /// Lowercased schemes.
        package let schemes: [String]
        /// Hosts as written (`*` any, `*.example.com` its subdomains); empty: any host.
        package let hosts: [String]
        /// Path rules; empty: any path.
        package let paths: [AndroidPathRule]
        /// Ports named (`android:port`); empty: any port.
        package let ports: [String]
        /// Scheme-specific-part rules (`android:ssp`, `sspPrefix`, `sspPattern` …), each as the
        /// path rule of the same kind.
        package let schemeSpecificParts: [AndroidPathRule]

        /// A filter of `schemes`, `hosts` (empty: any) and `paths` (empty: any), maybe with ports
        /// and scheme-specific-part rules.
        package init(
            schemes: [String], hosts: [String], paths: [AndroidPathRule], ports: [String] = [],
            schemeSpecificParts: [AndroidPathRule] = []
        ) {
            self.schemes = schemes
            self.hosts = hosts
            self.paths = paths
            self.ports = ports
            self.schemeSpecificParts = schemeSpecificParts
        }

        /// Whether the filter sends `scheme://host` + `path` (decoded, no query) to the app, as
        /// AOSP's `IntentFilter.matchData` decides: a matching ssp rule is enough; otherwise a
        /// host must match, and then a path rule if there are any; a filter with neither hosts
        /// nor ssp rules takes every link of its schemes.
        package func claims(scheme: String, host: String, path: String) -> Bool {
            guard schemes.contains(scheme.lowercased()) else { return false }
            // A table reads `tel:+1/x` as `tel://+1/x`: on a custom scheme, either is the link.
            let opaque = ["http", "https"].contains(scheme.lowercased()) ? nil : host + path
            if schemeSpecificParts.contains(where: { $0.matches("//" + host + path) || opaque.map($0.matches) == true })
            {
                return true
            }
            guard !hosts.isEmpty else { return schemeSpecificParts.isEmpty }
            guard hosts.contains(where: { Self.host($0, matches: host.lowercased()) }) else { return false }
            return paths.isEmpty || paths.contains { $0.matches(path) }
        }

        private static func host(_ rule: String, matches host: String) -> Bool {
            if rule == "*" { return true }
            if rule.hasPrefix("*") { return host.hasSuffix(rule.dropFirst().lowercased()) }
            return rule.lowercased() == host
        }
    }

    /// The filters in document order.
    package let filters: [Filter]
    /// Values that could not be read (`@string/…`, `${…}`), a line each.
    package let warnings: [String]

    /// Reads the XML; throws `invalidManifest` when it is not XML.
    package init(xml text: String) throws(ManifestError) {
        let root = try XMLElement.parse(text)
        var filters: [Filter] = []
        var warnings: [String] = []
        let all = (root.name == "intent-filter" ? [root] : []) + root.descendants(named: "intent-filter")
        for element in all {
            let actions = element.descendants(named: "action").compactMap { $0[attribute: "android:name"] }
            let categories = element.descendants(named: "category").compactMap { $0[attribute: "android:name"] }
            let data = element.descendants(named: "data")
            guard actions.contains("android.intent.action.VIEW"),
                categories.contains("android.intent.category.BROWSABLE"),
                !data.contains(where: { $0[attribute: "android:mimeType"] != nil })
            else { continue }
            func values(_ attribute: String) -> [String] {
                data.compactMap { $0[attribute: attribute].map(Self.resourceString) }.compactMap { value in
                    guard value.hasPrefix("@") || value.contains("${") else { return value }
                    let written = "\(attribute)=\"\(value)\"".escapingControlCharacters
                    // A host that will be filled in at build time is some host: any host keeps
                    // the filter's paths (without it, the filter would claim every link).
                    if attribute == "android:host" {
                        warnings.append(
                            "read \(written) as any host: a resource or placeholder this tool cannot resolve")
                        return "*"
                    }
                    warnings.append("skipped \(written): a resource or placeholder this tool cannot resolve")
                    return nil
                }
            }
            let written = values("android:scheme")
            for scheme in written where scheme != scheme.lowercased() {
                warnings.append(
                    "read android:scheme=\"\(scheme)\" in lower case: a route table compares schemes in either case, Android as written"
                )
            }
            let schemes = written.map { $0.lowercased() }
            guard !schemes.isEmpty else { continue }
            func rules(_ prefix: String) -> [AndroidPathRule] {
                values("android:\(prefix)").map(AndroidPathRule.literal)
                    + values("android:\(prefix)Prefix").map(AndroidPathRule.prefix)
                    + values("android:\(prefix)Pattern").map(AndroidPathRule.glob)
                    + values("android:\(prefix)Suffix").map(AndroidPathRule.suffix)
                    + values("android:\(prefix)AdvancedPattern").map(AndroidPathRule.advancedGlob)
            }
            filters.append(
                Filter(
                    schemes: schemes, hosts: values("android:host"), paths: rules("path"),
                    ports: values("android:port"), schemeSpecificParts: rules("ssp")))
        }
        self.filters = filters
        self.warnings = warnings
    }

    /// An attribute as Android's resource compiler (aapt2) reads it: a backslash escapes the
    /// next character (the manifest's `\\.` is the pattern's `\.`), and `\t`, `\n` and `\uXXXX`
    /// stand for a tab, a newline and that character.
    static func resourceString(_ raw: String) -> String {
        guard raw.contains("\\") else { return raw }
        var result = ""
        var characters = raw[...]
        while let character = characters.popFirst() {
            guard character == "\\", let escaped = characters.popFirst() else {
                result.append(character)
                continue
            }
            switch escaped {
            case "t": result.append("\t")
            case "n": result.append("\n")
            case "u":
                let hex = characters.prefix(4)
                if hex.count == 4, let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) {
                    result.unicodeScalars.append(scalar)
                    characters = characters.dropFirst(4)
                } else {
                    result.append("u")
                }
            default: result.append(escaped)
            }
        }
        return result
    }

    /// Whether some filter sends the URL to the app.
    package func claims(scheme: String, host: String, path: String) -> Bool {
        filters.contains { $0.claims(scheme: scheme, host: host, path: path) }
    }
}
