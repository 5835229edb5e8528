/// One URL's batch JSON line, read off its bytes and ``LineParameters``, in room a
/// ``RouteLookup`` reuses from line to line. It is written where it is stored: a copy would
/// reference-count each of its buffers, for every line of a million.
struct JSONLine: ResolutionJSONFields {
    /// The URL; set only while its line is written.
    var url = UnsafeBufferPointer<UInt8>(start: nil, count: 0) {
        didSet { isPlain = !JSONOutput.mayNeedEscape(url) }
    }
    /// Whether the URL has nothing a JSON string escapes. Then neither has any string of its
    /// line: the values are the URL's own bytes (a line with escapes is not written here), and
    /// names are the pattern grammar's `A-Z a-z 0-9 _ -`. Strings are then copied unchecked.
    private var isPlain = false
    /// Where the URL's fragment is, for a matched URL that has one.
    var fragment: Range<Int>?
    /// The winning route's templates.
    var route: RouteLineTemplates.Record?
    /// The candidates' places in the table, best first.
    var candidates = ReusableList<Int>()
    var parameters = LineParameters()
    /// The table's route strings and captures, fetched on the first line (until then, not made).
    /// The look-up that keeps this line keeps the table, which keeps their memory.
    var templates = RouteLineTemplates()

    var isMatched: Bool { route != nil }

    func writeURL(to json: inout JSONOutput) { string(url, to: &json) }

    func writeRoute(to json: inout JSONOutput) {
        if let route { json.append(route.name) } else { json.raw("null") }
    }

    func writePattern(to json: inout JSONOutput) {
        if let route { json.append(route.pattern) } else { json.raw("null") }
    }

    func writeRouteParameters(to json: inout JSONOutput) { write(parameters.routeParameters.elements, to: &json) }
    func writeQueryParameters(to json: inout JSONOutput) { write(parameters.queryParameters.elements, to: &json) }
    func writeParameters(to json: inout JSONOutput) { write(parameters.parameters.elements, to: &json) }

    func writeWildcard(to json: inout JSONOutput) {
        guard parameters.hasWildcard else { return json.raw("null") }
        let wildcard = parameters.wildcard.elements
        json.raw("[")
        for index in wildcard.indices {
            json.separator(index)
            string(wildcard[index], to: &json)
        }
        json.raw("]")
    }

    func writeQueryItems(to json: inout JSONOutput) {
        let items = parameters.queryItems.elements
        json.raw("[")
        for index in items.indices {
            json.separator(index)
            json.raw("{\"name\":")
            string(items[index].name, to: &json)
            json.raw(",\"value\":")
            string(items[index].value, to: &json)
            json.raw("}")
        }
        json.raw("]")
    }

    func writeFragment(to json: inout JSONOutput) {
        guard let fragment else { return json.raw("null") }
        string(UnsafeBufferPointer(rebasing: url[fragment]), to: &json)
    }

    func writeRedirects(to json: inout JSONOutput) { json.raw("[]") }

    func writeCandidates(to json: inout JSONOutput) {
        json.raw("[")
        for index in candidates.elements.indices {
            json.separator(index)
            json.append(templates.record(of: candidates[index]).name)
        }
        json.raw("]")
    }

    func writeError(to json: inout JSONOutput) {
        guard !isMatched else { return json.raw("null") }
        json.raw(#"{"code":"notFound","message":"no route matches "#)
        if isPlain { json.append(url) } else { json.stringContents(url) }
        json.raw(#""}"#)
    }

    /// Routes with parents are resolved in full, so a line written here has none.
    func writeBackStack(to json: inout JSONOutput) { json.raw(isMatched ? "[]" : "null") }

    private func write(_ pairs: UnsafeBufferPointer<LineParameters.Pair>, to json: inout JSONOutput) {
        json.raw("{")
        for index in pairs.indices {
            json.separator(index)
            string(pairs[index].name, to: &json)
            json.raw(":")
            string(pairs[index].value, to: &json)
        }
        json.raw("}")
    }

    private func string(_ bytes: UnsafeBufferPointer<UInt8>, to json: inout JSONOutput) {
        if isPlain { json.quoted(bytes) } else { json.string(bytes) }
    }
}
