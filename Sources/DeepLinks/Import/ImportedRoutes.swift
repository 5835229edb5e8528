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

    /// Adds a warning, once (a filter's rule is read once per scheme).
    mutating func warn(_ warning: String) {
        if !warnings.contains(warning) { warnings.append(warning) }
    }

    /// A public route (an exclusion when `excludes`) for `pattern`, named from `hint` (made
    /// unique when it is appended); nil, with a warning, when the pattern does not compile.
    mutating func route(_ pattern: String, nameFrom hint: String, excludes: Bool = false) -> Route? {
        do throws(RouteError) {
            return try Route(
                name: Self.stem(excludes ? "not/" + hint : hint), pattern: pattern, access: .public,
                isExclusion: excludes)
        } catch {
            warnings.append("skipped \(pattern.escapingControlCharacters): \(error.message)")
            return nil
        }
    }

    /// Adds `route`, its name made unique, unless one of the same shape is there already (which
    /// ranks first, so the second would never be reached); says whether it was added.
    @discardableResult
    mutating func append(_ route: Route) -> Bool {
        guard shapes.insert(route.pattern.shape()).inserted else { return false }
        var route = route
        route.name = uniqueName(route.name)
        names.insert(route.name)
        routes.append(route)
        return true
    }

    /// Puts `route` in the place of the route of the same shape: that one goes, and `route`
    /// comes last, in file order.
    mutating func replace(_ route: Route) {
        routes.removeAll { $0.pattern.shape() == route.pattern.shape() }
        shapes.remove(route.pattern.shape())
        append(route)
    }

    /// The hint's letters and digits, joined by dots (`goods.detail`), `root` when it has none.
    private static func stem(_ hint: String) -> String {
        let words = hint.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }.map(String.init)
        return (words.isEmpty || words == ["not"] ? words + ["root"] : words).joined(separator: ".")
    }

    /// Drops the routes another rule always outranks wherever they match (`routes --check`'s
    /// "never wins"): a claim an earlier exclusion keeps out entirely, or the reverse. Each is
    /// named in a warning.
    mutating func dropRoutesThatNeverWin() {
        let check = RouteTableCheck(routes: routes, options: RouteTableOptions(caseInsensitive: caseInsensitive))
        let dead = check.findings.filter { $0.kind == "shadowed" }
        guard !dead.isEmpty else { return }
        for finding in dead {
            guard let route = routes.first(where: { $0.name == finding.route }) else { continue }
            warn(
                "dropped \(route.isExclusion ? "the exclusion " : "")\(route.pattern.text): an earlier rule decides every link it matches"
            )
        }
        let names = Set(dead.map(\.route))
        routes.removeAll { names.contains($0.name) }
    }

    /// `stem`, or `stem-2`, `stem-3` … when taken.
    private func uniqueName(_ stem: String) -> String {
        var name = stem
        var suffix = 2
        while names.contains(name) {
            name = "\(stem)-\(suffix)"
            suffix += 1
        }
        return name
    }

    /// The routes as a route table.
    func table() throws(ManifestError) -> RouteTable {
        do throws(RouteError) {
            return try RouteTable(validating: routes, options: RouteTableOptions(caseInsensitive: caseInsensitive))
        } catch {
            throw ManifestError("the imported routes do not make a table: \(error.message)")
        }
    }
}
