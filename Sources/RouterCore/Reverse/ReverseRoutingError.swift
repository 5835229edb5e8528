/// Why a URL could not be built for a route.
package enum ReverseRoutingError: Error, Equatable, CustomStringConvertible {
    /// No route has this name.
    case unknownRoute(String)
    /// The route captures a parameter that was not given.
    case missingParameter(route: String, name: String)
    /// A value the route's pattern would not match (empty, failing its constraint …).
    case invalidParameter(route: String, name: String, reason: String)
    /// The pattern matches any scheme, so one must be given.
    case missingScheme(route: String)

    package var description: String {
        switch self {
        case .unknownRoute(let name): "no route is named '\(name)'"
        case .missingParameter(let route, let name): "route '\(route)' needs the parameter '\(name)'"
        case .invalidParameter(let route, let name, let reason): "route '\(route)': parameter '\(name)' \(reason)"
        case .missingScheme(let route): "route '\(route)' matches any scheme; give one"
        }
    }
}
