import PlatformOracles
import Testing

@testable import DeepLinks
@testable import RouterCore

/// Android's patterns read one way by import and diff (docs/reference.md §13), on minimal
/// files, each URL judged by the AOSP oracle.
@Suite("Android's patterns, read once")
struct AndroidReadingTests {
    static func filter(_ data: String) -> String {
        PlatformFeatureTests.android(#"<data android:scheme="https" android:host="h.example"/>"# + data)
    }

    @Test(arguments: [
        // A trailing `x*` needs one `x`: the walk stops looking when the input runs out.
        (#"<data android:pathPattern=".*\\.m3u8*"/>"#, ["/a.m3u8", "/a.m3u88", "/.m3u8"], ["/a.m3u", "/a.m3u9"]),
        // `x*.*` at the end: any nonempty rest.
        (#"<data android:pathPattern="/ab*.*"/>"#, ["/ab", "/abc", "/ax"], ["/a"]),
        // `.*/` runs to the next `/`, which must be there (`/b///123`, both runs empty, is
        // the table's `/b/123`: the table routes it, and the diff agrees).
        (#"<data android:pathPattern="/b/.*/.*/..."/>"#, ["/b/x/y/123", "/b///123"], ["/b/x/y/z/123", "/c/x/y/123"]),
        // An escaped dot is still any character: AOSP unescapes, then tests for `.`.
        (#"<data android:pathPattern="/a\\.b"/>"#, ["/a.b", "/axb"], ["/ab"]),
        // `x*x` never matches: the `x*` takes every `x`.
        (#"<data android:pathPattern="/a*a"/><data android:path="/z"/>"#, ["/z"], ["/a", "/aa"]),
        // An ssp with a host and a path claims them, whatever the filter's hosts.
        (#"<data android:sspPrefix="//b.example/x"/>"#, ["/x"], ["/y"]),
    ])
    func importAndDiffReadAsAOSPDoes(data: String, claimed: [String], unclaimed: [String]) throws {
        let manifest = Self.filter(data)
        let oracle = try AndroidAppLinks(xml: manifest)
        let imported = try ManifestImport.android(manifest)
        let table = try RouteTableFile.load(imported.table)
        let host = data.contains("ssp") ? "b.example" : "h.example"
        for path in claimed {
            #expect(oracle.claims("https://\(host)\(path)"), "\(path)")
            #expect(table.resolve("https://\(host)\(path)", origin: .external).match != nil, "\(path)")
        }
        for path in unclaimed {
            #expect(!oracle.claims("https://\(host)\(path)"), "\(path)")
            #expect(table.resolve("https://\(host)\(path)", origin: .external).match == nil, "\(path)")
        }
        #expect(try ManifestDiff.android(manifest, table: table, host: nil).isInSync)
    }
}
