import RouterCore

/// The routes an import builds, with names derived from their paths and made unique, and the
/// warnings met on the way.
struct ImportedRoutes {
    private(set) var routes: [Route] = []
    private(set) var warnings: [String] = []
    /// Whether the table compares path literals in either case (every rule of the file does).
    var caseInsensitive = false
    private var shapes: Set<RoutePattern.Shape> = []
    private var names: Set<String> = []

    mutating func warn(_ warning: String) { warnings.append(warning) }

    /// A public route (an exclusion when `excludes`) for `pattern`, named from `hint`; nil, with
    /// a warning, when the pattern does not compile.
    mutating func route(_ pattern: String, nameFrom hint: String, excludes: Bool = false) -> Route? {
        do throws(RouteError) {
            let route = try Route(name: uniqueName(excludes ? "not/" + hint : hint), pattern: pattern, access: .public, isExclusion: excludes)
            names.insert(route.name)
            return route
        } catch {
            warnings.append("skipped \(pattern): \(error.message)")
            return nil
        }
    }

    /// Adds `route` unless one of the same shape is there already (which ranks first, so the
    /// second would never be reached); says whether it was added.
    @discardableResult
    mutating func append(_ route: Route) -> Bool {
        guard shapes.insert(route.pattern.shape()).inserted else { return false }
        routes.append(route)
        return true
    }

    /// Puts `route` in the place of the route of the same shape.
    mutating func replace(_ route: Route) {
        guard let index = routes.firstIndex(where: { $0.pattern.shape() == route.pattern.shape() }) else { return }
        routes[index] = route
    }

    /// A name from the hint's letters and digits (`goods.detail`), `root` when it has none,
    /// with `-2`, `-3` … when taken.
    private func uniqueName(_ hint: String) -> String {
        let words = hint.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }.map(String.init)
        let base = words.isEmpty || words == ["not"] ? words + ["root"] : words
        let stem = base.joined(separator: ".")
        var name = stem
        var suffix = 2
        while names.contains(name) {
            name = "\(stem)-\(suffix)"
            suffix += 1
        }
        return name
    }

    /// The routes as a route table file.
    func tableText() throws(RouteError) -> String {
        RouteTableFile.text(of: try RouteTable(validating: routes, options: RouteTableOptions(caseInsensitive: caseInsensitive)))
    }
}
