extension RouteLookup {
    /// Appends the `resolve --json` line of `url` (UTF-8), without its newline, and answers
    /// whether it matched: the same bytes ``RouteResolution`` writes, worked out from the URL's
    /// own bytes. URLs with escapes or non-ASCII bytes, redirects, and `forbidden` answers go
    /// through a full ``RouteTable/resolve(_:origin:primitiveParameters:)``.
    package mutating func appendJSON(for url: UnsafeBufferPointer<UInt8>, origin: RouteOrigin, to json: inout JSONOutput) -> Bool {
        let publicOnly = origin == .external
        guard let parts = try? URLParts(url), parts.isASCII, !parts.hasEscapes,
              (try? segments.fill(url, parts: parts, lowercasingPath: table.options.caseInsensitive)) != nil
        else { return appendFullResolution(of: url, origin: origin, to: &json) }
        let scheme = UnsafeBufferPointer(rebasing: url[..<parts.schemeEnd])
        let tree = table.tree
        tree.allRoutes(scheme: scheme, segments: segments, publicOnly: publicOnly, into: &candidates)
        let winner = candidates.first
        if let winner, tree.resolvesFully[winner] {
            return appendFullResolution(of: url, origin: origin, to: &json)
        }
        if winner == nil, publicOnly, tree.bestRoute(scheme: scheme, segments: segments, after: -1, publicOnly: false) >= 0 {
            return appendFullResolution(of: url, origin: origin, to: &json)
        }
        line.removeAll()
        let wildcardStart = winner.flatMap { collectParameters(of: table.routes[$0].pattern, url: url, parts: parts) }
        LineFields(
            url: url, parts: parts, strings: jsonStrings, route: winner, candidates: candidates, segments: segments.values,
            wildcardStart: wildcardStart, line: line
        ).writeJSON(to: &json)
        return winner != nil
    }

    /// Puts the match's parameters in ``line``; returns where its `*` capture starts in the
    /// segments, if it has one.
    private mutating func collectParameters(of pattern: RoutePattern, url: UnsafeBufferPointer<UInt8>, parts: URLParts) -> Int? {
        let values = segments.values
        let start = segments.start(hostBound: pattern.isHostBound)
        var wildcardStart: Int?
        pattern.forEachCapture { capture in
            switch capture {
            case .segment(let name, let position): line.addRouteParameter(name: name, value: values.segment(start + position))
            case .rest(let name, let position): line.addRouteParameter(name: name, value: values.bytes[values.rest(from: start + position)])
            case .wildcard(let position): wildcardStart = start + position
            }
        }
        let plusAsSpace = table.options.plusAsSpace
        if let query = parts.query { line.addItems(of: UnsafeBufferPointer(rebasing: url[query]), isQuery: true, plusAsSpace: plusAsSpace) }
        if let fragment = parts.fragmentItems {
            line.addItems(of: UnsafeBufferPointer(rebasing: url[fragment]), isQuery: false, plusAsSpace: plusAsSpace)
        }
        line.sort()
        return wildcardStart
    }

    private func appendFullResolution(of url: UnsafeBufferPointer<UInt8>, origin: RouteOrigin, to json: inout JSONOutput) -> Bool {
        let resolution = table.resolve(String(decoding: url, as: UTF8.self), origin: origin)
        resolution.writeJSON(to: &json)
        return resolution.match != nil
    }
}

/// One URL's fields for its JSON line, read off its bytes, its segments and ``LineParameters``.
private struct LineFields: ResolutionJSONFields {
    let url: UnsafeBufferPointer<UInt8>
    let parts: URLParts
    let strings: RouteJSONStrings
    /// Where the winning route is in the table.
    let route: Int?
    let candidates: [Int]
    let segments: SegmentBytes
    /// Where the route's `*` capture starts in ``segments``; nil without a `*`.
    let wildcardStart: Int?
    let line: LineParameters

    var isMatched: Bool { route != nil }

    func writeURL(to json: inout JSONOutput) { json.string(url) }
    func writeRoute(to json: inout JSONOutput) {
        if let route { strings.writeName(of: route, to: &json) } else { json.raw("null") }
    }

    func writePattern(to json: inout JSONOutput) {
        if let route { strings.writePattern(of: route, to: &json) } else { json.raw("null") }
    }

    func writeRouteParameters(to json: inout JSONOutput) { write(line.routeParameters, to: &json) }
    func writeQueryParameters(to json: inout JSONOutput) { write(line.queryParameters, to: &json) }
    func writeParameters(to json: inout JSONOutput) { write(line.parameters, to: &json) }

    func writeWildcard(to json: inout JSONOutput) {
        guard let wildcardStart else { return json.raw("null") }
        json.raw("[")
        for (index, position) in (wildcardStart..<segments.count).enumerated() {
            json.separator(index)
            segments.segment(position).withUnsafeBufferPointer { json.string($0) }
        }
        json.raw("]")
    }

    func writeQueryItems(to json: inout JSONOutput) {
        json.raw("[")
        for (index, item) in line.queryItems.enumerated() {
            json.separator(index)
            json.raw("{\"name\":"); string(item.name, to: &json); json.raw(",\"value\":"); string(item.value, to: &json); json.raw("}")
        }
        json.raw("]")
    }

    func writeFragment(to json: inout JSONOutput) {
        guard isMatched, let fragment = parts.fragment else { return json.raw("null") }
        json.string(UnsafeBufferPointer(rebasing: url[fragment]))
    }

    func writeRedirects(to json: inout JSONOutput) { json.raw("[]") }

    func writeCandidates(to json: inout JSONOutput) {
        json.raw("[")
        for (index, candidate) in candidates.enumerated() {
            json.separator(index)
            strings.writeName(of: candidate, to: &json)
        }
        json.raw("]")
    }

    func writeError(to json: inout JSONOutput) {
        guard !isMatched else { return json.raw("null") }
        json.raw(#"{"code":"notFound","message":"no route matches "#)
        json.stringContents(url)
        json.raw(#""}"#)
    }
    /// Routes with parents are resolved in full, so a line written here has none.
    func writeBackStack(to json: inout JSONOutput) { json.raw(isMatched ? "[]" : "null") }

    private func write(_ pairs: [LineParameters.Pair], to json: inout JSONOutput) {
        json.raw("{")
        for (index, pair) in pairs.enumerated() {
            json.separator(index)
            string(pair.name, to: &json)
            json.raw(":")
            string(pair.value, to: &json)
        }
        json.raw("}")
    }

    private func string(_ range: Range<Int>, to json: inout JSONOutput) {
        line.text.withUnsafeBufferPointer { json.string(UnsafeBufferPointer(rebasing: $0[range])) }
    }
}
