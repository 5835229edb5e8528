extension RouteLookup {
    /// Appends the `resolve --json` line of `url` (UTF-8), without its newline, and answers
    /// whether it matched: the same bytes ``RouteResolution`` writes, worked out from the URL's
    /// own bytes. URLs with escapes, non-ASCII bytes or a `+` read as a space (values to decode),
    /// redirects, and `forbidden` answers go through a full
    /// ``RouteTable/resolve(_:origin:inAppValues:)``.
    package mutating func appendJSON(
        for url: UnsafeBufferPointer<UInt8>, origin: RouteOrigin, to json: inout JSONOutput
    ) -> Bool {
        let publicOnly = origin == .external
        guard let parts = try? URLParts(url), parts.isASCII, !parts.hasEscapes,
            !itemsNeedDecoding(in: url, parts: parts),
            (try? segments.fill(url, parts: parts, lowercasingPath: table.options.caseInsensitive)) != nil
        else { return appendFullResolution(of: url, origin: origin, to: &json) }
        let scheme = UnsafeBufferPointer(rebasing: url[..<parts.schemeEnd])
        tree.allRoutes(scheme: scheme, segments: segments, publicOnly: publicOnly, into: &jsonLine.candidates)
        let winner = jsonLine.candidates.elements.first
        if let winner, tree.resolvesFully[winner] {
            return appendFullResolution(of: url, origin: origin, to: &json)
        }
        if winner == nil, publicOnly,
            tree.bestRoute(scheme: scheme, segments: segments, after: -1, publicOnly: false) >= 0
        {
            return appendFullResolution(of: url, origin: origin, to: &json)
        }
        if !jsonLine.templates.isMade { jsonLine.templates = table.lineTemplates }
        jsonLine.parameters.removeAll()
        jsonLine.route = winner.map(jsonLine.templates.record(of:))
        if let route = jsonLine.route { collectParameters(of: route, url: url, parts: parts) }
        jsonLine.url = url
        jsonLine.fragment = winner == nil ? nil : parts.fragment
        jsonLine.writeJSON(to: &json)
        jsonLine.url = UnsafeBufferPointer(start: nil, count: 0)
        return winner != nil
    }

    /// Whether the URL's query or fragment items have anything to decode (with no `%`, that is a
    /// `+` the table reads as a space).
    private func itemsNeedDecoding(in url: UnsafeBufferPointer<UInt8>, parts: URLParts) -> Bool {
        [parts.query, parts.fragmentItems].contains { items in
            items.map {
                PercentEncoding.needsDecoding(
                    UnsafeBufferPointer(rebasing: url[$0]), plusAsSpace: table.options.plusAsSpace)
            } ?? false
        }
    }

    /// Puts the parameters of the match of `route` (its templates) in the line.
    private mutating func collectParameters(
        of route: RouteLineTemplates.Record, url: UnsafeBufferPointer<UInt8>, parts: URLParts
    ) {
        Self.addCaptures(
            of: route, from: segments.values, start: segments.start(hostBound: route.isHostBound),
            to: &jsonLine.parameters)
        if let query = parts.query {
            jsonLine.parameters.addItems(of: UnsafeBufferPointer(rebasing: url[query]), isQuery: true)
        }
        if let fragment = parts.fragmentItems {
            jsonLine.parameters.addItems(of: UnsafeBufferPointer(rebasing: url[fragment]), isQuery: false)
        }
        jsonLine.parameters.sort()
    }

    /// The segments are borrowed, not copied (two buffers retained and released per URL).
    private static func addCaptures(
        of route: RouteLineTemplates.Record, from segments: borrowing SegmentBytes, start: Int,
        to parameters: inout LineParameters
    ) {
        segments.withView { values in
            route.forEachCapture { capture, name in
                switch capture.kind {
                case .segment: parameters.addRouteParameter(name: name, value: values.segment(start + capture.position))
                case .rest: parameters.addRouteParameter(name: name, value: values.rest(start + capture.position))
                case .wildcard: parameters.addWildcard(values, from: start + capture.position)
                }
            }
        }
    }

    private func appendFullResolution(
        of url: UnsafeBufferPointer<UInt8>, origin: RouteOrigin, to json: inout JSONOutput
    ) -> Bool {
        let resolution = table.resolve(String(decoding: url, as: UTF8.self), origin: origin)
        resolution.writeJSON(to: &json)
        return resolution.match != nil
    }
}
