/// The data part of one `<intent-filter>`. As the `<data>` documentation says, "All the
/// `<data>` elements contained within the same `<intent-filter>` element contribute to the same
/// filter": schemes, hosts and paths are each one set, crossed with the others.
public struct AndroidIntentFilterData: Sendable, Equatable {
    public let actions: [String]
    public let categories: [String]
    /// `android:scheme`s, de-duplicated as `addDataScheme` does, case kept.
    public let schemes: [String]
    /// `android:ssp`, `sspPrefix`, `sspPattern`, `sspAdvancedPattern`, `sspSuffix`.
    public let schemeSpecificParts: [AndroidPatternMatcher]
    /// `android:host` (+ `android:port`); a port without a host is dropped, as AOSP does.
    public let authorities: [AndroidAuthority]
    /// `android:path`, `pathPrefix`, `pathPattern`, `pathAdvancedPattern`, `pathSuffix`.
    public let paths: [AndroidPatternMatcher]
    public let mimeTypes: [String]
    public let autoVerify: Bool
    /// The filter has `<uri-relative-filter-group>`s (Android 15); they are not evaluated here.
    public let hasUriRelativeFilterGroups: Bool
    /// Values kept as their literal text (`@string/…`, `${…}`), in document order.
    public let unresolvedValues: [String]
    let unresolvedSchemes: Set<String>

    init(_ raw: RawIntentFilter) throws {
        actions = raw.actions
        categories = raw.categories
        autoVerify = raw.autoVerify == "true"
        hasUriRelativeFilterGroups = raw.hasUriRelativeFilterGroups
        var schemes: [String] = []
        var ssps: [AndroidPatternMatcher] = []
        var authorities: [AndroidAuthority] = []
        var paths: [AndroidPatternMatcher] = []
        var mimeTypes: [String] = []
        var unresolved: [String] = []
        var unresolvedSchemes: Set<String> = []
        func read(_ raw: String) -> (String, Bool) {
            let (value, isUnresolved) = AndroidResourceString.read(raw)
            if isUnresolved && !unresolved.contains(value) { unresolved.append(value) }
            return (value, isUnresolved)
        }
        func matcher(_ raw: String, _ kind: AndroidPatternMatcher.Kind) throws -> AndroidPatternMatcher {
            let (value, isUnresolved) = read(raw)
            return isUnresolved
                ? AndroidPatternMatcher(unresolved: value, kind: kind) : try AndroidPatternMatcher(value, kind: kind)
        }
        let kinds: [(suffix: String, kind: AndroidPatternMatcher.Kind)] = [
            ("", .literal), ("Prefix", .prefix), ("Pattern", .simpleGlob), ("AdvancedPattern", .advancedGlob),
            ("Suffix", .suffix),
        ]
        // In the order of AOSP `ParsedIntentInfoUtils.parseData`.
        for data in raw.data {
            if let type = data["mimeType"] { mimeTypes.append(read(type).0) }
            if let rawScheme = data["scheme"] {
                let (scheme, isUnresolved) = read(rawScheme)
                if isUnresolved { unresolvedSchemes.insert(scheme) }
                if !schemes.contains(scheme) { schemes.append(scheme) }
            }
            for (suffix, kind) in kinds {
                if let value = data["ssp" + suffix] { ssps.append(try matcher(value, kind)) }
            }
            if let rawHost = data["host"] {
                let (host, hostUnresolved) = read(rawHost)
                let port = data["port"].map(read)
                if let port, !port.1, Int32(port.0) == nil {
                    // AuthorityEntry's Integer.parseInt would throw: the package fails to parse.
                    throw PlatformOracleError.invalidPattern("android:port=\"\(port.0)\" is not a number")
                }
                authorities.append(
                    AndroidAuthority(host: host, port: port?.0, isUnresolved: hostUnresolved || port?.1 == true))
            }
            for (suffix, kind) in kinds {
                if let value = data["path" + suffix] { paths.append(try matcher(value, kind)) }
            }
        }
        self.schemes = schemes
        schemeSpecificParts = ssps
        self.authorities = authorities
        self.paths = paths
        self.mimeTypes = mimeTypes
        unresolvedValues = unresolved
        self.unresolvedSchemes = unresolvedSchemes
    }

    /// Whether `IntentFilter.matchData(null, scheme, Uri.parse(url))` accepts the URL (an
    /// ACTION_VIEW intent with this data and no MIME type), following AOSP `matchData`.
    public func accepts(_ url: String) -> Bool {
        accepts(AndroidUri(url))
    }

    /// `accepts(_:)` for a URL already parsed (a manifest asks each filter about the same one).
    func accepts(_ uri: AndroidUri) -> Bool {
        // No MIME type on the intent: a filter that lists types answers NO_MATCH_TYPE.
        guard mimeTypes.isEmpty else { return false }
        // "if no data characteristics are specified, then the filter will only match intents
        // that contain no data": without a scheme a URL never matches.
        guard !schemes.isEmpty else { return false }
        // The scheme is compared case-sensitively ("unlike formal RFC schemes").
        let scheme = uri.scheme ?? ""
        guard schemes.contains(scheme), !unresolvedSchemes.contains(scheme) else { return false }
        // AOSP matchData: when the filter lists ssps, a matching ssp is enough (the authority and
        // path are then not checked at all) …
        if !schemeSpecificParts.isEmpty,
            schemeSpecificParts.contains(where: { $0.matches(uri.schemeSpecificPart) })
        {
            return true
        }
        // … otherwise an authority must match, if the filter has any; the path is checked only
        // when the filter has an authority ("If a host isn't specified for the filter, the port
        // attribute and all the path attributes are ignored"), against the decoded getPath().
        if !authorities.isEmpty {
            guard authorities.contains(where: { $0.matches(uri) }) else { return false }
            return paths.isEmpty || paths.contains { $0.matches(uri.path) }
        }
        // Neither an ssp nor an authority matched: NO_MATCH_DATA when ssps were listed.
        return schemeSpecificParts.isEmpty
    }
}
