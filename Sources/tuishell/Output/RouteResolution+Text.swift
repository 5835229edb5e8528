import RouterCore
import TUIShell

extension RouteResolution.Match {
    /// A few aligned lines for people: the route, its pattern, the redirects and what it captured.
    /// Decoded values may hold anything (`%1B` is ESC, `%0A` a line break): each line has its
    /// control characters escaped, so output can neither drive the reader's terminal nor forge a
    /// line.
    func text(redirects: [String]) -> String {
        func pairs(_ dictionary: [String: String]) -> String {
            dictionary.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        }
        var lines = ["route            \(route.name)", "pattern          \(route.pattern.text)"]
        for redirect in redirects { lines.append("redirected to    \(redirect)") }
        if !request.routeParameters.isEmpty { lines.append("routeParameters  \(pairs(request.routeParameters))") }
        if let wildcard = request.wildcard { lines.append("wildcard         \(wildcard.joined(separator: "/"))") }
        if !request.queryParameters.isEmpty { lines.append("queryParameters  \(pairs(request.queryParameters))") }
        if let fragment = request.fragment { lines.append("fragment         \(fragment)") }
        lines.append("parameters       \(pairs(request.stringParameters))")
        lines.append("candidates       \(candidates.map(\.name).joined(separator: ", "))")
        if let screen = route.screen { lines.append("screen           \(screen)") }
        return lines.map(\.escapingControlCharacters).joined(separator: "\n")
    }
}
