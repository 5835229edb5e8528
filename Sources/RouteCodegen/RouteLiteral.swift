import RouterCore

/// A route as the Swift expression that builds it again: `Route(name:pattern:…)` with only the
/// arguments that differ from their defaults.
enum RouteLiteral {
    static func expression(for route: Route) -> String {
        let literal = SwiftRouteTypes.literal
        var arguments = ["name: \(literal(route.name))", "pattern: \(literal(route.pattern.text))"]
        if route.access == .public { arguments.append("access: .public") }
        if route.priority != 0 { arguments.append("priority: \(route.priority)") }
        if let redirect = route.redirect { arguments.append("redirect: \(literal(redirect))") }
        if !route.middleware.isEmpty {
            arguments.append("middleware: [\(route.middleware.map(literal).joined(separator: ", "))]")
        }
        if let summary = route.summary { arguments.append("summary: \(literal(summary))") }
        if !route.attributes.isEmpty {
            let pairs = route.attributes.sorted { $0.key < $1.key }.map { "\(literal($0.key)): \(literal($0.value))" }
            arguments.append("attributes: [\(pairs.joined(separator: ", "))]")
        }
        if let parent = route.parent { arguments.append("parent: \(literal(parent))") }
        if route.isExclusion { arguments.append("isExclusion: true") }
        return "Route(\(arguments.joined(separator: ", ")))"
    }
}
