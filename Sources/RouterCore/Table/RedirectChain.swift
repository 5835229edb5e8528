/// Follows redirects for one request, refusing cycles and more than ``maximumHops``
/// (docs/reference.md §5). Each URL is parsed once, by whoever resolves it, and handed to
/// ``arrive(at:)``; the chain never parses on its own.
struct RedirectChain {
    /// The most redirects one request may take.
    static let maximumHops = 8

    /// The URL to resolve next.
    private(set) var current: String
    /// The URLs redirects produced, in order.
    private(set) var redirects: [String] = []
    private var visited: [String]
    private var visitedIdentities: Set<String> = []

    init(start: String) {
        current = start
        visited = [start]
    }

    /// Records that ``current``, parsed as `url`, is being resolved; a URL seen before on this
    /// chain (in any spelling) is a cycle.
    mutating func arrive(at url: ParsedURL) throws(RouteError) {
        guard visitedIdentities.insert(Self.identity(of: url)).inserted else {
            throw RouteError(.redirectLoop, "redirect cycle: \(visited.joined(separator: " → "))")
        }
    }

    /// Expands `template` with the request's parameters and moves on to the result.
    mutating func follow(_ template: String, for request: RouteRequest) throws(RouteError) {
        try follow(
            to: RedirectTemplate(template).expand(parameters: request.stringParameters, query: request.url.rawQuery))
    }

    /// Moves on to `url`, or throws `redirectLoop` past the most hops.
    mutating func follow(to url: String) throws(RouteError) {
        guard redirects.count < Self.maximumHops else {
            throw RouteError(.redirectLoop, "more than \(Self.maximumHops) redirects starting from \(visited[0])")
        }
        visited.append(url)
        redirects.append(url)
        current = url
    }

    /// Two spellings of the same URL (case of scheme and host, escapes) are the same stop.
    private static func identity(of parsed: ParsedURL) -> String {
        let path = parsed.pathSegments.joined(separator: "/")
        let query = parsed.queryItems.map { "\($0.name)=\($0.value)" }.joined(separator: "&")
        return "\(parsed.scheme)://\(parsed.host)/\(path)?\(query)"
    }
}

/// A redirect target such as `app://user/:id/profile`, filled from a match's parameters.
struct RedirectTemplate {
    let text: String

    init(_ text: String) { self.text = text }

    /// The URL with each `:name` replaced by its percent-encoded value; `query` (the original
    /// request's raw query) is appended unless the template has its own.
    func expand(parameters: [String: String], query: String?) throws(RouteError) -> String {
        let parts = text.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        var result = try substitute(parts[0], parameters: parameters, keeping: .unreserved)
        if parts.count > 1 {
            result += "?" + (try substitute(parts[1], parameters: parameters, keeping: .unreserved))
        } else if let query {
            result += "?" + PercentEncoding.encode(query, keeping: .queryLegal)
        }
        return result
    }

    private func substitute(_ text: Substring, parameters: [String: String], keeping allowed: PercentEncoding.ByteSet)
        throws(RouteError) -> String
    {
        var result = ""
        var index = text.startIndex
        while let colon = text[index...].firstIndex(of: ":") {
            result += text[index..<colon]
            let nameStart = text.index(after: colon)
            let name = text[nameStart...].prefix(while: \.isParameterNameCharacter)
            if let value = parameters[String(name)], !name.isEmpty {
                result += PercentEncoding.encode(value, keeping: allowed)
            } else if name.isEmpty || name.allSatisfy(\.isASCIIDigit) {
                result += text[colon..<name.endIndex]
            } else {
                throw RouteError(
                    .invalidURL,
                    "the redirect '\(self.text)' needs the parameter '\(name)', which the request does not have")
            }
            index = name.endIndex
        }
        return result + text[index...]
    }
}
