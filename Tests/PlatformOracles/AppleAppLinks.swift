/// An apple-app-site-association file as iOS reads its app links.
public struct AppleAppLinks: Sendable {
    public enum Decision: Sendable, Equatable {
        case claimed(rule: Int)
        case excluded(rule: Int)
        case unmatched
    }

    /// Every rule, in file order over all `details` entries; a `components` entry or one string
    /// of a legacy `paths` array each make one rule. Each rule names its entry and its apps:
    /// `decide` looks at one app's rules at a time.
    public let rules: [AppleAppLinkRule]
    /// `applinks.substitutionVariables` as written (the built-ins are not listed here).
    public let substitutionVariables: [String: [String]]
    /// The app IDs the `details` entries name, in file order, each once.
    public let appIDs: [String]
    /// For each app ID, the indices in `rules` of the rules of the entries that name it, in order.
    private let rulesOfApp: [String: [Int]]

    /// The services of an associated-domain file besides `applinks` (Apple, Associated Domains
    /// Entitlement: `webcredentials`, `applinks`, `activitycontinuation`, `appclips`).
    static let otherServices = ["webcredentials", "appclips", "activitycontinuation"]

    /// Throws on text that is not JSON, and on JSON that is not an object naming at least one
    /// service: a file with `webcredentials`, `appclips` or `activitycontinuation` but no
    /// `applinks` is an association file that claims no link (no rules).
    public init(json: String) throws {
        let root = try OracleJSON.parse(json)
        guard let applinks = root["applinks"] else {
            guard Self.otherServices.contains(where: { root[$0] != nil }) else {
                throw PlatformOracleError.missingAppLinks
            }
            rules = []
            substitutionVariables = [:]
            appIDs = []
            rulesOfApp = [:]
            return
        }
        guard applinks.members != nil else { throw PlatformOracleError.missingAppLinks }
        // Apple "applinks.Defaults": "The more specific definition overrides the less specific.
        // So the default values you set at the app level override the default values you set
        // at the domain level." Built-in defaults: caseSensitive true, percentEncoded true.
        let domainDefaults = try Self.defaults(applinks["defaults"], over: (true, true))
        var variables: [String: [String]] = [:]
        if let declared = applinks["substitutionVariables"] {
            guard let members = declared.members else { throw Self.invalid("substitutionVariables is not an object") }
            for (name, value) in members {
                guard case .array(let items) = value else {
                    throw Self.invalid("substitution variable \(name) is not an array")
                }
                variables[name] = try items.map {
                    guard case .string(let s) = $0 else {
                        throw Self.invalid("substitution variable \(name) holds a non-string")
                    }
                    return s
                }
            }
        }
        substitutionVariables = variables

        // `details` is an array of objects naming `appIDs`/`appID`; the iOS 9 form is an object
        // keyed by app ID.
        var details: [(appIDs: [String], body: OracleJSON)] = []
        switch applinks["details"] {
        case nil:
            break
        case .array(let items)?:
            for item in items {
                guard item.members != nil else { throw Self.invalid("a details entry is not an object") }
                var ids: [String] = []
                if case .array(let list)? = item["appIDs"] {
                    ids = list.compactMap { if case .string(let s) = $0 { return s } else { return nil } }
                }
                // `appID` is documented as one string; a deployed file (mozilla.org's) writes a
                // list there, which is read as the list of apps it plainly means.
                switch item["appID"] {
                case .string(let id)?: if !ids.contains(id) { ids.append(id) }
                case .array(let list)?:
                    for case .string(let id) in list where !ids.contains(id) { ids.append(id) }
                default: break
                }
                details.append((ids, item))
            }
        case .object(let members)?:
            details = members.map { ([$0.key], $0.value) }
        default:
            throw Self.invalid("details is neither an array nor an object")
        }

        var rules: [AppleAppLinkRule] = []
        for (index, detail) in details.enumerated() {
            let defaults = try Self.defaults(detail.body["defaults"], over: domainDefaults)
            if let components = detail.body["components"] {
                // Apple (WWDC19 "What's New in Universal Links"): iOS 13 and later ignore
                // `paths` "if the components key is present".
                guard case .array(let list) = components else { throw Self.invalid("components is not an array") }
                for component in list {
                    rules.append(
                        try Self.rule(
                            component, defaults: defaults, appIDs: detail.appIDs,
                            detailIndex: index, variables: variables))
                }
            } else if let paths = detail.body["paths"] {
                guard case .array(let list) = paths else { throw Self.invalid("paths is not an array") }
                for entry in list {
                    guard case .string(let text) = entry else { throw Self.invalid("a paths entry is not a string") }
                    // Apple: add "NOT " (including a space after the T) to exclude a path.
                    let exclude = text.hasPrefix("NOT ")
                    rules.append(
                        AppleAppLinkRule(
                            form: .legacyPaths, path: exclude ? String(text.dropFirst(4)) : text, query: nil,
                            fragment: nil, exclude: exclude, caseSensitive: true, percentEncoded: true,
                            appIDs: detail.appIDs, comment: nil, detailIndex: index, variables: [:]))
                }
            }
        }
        self.rules = rules
        var appIDs: [String] = []
        for id in details.flatMap(\.appIDs) where !appIDs.contains(id) { appIDs.append(id) }
        self.appIDs = appIDs
        var rulesOfApp: [String: [Int]] = [:]
        for (index, rule) in rules.enumerated() {
            for id in rule.appIDs { rulesOfApp[id, default: []].append(index) }
        }
        self.rulesOfApp = rulesOfApp
    }

