/// The `parent` links of a table (docs/reference.md §13): a link from outside shows its route's
/// parents first, root first, each URL filled by reverse routing from the link's parameters.
enum ParentChains {
    /// Throws `invalidRouteTable` for a parent that names no route or an exclusion, a cycle, or a
    /// parent that needs a parameter its child does not capture.
    static func check(_ routes: [Route]) throws(RouteError) {
        // Most tables have no parents: nothing to index then.
        guard routes.indices.contains(where: { routes[$0].parent != nil }) else { return }
        let index = Dictionary(routes.indices.map { (routes[$0].name, $0) }, uniquingKeysWith: { first, _ in first })
        for (position, route) in routes.enumerated() {
            guard let parentName = route.parent else { continue }
            let label = "route \(position) (\(route.name))"
            guard let parent = index[parentName].map({ routes[$0] }) else {
                throw RouteError(.invalidRouteTable, "\(label): the parent '\(parentName)' is not a route of the table")
            }
            guard !parent.isExclusion else {
                throw RouteError(
                    .invalidRouteTable, "\(label): the parent '\(parentName)' is an exclusion, which shows nothing")
            }
            let missing = parent.pattern.parameterNames.filter { !route.pattern.parameterNames.contains($0) }
            if !missing.isEmpty {
                throw RouteError(
                    .invalidRouteTable,
                    "\(label): the parent '\(parentName)' needs \(missing.map { ":\($0)" }.joined(separator: ", ")), which '\(route.pattern.text)' does not capture"
                )
            }
            var seen: Set<String> = [route.name]
            var next: String? = parentName
            while let name = next {
                guard seen.insert(name).inserted else {
                    throw RouteError(.invalidRouteTable, "\(label): its parents form a cycle through '\(name)'")
                }
                next = index[name].flatMap { routes[$0].parent }
            }
        }
    }
}

extension RouteTable {
    /// The parents' URLs of `route` matched in `url` with `parameters`, root first: each filled by
    /// reverse routing from the link's route parameters (with the link's scheme and host where
    /// the parent's pattern leaves them open). The chain stops below a parent whose URL cannot be
    /// built (a value its constraint refuses).
    func backStack(of route: Route, in url: ParsedURL, parameters: [String: String]) -> [String] {
        var chain: [String] = []
        var next = route.parent
        while let name = next, let parent = self.route(named: name), chain.count < routes.count {
            guard
                let link = try? self.url(for: name, parameters: parameters, scheme: url.scheme, host: url.hostAsWritten)
            else { break }
            chain.append(link)
            next = parent.parent
        }
        return chain.reversed()
    }
}

extension RouteTable {
    /// The URLs a link from outside shows before `request`'s own screen, root first; empty for a
    /// route without a parent.
    package func backStack(for request: RouteRequest) -> [String] {
        guard let route = request.route ?? route(named: request.routeName) else { return [] }
        return backStack(of: route, in: request.url, parameters: request.routeParameters)
    }
}
