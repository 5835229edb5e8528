/// Collects routes, refusing duplicates, then builds an immutable ``RouteTable``.
package struct RouteTableBuilder: Sendable {
    /// The routes in registration order.
    package private(set) var routes: [Route] = []
    /// The table's options.
    package let options: RouteTableOptions
    private var indexByShape: [RoutePattern.Shape: Int] = [:]
    private var indexByName: [String: Int] = [:]

    /// Creates an empty builder.
    package init(options: RouteTableOptions = RouteTableOptions()) {
        self.options = options
    }

    /// Makes room for `count` routes in all, so that a large table is not rehashed as it grows.
    package mutating func reserveCapacity(_ count: Int) {
        routes.reserveCapacity(count)
        indexByShape.reserveCapacity(count)
        indexByName.reserveCapacity(count)
    }

    /// Adds `route`; throws `duplicateRoute` when its name is taken or its shape is registered,
    /// unless `replacing` is true, in which case it takes the place of the route with its shape.
    package mutating func add(_ route: Route, replacing: Bool = false) throws(RouteError) {
        if let conflict = route.exclusionConflict {
            throw RouteError(
                .invalidRouteTable, "'\(route.pattern)' (\(route.name)) is an exclusion and cannot have '\(conflict)'")
        }
        let shape = route.pattern.shape(caseInsensitive: options.caseInsensitive)
        let sameShape = indexByShape[shape]
        if let sameShape, !replacing {
            throw RouteError(
                .duplicateRoute,
                "'\(route.pattern)' (\(route.name)) has the same shape as '\(routes[sameShape].pattern)' (\(routes[sameShape].name))"
            )
        }
        if let sameName = indexByName[route.name], sameName != sameShape {
            throw RouteError(
                .duplicateRoute, "the route name '\(route.name)' is already used by '\(routes[sameName].pattern)'")
        }
        if let sameShape {
            indexByName[routes[sameShape].name] = nil
            routes[sameShape] = route
            indexByName[route.name] = sameShape
        } else {
            indexByShape[shape] = routes.count
            indexByName[route.name] = routes.count
            routes.append(route)
        }
    }

    /// Builds the immutable table.
    package func build() -> RouteTable { RouteTable(routes: routes, options: options, indexByName: indexByName) }
}
