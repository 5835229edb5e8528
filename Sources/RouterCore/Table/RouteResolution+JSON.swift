extension RouteResolution {
    /// The `resolve --json` object of docs/reference.md §7, keys in the contract's order.
    package var json: JSONValue {
        let match = self.match
        let request = match?.request
        let errorValue = error?.json ?? .null
        return .object([
            ("url", .string(url)),
            ("matched", .bool(match != nil)),
            ("route", .string(match?.route.name)),
            ("pattern", .string(match?.route.pattern.text)),
            ("routeParameters", .sortedObject(request?.routeParameters ?? [:])),
            ("wildcard", request?.wildcard.map { .array($0.map(JSONValue.string)) } ?? .null),
            ("queryParameters", .sortedObject(request?.queryParameters ?? [:])),
            ("queryItems", .array((request?.queryItems ?? []).map { .object([("name", .string($0.name)), ("value", .string($0.value))]) })),
            ("fragment", .string(request?.fragment)),
            ("parameters", .sortedObject(request?.stringParameters ?? [:])),
            ("redirects", .array(redirects.map(JSONValue.string))),
            ("candidates", .array((match?.candidates ?? []).map { .string($0.name) })),
            ("error", errorValue),
        ])
    }
}
