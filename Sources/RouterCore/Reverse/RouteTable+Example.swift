extension RouteTable {
    /// A URL for `route` whose first candidate is `route`, or nil when none is found: values that
    /// satisfy the constraints (`42`, `example`, `item-1` for plain parameters), tried in a few
    /// forms until one wins; `https` and `host` where the pattern leaves them open.
    package func exampleURL(for route: Route, host: String? = nil) -> String? {
        let scheme = route.pattern.scheme == nil ? "https" : nil
        let host = route.pattern.isHostBound ? "" : host ?? "example.com"
        let segments = route.pattern.segments
        for attempt in 0..<3 {
            var parameters: [String: String] = [:]
            for (index, segment) in segments.enumerated() {
                switch segment {
                case .parameter(let name):
                    parameters[name] =
                        route.pattern.isHostBound && index == 0 ? "example.com" : ["42", "example", "item-1"][attempt]
                case .constrained(let name, let constraint):
                    // A last constraint takes the rest of the path, which may be empty.
                    guard let value = constraint.example(nonEmpty: index < segments.count - 1 || attempt > 0) else {
                        return nil
                    }
                    parameters[name] = value
                case .literal, .wildcard:
                    break
                }
            }
            let wildcard = [[], ["example"], ["a", "b"]][attempt]
            guard
                let url = try? self.url(
                    for: route.name, parameters: parameters, wildcard: wildcard, scheme: scheme, host: host),
                let parsed = try? parser.parse(url)
            else { continue }
            if matches(for: parsed).first?.route.name == route.name { return url }
        }
        return nil
    }
}
