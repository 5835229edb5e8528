import Foundation

/// A faithful WLRRoute-style router: every pattern is turned into an `NSRegularExpression`
/// (WLRRegularExpression), the URL is parsed with Foundation, and every matcher is tried in turn
/// until one matches, as `WLRRouter` scanned its matcher dictionary.
final class LinearScanRouter: @unchecked Sendable {
    private struct Matcher {
        let regex: NSRegularExpression
        let parameterNames: [String]
        let name: String
    }

    private var matchers: [Matcher] = []

    /// Registers a `host/seg/:param` pattern.
    func register(_ segments: [String], name: String) throws {
        var names: [String] = []
        let body = segments.map { segment -> String in
            if segment.hasPrefix(":") {
                names.append(String(segment.dropFirst()))
                return "([^/]+)"
            }
            return NSRegularExpression.escapedPattern(for: segment)
        }.joined(separator: "/")
        matchers.append(
            Matcher(regex: try NSRegularExpression(pattern: "^" + body + "$"), parameterNames: names, name: name))
    }

    /// The first matching route's name and parameters.
    func route(_ url: String) -> (String, [String: String])? {
        guard let components = URLComponents(string: url), let host = components.host else { return nil }
        let path = host + components.path
        let range = NSRange(path.startIndex..., in: path)
        for matcher in matchers {
            guard let match = matcher.regex.firstMatch(in: path, range: range) else { continue }
            var parameters: [String: String] = [:]
            for (offset, name) in matcher.parameterNames.enumerated() {
                if let valueRange = Range(match.range(at: offset + 1), in: path) {
                    parameters[name] = String(path[valueRange])
                }
            }
            for item in components.queryItems ?? [] { parameters[item.name] = parameters[item.name] ?? item.value }
            return (matcher.name, parameters)
        }
        return nil
    }
}
