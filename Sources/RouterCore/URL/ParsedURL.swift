/// A URL split into the parts routing needs, every part already percent-decoded.
///
/// Create one with ``URLParser``; the same parser serves the router, the CLI and the app, so a
/// link behaves the same wherever it is typed.
package struct ParsedURL: Sendable, Hashable {
    /// The text that was parsed, exactly as given.
    package let original: String
    /// The scheme, lowercased.
    package let scheme: String
    /// The host, decoded, as written; `""` when the URL has none. A `:host` parameter captures this.
    package let hostAsWritten: String
    /// The path split on `/`, empty segments dropped, each segment decoded.
    package let pathSegments: [String]
    /// Every query item in order.
    package let queryItems: [QueryItem]
    /// The raw query text after `?` as written, or `nil` without a `?`.
    package let rawQuery: String?
    /// The raw fragment after `#` as written, or `nil` without a `#`.
    package let fragment: String?
    /// The fragment parsed like a query when it contains `=` (OAuth-style), else empty.
    package let fragmentItems: [QueryItem]
    /// The host and path segments as bytes, for the route table's look-ups.
    let segments: SegmentBuffer

    /// The host, decoded and lowercased, for comparisons.
    package var host: String { hostAsWritten.lowercased() }

    /// The decoded query as a dictionary (last value wins, empty names dropped).
    package var queryParameters: [String: String] { queryItems.lastValueByName }

    /// The decoded fragment parameters as a dictionary.
    package var fragmentParameters: [String: String] { fragmentItems.lastValueByName }

    /// The segments a host-bound pattern matches: the host, then the path, empty ones dropped.
    var hostAndPathSegments: [String] { hostAsWritten.isEmpty ? pathSegments : [hostAsWritten] + pathSegments }
}
