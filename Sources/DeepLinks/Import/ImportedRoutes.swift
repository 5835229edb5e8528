import RouterCore

/// The routes an import builds, with names derived from their paths and made unique, and the
/// warnings met on the way.
struct ImportedRoutes {
    private(set) var routes: [Route] = []
    private(set) var warnings: [String] = []
    private var shapes: Set<RoutePattern.Shape> = []

    mutating func warn(_ warning: String) { warnings.append(warning) }

    /// Adds a public route for `base` (`https:///`, `app://host/`) followed by `path`: literal
    /// segments when they read as such, else one last `:path(regex)` over the whole rest.
    mutating func add(base: String, literalPath segments: [String]?, regex: String, nameFrom hint: String) {
        let literal = segments.flatMap { $0.allSatisfy(Self.isPlain) ? $0.joined(separator: "/") : nil }
        let pattern = base + (literal ?? ":path(\(regex))")
        let route: Route
        do throws(RouteError) {
            route = try Route(name: uniqueName(hint), pattern: pattern, access: .public)
        } catch {
            warnings.append("skipped \(pattern): \(error.message)")
            return
        }
        guard shapes.insert(route.pattern.shape()).inserted else { return }
        routes.append(route)
    }

    /// A segment that a pattern reads as the same literal.
    private static func isPlain(_ segment: String) -> Bool {
        !segment.isEmpty && !segment.hasPrefix(":") && segment != "*" && !segment.contains(where: { "()?#%".contains($0) })
    }

    /// A name from the hint's letters and digits (`goods.detail`), `root` when it has none,
    /// with `-2`, `-3` … when taken.
    private func uniqueName(_ hint: String) -> String {
        let words = hint.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }.map(String.init)
        let base = words.isEmpty ? "root" : words.joined(separator: ".")
        var name = base
        var suffix = 2
        while routes.contains(where: { $0.name == name }) {
            name = "\(base)-\(suffix)"
            suffix += 1
        }
        return name
    }

    /// The routes as a route table file.
    func tableText() throws(RouteError) -> String {
        RouteTableFile.text(of: try RouteTable(validating: routes))
    }
}
