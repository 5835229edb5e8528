extension RouteTable {
    /// Builds a URL that the named route matches with exactly `parameters` (reverse routing).
    ///
    /// Values are checked against their constraints and percent-encoded, so the URL resolves back
    /// to the same route parameters.
    ///
    /// - Parameters:
    ///   - parameters: a value for every parameter the pattern captures.
    ///   - wildcard: the segments for a trailing `*`.
    ///   - scheme: required when the pattern matches any scheme.
    ///   - host: the host for a host-agnostic pattern (default: none, `scheme:///path`).
    ///   - query: query items to append.
    package func url(
        for name: String, parameters: [String: String] = [:], wildcard: [String] = [], scheme: String? = nil,
        host: String = "", query: [QueryItem] = []
    ) throws(ReverseRoutingError) -> String {
        guard let route = route(named: name) else { throw ReverseRoutingError.unknownRoute(name) }
        return try route.reverseURL(
            parameters: parameters, wildcard: wildcard, scheme: scheme, host: host, query: query)
    }
}

extension Route {
    /// Builds a URL this route matches with exactly `parameters` (reverse routing); see
    /// ``RouteTable/url(for:parameters:wildcard:scheme:host:query:)``.
    package func reverseURL(
        parameters: [String: String] = [:], wildcard: [String] = [], scheme: String? = nil, host: String = "",
        query: [QueryItem] = []
    ) throws(ReverseRoutingError) -> String {
        let name = self.name
        guard let scheme = pattern.scheme ?? scheme else { throw ReverseRoutingError.missingScheme(route: name) }
        var pieces: [String] = []
        for (index, segment) in pattern.segments.enumerated() {
            let isLast = index == pattern.segments.count - 1
            switch segment {
            case .literal(let text):
                pieces.append(PercentEncoding.encode(text, keeping: .unreserved))
            case .parameter(let parameter):
                let value = try value(of: parameter, in: parameters, route: name)
                guard !value.isEmpty else {
                    throw ReverseRoutingError.invalidParameter(route: name, name: parameter, reason: "is empty")
                }
                pieces.append(PercentEncoding.encode(value, keeping: .unreserved))
            case .constrained(let parameter, let constraint):
                let value = try value(of: parameter, in: parameters, route: name)
                guard constraint.matches(value), isLast || !value.isEmpty else {
                    throw ReverseRoutingError.invalidParameter(
                        route: name, name: parameter, reason: "'\(value)' does not match (\(constraint.source))")
                }
                pieces.append(contentsOf: try encodedRest(value, isLast: isLast, parameter: parameter, route: name))
            case .wildcard:
                if wildcard.contains(where: \.isEmpty) {
                    throw ReverseRoutingError.invalidParameter(
                        route: name, name: "wildcard", reason: "has an empty segment")
                }
                pieces.append(contentsOf: wildcard.map { PercentEncoding.encode($0, keeping: .unreserved) })
            }
        }
        let authority = pattern.isHostBound ? "" : PercentEncoding.encode(host, keeping: .unreserved) + "/"
        var url = "\(scheme)://\(authority)\(pieces.filter { !$0.isEmpty }.joined(separator: "/"))"
        if !query.isEmpty {
            url +=
                "?"
                + query.map {
                    PercentEncoding.encode($0.name, keeping: .unreserved) + "="
                        + PercentEncoding.encode($0.value, keeping: .unreserved)
                }.joined(separator: "&")
        }
        return url
    }

    private func value(of parameter: String, in parameters: [String: String], route: String) throws(ReverseRoutingError)
        -> String
    {
        guard let value = parameters[parameter] else {
            throw ReverseRoutingError.missingParameter(route: route, name: parameter)
        }
        return value
    }

    /// A last constrained parameter spans the rest of the path: its `/` stay separators.
    private func encodedRest(_ value: String, isLast: Bool, parameter: String, route: String)
        throws(ReverseRoutingError) -> [String]
    {
        guard isLast else { return [PercentEncoding.encode(value, keeping: .unreserved)] }
        if value.isEmpty { return [] }
        let parts = value.split(separator: "/", omittingEmptySubsequences: false)
        guard !parts.contains(where: \.isEmpty) else {
            throw ReverseRoutingError.invalidParameter(
                route: route, name: parameter, reason: "'\(value)' has an empty path segment")
        }
        return parts.map { PercentEncoding.encode($0, keeping: .unreserved) }
    }
}