    /// How the site's file sends the URL to its apps, every app installed: `.claimed` when some
    /// app's own first match claims it (the first such rule in file order), else `.excluded` when
    /// some app's first match is an exclusion (the first such rule), else `.unmatched`. Each app
    /// is decided by ``decide(_:appID:)``.
    public func decide(_ url: String) -> Decision {
        guard let parts = Self.universalLinkParts(url) else { return .unmatched }
        let firsts = appIDs.map { decide(parts, rulesOf: $0) }
        let claims = firsts.compactMap { if case .claimed(let rule) = $0 { rule } else { nil } }
        if let rule = claims.min() { return .claimed(rule: rule) }
        let exclusions = firsts.compactMap { if case .excluded(let rule) = $0 { rule } else { nil } }
        if let rule = exclusions.min() { return .excluded(rule: rule) }
        return .unmatched
    }

    /// How the file sends the URL to one app: the first of that app's rules (those of the
    /// `details` entries naming it, in file order) whose specified components all match decides
    /// (Apple: "The first match wins"; `exclude`: "stop pattern matching and prevent the
    /// universal link from opening"). Universal links are `http`/`https` URLs only. The rule
    /// index is into ``rules``; an app the file does not name is `.unmatched`.
    /// - Parameter url: "https://host/path?query#fragment" (path percent-encoded as written);
    ///   the host is not compared, since the file does not name one.
    public func decide(_ url: String, appID: String) -> Decision {
        guard let parts = Self.universalLinkParts(url) else { return .unmatched }
        return decide(parts, rulesOf: appID)
    }

    private func decide(_ parts: AppleURLParts, rulesOf appID: String) -> Decision {
        for index in rulesOfApp[appID] ?? [] where rules[index].matches(parts) {
            return rules[index].exclude ? .excluded(rule: index) : .claimed(rule: index)
        }
        return .unmatched
    }

    private static func universalLinkParts(_ url: String) -> AppleURLParts? {
        guard let parts = AppleURLParts(url), ["http", "https"].contains(parts.scheme.lowercased()) else { return nil }
        return parts
    }

    private static func invalid(_ message: String) -> PlatformOracleError { .invalidAppLinks(message) }

    private static func defaults(_ value: OracleJSON?, over inherited: (caseSensitive: Bool, percentEncoded: Bool))
        throws -> (caseSensitive: Bool, percentEncoded: Bool)
    {
        guard let value else { return inherited }
        guard value.members != nil else { throw invalid("defaults is not an object") }
        return (
            try bool(value["caseSensitive"], "caseSensitive") ?? inherited.caseSensitive,
            try bool(value["percentEncoded"], "percentEncoded") ?? inherited.percentEncoded
        )
    }

    private static func bool(_ value: OracleJSON?, _ key: String) throws -> Bool? {
        switch value {
        case nil: return nil
        case .bool(let b)?: return b
        default: throw invalid("\(key) is not a Boolean")
        }
    }

    private static func string(_ value: OracleJSON?, _ key: String) throws -> String? {
        switch value {
        case nil: return nil
        case .string(let s)?: return s
        default: throw invalid("\(key) is not a string")
        }
    }

    private static func rule(
        _ component: OracleJSON, defaults: (caseSensitive: Bool, percentEncoded: Bool),
        appIDs: [String], detailIndex: Int, variables: [String: [String]]
    ) throws -> AppleAppLinkRule {
        guard component.members != nil else { throw invalid("a component is not an object") }
        var query: AppleQueryPattern?
        switch component["?"] {
        case nil: query = nil
        case .string(let s)?: query = .whole(s)
        case .object(let members)?:
            query = .items(
                try members.map {
                    guard case .string(let pattern) = $0.value else {
                        throw invalid("query item \($0.key) is not a string")
                    }
                    return AppleQueryItemPattern(name: $0.key, pattern: pattern)
                })
        default: throw invalid("? is neither a string nor an object")
        }
        var comment: String?
        if case .string(let text)? = component["comment"] { comment = text }
        return AppleAppLinkRule(
            form: .components, path: try string(component["/"], "/"), query: query,
            fragment: try string(component["#"], "#"), exclude: try bool(component["exclude"], "exclude") ?? false,
            caseSensitive: try bool(component["caseSensitive"], "caseSensitive") ?? defaults.caseSensitive,
            percentEncoded: try bool(component["percentEncoded"], "percentEncoded") ?? defaults.percentEncoded,
            appIDs: appIDs, comment: comment, detailIndex: detailIndex, variables: variables)
    }
}
