/// The `resolve --json` object of docs/reference.md §7, keys in the contract's order, written
/// from anything that can tell its fields: a ``RouteResolution``, or a batch line resolved
/// straight from its bytes (``RouteLookup``). The shape is here once.
package protocol ResolutionJSONFields {
    /// Whether the URL matched.
    var isMatched: Bool { get }
    /// Each field's JSON value, written as the key's value.
    func writeURL(to json: inout JSONOutput)
    func writeRoute(to json: inout JSONOutput)
    func writePattern(to json: inout JSONOutput)
    func writeRouteParameters(to json: inout JSONOutput)
    func writeWildcard(to json: inout JSONOutput)
    func writeQueryParameters(to json: inout JSONOutput)
    func writeQueryItems(to json: inout JSONOutput)
    func writeFragment(to json: inout JSONOutput)
    func writeParameters(to json: inout JSONOutput)
    func writeRedirects(to json: inout JSONOutput)
    func writeCandidates(to json: inout JSONOutput)
    func writeError(to json: inout JSONOutput)
    func writeBackStack(to json: inout JSONOutput)
}

extension ResolutionJSONFields {
    /// Appends the object as one line of compact JSON (no newline).
    package func writeJSON(to json: inout JSONOutput) {
        // Each key with its punctuation is one literal: this runs once per line of a batch.
        json.raw("{\"url\":")
        writeURL(to: &json)
        json.raw(isMatched ? ",\"matched\":true,\"route\":" : ",\"matched\":false,\"route\":")
        writeRoute(to: &json)
        json.raw(",\"pattern\":")
        writePattern(to: &json)
        json.raw(",\"routeParameters\":")
        writeRouteParameters(to: &json)
        json.raw(",\"wildcard\":")
        writeWildcard(to: &json)
        json.raw(",\"queryParameters\":")
        writeQueryParameters(to: &json)
        json.raw(",\"queryItems\":")
        writeQueryItems(to: &json)
        json.raw(",\"fragment\":")
        writeFragment(to: &json)
        json.raw(",\"parameters\":")
        writeParameters(to: &json)
        json.raw(",\"redirects\":")
        writeRedirects(to: &json)
        json.raw(",\"candidates\":")
        writeCandidates(to: &json)
        json.raw(",\"error\":")
        writeError(to: &json)
        json.raw(",\"backStack\":")
        writeBackStack(to: &json)
        json.raw("}")
    }
}

extension JSONOutput {
    /// `{"k":"v",…}` with the pairs' keys in order.
    mutating func object(_ pairs: some Sequence<(key: String, value: String)>) {
        raw("{")
        for (index, pair) in pairs.enumerated() {
            separator(index)
            string(pair.key)
            raw(":")
            string(pair.value)
        }
        raw("}")
    }

    /// `["a","b",…]`.
    mutating func array(_ strings: some Sequence<String>) {
        raw("[")
        for (index, text) in strings.enumerated() {
            separator(index)
            string(text)
        }
        raw("]")
    }

    /// `{"code":…,"message":…}`: how a resolution's error is written.
    mutating func error(code: String, message: String) {
        raw("{\"code\":")
        string(code)
        raw(",\"message\":")
        string(message)
        raw("}")
    }
}

extension RouteResolution: ResolutionJSONFields {
    /// The object as one line of JSON text.
    package var jsonText: String {
        var json = JSONOutput()
        writeJSON(to: &json)
        return String(decoding: json.bytes, as: UTF8.self)
    }

    private var request: RouteRequest? { match?.request }
    private static func sorted(_ dictionary: [String: String]) -> [(key: String, value: String)] {
        dictionary.sorted { $0.key < $1.key }
    }

    package var isMatched: Bool { match != nil }
    package func writeURL(to json: inout JSONOutput) { json.string(url) }
    package func writeRoute(to json: inout JSONOutput) { json.string(orNull: match?.route.name) }
    package func writePattern(to json: inout JSONOutput) { json.string(orNull: match?.route.pattern.text) }
    package func writeRouteParameters(to json: inout JSONOutput) {
        json.object(Self.sorted(request?.routeParameters ?? [:]))
    }
    package func writeWildcard(to json: inout JSONOutput) {
        if let wildcard = request?.wildcard { json.array(wildcard) } else { json.raw("null") }
    }
    package func writeQueryParameters(to json: inout JSONOutput) {
        json.object(Self.sorted(request?.queryParameters ?? [:]))
    }
    package func writeQueryItems(to json: inout JSONOutput) {
        json.raw("[")
        for (index, item) in (request?.queryItems ?? []).enumerated() {
            json.separator(index)
            json.raw("{\"name\":")
            json.string(item.name)
            json.raw(",\"value\":")
            json.string(item.value)
            json.raw("}")
        }
        json.raw("]")
    }
    package func writeFragment(to json: inout JSONOutput) { json.string(orNull: request?.fragment) }
    package func writeParameters(to json: inout JSONOutput) {
        json.object(Self.sorted(request?.stringParameters ?? [:]))
    }
    package func writeRedirects(to json: inout JSONOutput) { json.array(redirects) }
    package func writeCandidates(to json: inout JSONOutput) { json.array((match?.candidates ?? []).map(\.name)) }
    package func writeError(to json: inout JSONOutput) {
        if let error { json.error(code: error.code.rawValue, message: error.message) } else { json.raw("null") }
    }
    package func writeBackStack(to json: inout JSONOutput) {
        if let match { json.array(match.backStack) } else { json.raw("null") }
    }
}
