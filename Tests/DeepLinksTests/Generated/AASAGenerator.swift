import TestSupport

/// Random AASA files from a seed: 1–3 apps, both forms of rules, over a few path words so that
/// rules meet each other (one excludes what another claims, one spans what another names).
enum AASAGenerator {
    /// Path words: plain, a dot, an upper-case letter, a percent-encoded space.
    static let words = ["a", "ab", "mail", "x.y", "Mail", "a%20b"]

    static func file(using random: inout SeededGenerator) -> AASAModel {
        var model = AASAModel()
        if chance(3, &random) {
            model.webcredentialsOnly = true
            return model
        }
        let variables = chance(15, &random)
        if variables { model.variables = [.init(name: "v", values: ["a", "mail"])] }
        if chance(15, &random) { model.caseSensitive = .random(using: &random) }
        if chance(8, &random) { model.percentEncoded = .random(using: &random) }
        for app in 1...Int.random(in: 1...3, using: &random) {
            var detail = AASAModel.Detail(appIDs: ["TEAM.app\(app)"], components: [])
            if chance(20, &random) { detail.appIDs.append("TEAM.app\(app)beta") }
            detail.usesAppIDKey = chance(30, &random)
            if let previous = model.details.last, chance(20, &random) {
                // Apps of one developer often repeat each other's rules word for word.
                detail.components = previous.components
                detail.legacyPaths = previous.legacyPaths
                detail.caseSensitive = previous.caseSensitive
            } else {
                detail.legacyPaths = chance(25, &random)
                if chance(15, &random) { detail.caseSensitive = .random(using: &random) }
                for _ in 0..<Int.random(in: 1...4, using: &random) {
                    detail.components.append(
                        component(legacy: detail.legacyPaths, variables: variables, using: &random))
                }
            }
            model.details.append(detail)
        }
        return model
    }

    static func component(legacy: Bool, variables: Bool, using random: inout SeededGenerator)
        -> AASAModel.Component
    {
        var component = AASAModel.Component(path: path(variables: variables && !legacy, using: &random))
        component.exclude = chance(30, &random)
        guard !legacy else { return component }
        if chance(8, &random) { component.path = nil }
        if chance(12, &random) {
            component.query =
                chance(50, &random)
                ? .whole(["a=1", "?*", "*", "q=*"].randomElement(using: &random)!)
                : .items(
                    [
                        [AASAModel.Item(name: "q", pattern: "?*")], [.init(name: "id", pattern: "1?")],
                        [.init(name: "k", pattern: ""), .init(name: "q", pattern: "*")],
                    ].randomElement(using: &random)!)
        }
        if chance(10, &random) { component.fragment = ["f", "*", "no_ul", "?*"].randomElement(using: &random)! }
        if chance(20, &random) { component.caseSensitive = .random(using: &random) }
        if chance(10, &random) { component.percentEncoded = .random(using: &random) }
        return component
    }

    /// A path pattern: words, `*` and `?` as whole segments, inside segments and spanning them
    /// (a `*` in the middle also matches `/`), sometimes without the leading `/`, with a
    /// trailing `/` or `/*`.
    static func path(variables: Bool, using random: inout SeededGenerator) -> String {
        switch Int.random(in: 0..<20, using: &random) {
        case 0: return "*"
        case 1: return "/"
        case 2: return "/*"
        default: break
        }
        var segments: [String] = []
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            let word = words.randomElement(using: &random)!
            let segment: String
            switch Int.random(in: 0..<16, using: &random) {
            case 0: segment = "*"
            case 1: segment = "?"
            case 2: segment = word + "*"
            case 3: segment = "*" + word
            case 4: segment = word + "?"
            case 5: segment = "?*"
            case 6: segment = word + "*" + words.randomElement(using: &random)!
            case 7 where variables: segment = "$(v)"
            case 8 where variables: segment = word + "$(digit)"
            default: segment = word
            }
            segments.append(segment)
        }
        var path = segments.joined(separator: "/")
        switch Int.random(in: 0..<10, using: &random) {
        case 0: path += "/"
        case 1, 2, 3: path += "/*"
        default: break
        }
        return chance(8, &random) ? path : "/" + path
    }

    static func chance(_ percent: Int, _ random: inout SeededGenerator) -> Bool {
        Int.random(in: 0..<100, using: &random) < percent
    }
}

extension AASAModel {
    /// Smaller files, biggest cuts first: fewer apps, fewer rules, fewer keys, shorter patterns.
    var shrinks: [AASAModel] {
        guard !webcredentialsOnly else { return [] }
        var out: [AASAModel] = []
        func with(_ change: (inout AASAModel) -> Void) {
            var copy = self
            change(&copy)
            if copy != self { out.append(copy) }
        }
        for d in details.indices { with { $0.details.remove(at: d) } }
        for d in details.indices {
            for c in details[d].components.indices { with { $0.details[d].components.remove(at: c) } }
        }
        with { $0.caseSensitive = nil }
        with { $0.percentEncoded = nil }
        with { $0.variables = [] }
        for d in details.indices {
            with { $0.details[d].appIDs = Array($0.details[d].appIDs.prefix(1)) }
            with { $0.details[d].usesAppIDKey = false }
            with { $0.details[d].caseSensitive = nil }
            with { $0.details[d].legacyPaths = false }
            for c in details[d].components.indices {
                with { $0.details[d].components[c].query = nil }
                with { $0.details[d].components[c].fragment = nil }
                with { $0.details[d].components[c].caseSensitive = nil }
                with { $0.details[d].components[c].percentEncoded = nil }
                with { $0.details[d].components[c].exclude = false }
                if let path = details[d].components[c].path {
                    for shorter in Shrinker.shorter(path, keepingSlashesApart: true) {
                        with { $0.details[d].components[c].path = shorter }
                    }
                }
                if case .whole(let pattern)? = details[d].components[c].query {
                    for shorter in Shrinker.shorter(pattern) {
                        with { $0.details[d].components[c].query = .whole(shorter) }
                    }
                }
                if let fragment = details[d].components[c].fragment {
                    for shorter in Shrinker.shorter(fragment) {
                        with { $0.details[d].components[c].fragment = shorter }
                    }
                }
            }
        }
        return out
    }
}
