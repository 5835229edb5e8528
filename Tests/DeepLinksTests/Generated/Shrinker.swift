/// Greedy shrinking: take the first smaller candidate that still breaks the same property (on
/// the same URL, itself simplified in turn), until none does or the budget of checks is spent.
enum Shrinker {
    /// A shrunk failure: the smallest file found, and the URL it fails on (none for `import`
    /// and P4).
    struct Result<Model> {
        var model: Model
        var url: String?
        var checks: Int
    }

    static func shrink<Model>(
        _ model: Model, url: String?, budget: Int = 1500, candidates: (Model) -> [Model],
        fails: (Model, String?) -> Bool
    ) -> Result<Model> {
        var current = Result(model: model, url: url, checks: 0)
        var progressed = true
        while progressed && current.checks < budget {
            progressed = false
            for candidate in candidates(current.model) where current.checks < budget {
                current.checks += 1
                if fails(candidate, current.url) {
                    current.model = candidate
                    progressed = true
                    break
                }
            }
            if progressed { continue }
            for candidate in simpler(current.url) where current.checks < budget {
                current.checks += 1
                if fails(current.model, candidate) {
                    current.url = candidate
                    progressed = true
                    break
                }
            }
        }
        return current
    }

    /// The text without one of its characters, each in turn (the last first, so a pattern loses
    /// its tail before its head). `keepingSlashesApart`: not where that would make a `//` the
    /// generators never write (a pattern with an empty segment shrinks into another question).
    static func shorter(_ text: String, keepingSlashesApart: Bool = false) -> [String] {
        let characters = Array(text)
        return characters.indices.reversed().compactMap { index in
            var copy = characters
            copy.remove(at: index)
            let shorter = String(copy)
            return keepingSlashesApart && shorter.contains("//") && !text.contains("//") ? nil : shorter
        }
    }

    /// Simpler URLs: without the fragment, the query, a port, upper case, a path segment, then
    /// one character of the path shorter.
    static func simpler(_ url: String?) -> [String] {
        guard let url, let (scheme, authority, path, tail) = Spellings.split(url) else { return [] }
        var out: [String] = []
        func add(_ candidate: String) { if candidate != url && !out.contains(candidate) { out.append(candidate) } }
        if let hash = tail.firstIndex(of: "#") { add("\(scheme)://\(authority)\(path)\(tail[..<hash])") }
        if tail.hasPrefix("?") { add("\(scheme)://\(authority)\(path)\(tail.drop { $0 != "#" })") }
        if let colon = authority.firstIndex(of: ":") { add("\(scheme)://\(authority[..<colon])\(path)\(tail)") }
        add("\(scheme.lowercased())://\(authority.lowercased())\(path)\(tail)")
        if authority.lowercased() != "example.com" { add("\(scheme)://example.com\(path)\(tail)") }
        let segments = path.split(separator: "/", omittingEmptySubsequences: false)
        for index in segments.indices.dropFirst() {
            var fewer = segments
            fewer.remove(at: index)
            add("\(scheme)://\(authority)\(fewer.joined(separator: "/"))\(tail)")
        }
        for shorter in shorter(path, keepingSlashesApart: true) { add("\(scheme)://\(authority)\(shorter)\(tail)") }
        return out
    }

    /// What a shrunk failure looks like with every word, number and escape as `w`, and every
    /// scheme and host alike: two files that differ only in their words (`/l` excluded, or
    /// `/%20`) show the same defect once. Every failure at a URL with an empty segment (`//`, a
    /// one-character wildcard standing for `/` beside another) is one kind, whatever the file.
    static func signature(_ property: DifferentialProperty, _ text: String, url: String?) -> String {
        if let url, let path = Spellings.split(url)?.path, path.contains("//") { return property.rawValue + " at //" }
        return property.rawValue + " "
            + text.replacing(/android:(scheme|host)="[^"]*"/) { "android:\($0.output.1)" }
            .replacing(/[A-Za-z0-9%]+/, with: "w")
    }
}
