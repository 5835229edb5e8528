import Foundation
import PlatformOracles
import Testing

@testable import DeepLinks
@testable import RouterCore

/// The four shapes issue 37 found beyond the first corpus, each on the real file that shows it
/// (Corpus/SOURCES.md), judged by the platform oracles; minimal files for each are in
/// ``AASAAppsTests`` and ``AndroidReadingTests``.
@Suite("The real files behind issue 37")
struct RealFileDefectTests {
    static func file(_ kind: String, _ name: String) throws -> String {
        try CorpusTests.text(kind, name)
    }

    static func routes(_ imported: ManifestImport.Output, _ url: String) throws -> Bool {
        try RouteTableFile.load(imported.table).resolve(url, origin: .external).match != nil
    }

    /// Skiff: the mail app claims what the other two keep out.
    @Test func skiffsAppsAreReadOneByOne() throws {
        let text = try Self.file("aasa", "skiff.json")
        let oracle = try AppleAppLinks(json: text)
        #expect(oracle.decide("https://app.skiff.com/mail/x") != .unmatched)
        #expect(try Self.routes(ManifestImport.aasa(text, host: nil), "https://app.skiff.com/mail/x"))
        let mobile = "52QYHTS68C.com.skiff.mobile"
        #expect(oracle.decide("https://app.skiff.com/mail/x", appID: mobile) != .claimed(rule: 2))
        let one = try ManifestImport.aasa(text, host: nil, appID: mobile)
        #expect(try !Self.routes(one, "https://app.skiff.com/mail/x"))
        #expect(try Self.routes(one, "https://app.skiff.com/file/x"))
    }

    /// Gumroad, kineo, SideStore: web credentials, App Clips, Handoff, no app links.
    @Test(arguments: [
        ("gumroad.json", "webcredentials"), ("kineo.json", "appclips"), ("sidestore.json", "activitycontinuation"),
    ])
    func aFileWithoutAppLinksIsAnEmptyTable(name: String, holds: String) throws {
        let imported = try ManifestImport.aasa(try Self.file("aasa", name), host: nil)
        #expect(try RouteTableFile.load(imported.table).routes.isEmpty)
        #expect(imported.warnings.first?.contains(holds) == true, "\(imported.warnings)")
    }

    /// mpv: `.*\\.m3u8*` needs one `8` at the end (AOSP reaches a pattern character only while
    /// input is left), and import and diff read it alike.
    @Test func mpvsTrailingRepeatNeedsOne() throws {
        let text = try Self.file("android", "mpv-android.xml")
        let oracle = try AndroidAppLinks(xml: text)
        let imported = try ManifestImport.android(text)
        for (url, claimed) in [
            ("https://h.example/a.m3u", false), ("https://h.example/a.m3u8", true), ("https://h.example/a.m3u88", true),
        ] {
            #expect(oracle.claims(url) == claimed, "\(url)")
            #expect(try Self.routes(imported, url) == claimed, "\(url)")
        }
        #expect(try ManifestDiff.android(text, table: RouteTableFile.load(imported.table), host: nil).isInSync)
    }

    /// lichess: AOSP's `.*` runs to the next `/`, which must be there; the table cannot tell
    /// `/broadcast///12345678` (both runs empty) from `/broadcast/12345678`.
    @Test func lichessRunsToTheNextSlash() throws {
        let text = try Self.file("android", "lichess-mobile.xml")
        let oracle = try AndroidAppLinks(xml: text)
        let imported = try ManifestImport.android(text)
        #expect(oracle.claims("https://lichess.org/broadcast/a/b/12345678"))
        #expect(oracle.claims("https://lichess.org/broadcast///12345678"))
        #expect(try Self.routes(imported, "https://lichess.org/broadcast/a/b/12345678"))
        let diff = try ManifestDiff.android(text, table: RouteTableFile.load(imported.table), host: nil)
        #expect(diff.isInSync, "\(diff.lines.prefix(3))")
    }

    /// NewPipe: `bandcamp.com/?show=*` on https matches only `https:bandcamp.com/?show=…`, no web link.
    @Test func newPipesOpaqueSSPClaimsNoWebLink() throws {
        let text = try Self.file("android", "newpipe.xml")
        let oracle = try AndroidAppLinks(xml: text)
        let imported = try ManifestImport.android(text)
        #expect(!oracle.claims("https://www.google.com/search?q=x"))
        #expect(try !Self.routes(imported, "https://www.google.com/search?q=x"))
        #expect(imported.warnings.contains { $0.contains("sspPattern") && $0.contains("not web links") })
    }
}
