import RouterCore

/// A resolution in words, as the command bar's preview and the Router Lab show it while a URL
/// is typed: the route that would match and its parameters, or why nothing would.
package struct ResolutionSummary: Sendable {
    /// `match <route>  <pattern>` (and the redirects taken); `no match  notFound: …` when no
    /// route matches; else the error alone (`forbidden: …`: a route matched, but may not open).
    package let headline: String
    /// `parameters a=1, b=2` and `wildcard a/b` for what a trailing `*` took (or
    /// `parameters none`); empty when nothing matched.
    package let parameters: String
    /// `candidates a → b`; empty when nothing matched.
    package let candidates: String
    /// Whether a route matched.
    package let isMatch: Bool

    /// Summarises `resolution`.
    package init(_ resolution: RouteResolution) {
        guard let match = resolution.match else {
            if let error = resolution.error, error.code != .notFound {
                headline = error.description
            } else {
                headline = "no match  \(resolution.error?.description ?? "")"
            }
            parameters = ""
            candidates = ""
            isMatch = false
            return
        }
        let values = match.request.stringParameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        let redirects = resolution.redirects.isEmpty ? "" : "  via \(resolution.redirects.joined(separator: " → "))"
        headline = "match \(match.route.name)  \(match.route.pattern.text)\(redirects)"
        let wildcard = match.request.wildcard.map { "wildcard \($0.isEmpty ? "(empty)" : $0.joined(separator: "/"))" }
        parameters =
            values.isEmpty
            ? wildcard ?? "parameters none"
            : ["parameters \(values.joined(separator: ", "))", wildcard].compactMap { $0 }.joined(separator: "  ")
        candidates = "candidates \(match.candidates.map(\.name).joined(separator: " → "))"
        isMatch = true
    }

    /// Headline and parameters on one line, for a preview with one line of room.
    package var oneLine: String { parameters.isEmpty ? headline : "\(headline)  \(parameters)" }
}
