import DeepLinks
import RouterCore

/// Constraints through the deep-link tooling (issue 26: an example generator that trapped on a
/// class below U+00A0 crashed `routes export --format markdown` and `routes diff`).
///
/// The input is a regex, placed as a one-segment constraint, a whole-rest constraint and in an
/// internal route that outranks a public one. Every export and a diff of the table against its
/// own AASA and Android files must finish without trapping, whatever the regex.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDeepLinkExport(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let regex = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    // A `/` would end the segment; an unbalanced `)` makes a pattern that does not load.
    guard !regex.contains("/"),
        let table = try? RouteTable(validating: [
            Route(name: "one", pattern: "https://h.example/a/:id(\(regex))", access: .public),
            Route(name: "staff", pattern: "https://h.example/p/:section(\(regex))"),
            Route(name: "pages", pattern: "https://h.example/p/*", access: .public),
            Route(name: "rest", pattern: "https://h.example/r/:rest(\(regex))", access: .public),
            Route(name: "out", pattern: "https://h.example/x/:id(\(regex))", access: .public, isExclusion: true),
        ])
    else { return 0 }
    _ = MarkdownExport(table: table, host: nil).export()
    _ = ReactNavigationExport(table: table, host: nil).export()
    let android = AndroidExport(table: table, host: nil).export()
    _ = try? ManifestDiff.android(android.text, table: table, host: nil)
    if let aasa = try? AASAExport(table: table, appID: "T.app", host: nil).export() {
        _ = try? ManifestDiff.aasa(aasa.text, table: table, host: "h.example")
    }
    return 0
}
