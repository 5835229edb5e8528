import PlatformOracles
import Testing

@testable import DeepLinks
@testable import RouterCore

/// What a new user's trial of the deep-link tooling found, each as it was met (issue 37).
@Suite("Deep-link tooling: a new user's findings")
struct DeepLinkTrialTests {
    static let empty = try! RouteTableFile.load(#"{"routes":[]}"#)

    /// A rule whose only samples the walk refuses was never an entry: drift went unseen.
    @Test(arguments: [
        #"<data android:scheme="https" android:host="shop.example.com" android:pathPattern="/mail/a*"/>"#,
        #"<data android:scheme="tel" android:sspPrefix="+1800"/>"#,
        #"<data android:scheme="tel" android:ssp="911"/>"#,
    ])
    func everyRuleIsAnEntryOfTheDiff(data: String) throws {
        let diff = try ManifestDiff.android(PlatformFeatureTests.android(data), table: Self.empty, host: nil)
        #expect(diff.notRouted.count == 1, "\(diff.lines)")
    }

    /// Two apps that share an exclusion: the link both keep out stays out, in either order.
    @Test(arguments: [false, true])
    func anExclusionBothAppsShareKeepsTheLinkOut(reversed: Bool) throws {
        var apps = [
            #"{"appIDs":["T.shop"],"components":[{"/":"/help/internal/*","exclude":true},{"/":"/help/*"}]}"#,
            #"{"appIDs":["T.reviews"],"components":[{"/":"/help/internal/*","exclude":true},{"/":"/help/*.pdf"}]}"#,
        ]
        if reversed { apps.reverse() }
        let file = #"{"applinks":{"details":["# + apps.joined(separator: ",") + "]}}"
        let oracle = try AppleAppLinks(json: file)
        let imported = try ManifestImport.aasa(file, host: nil)
        let table = try RouteTableFile.load(imported.table)
        for (path, claimed) in [("/help/internal/secret.pdf", false), ("/help/a.pdf", true), ("/help/x", true)] {
            let url = "https://shop.example.com" + path
            let decided = if case .claimed = oracle.decide(url) { true } else { false }
            #expect(decided == claimed, "\(path)")
            #expect((table.resolve(url, origin: .external).match != nil) == claimed, "\(path)")
        }
        #expect(!imported.warnings.contains { $0.contains("--app-id") }, "\(imported.warnings)")
    }

    /// The export leaves out what an internal route outranks, and the diff agrees.
    @Test func aTableIsInSyncWithItsOwnExportWhereAnInternalRouteOutranks() throws {
        let table = try RouteTableFile.load(
            #"{"routes":[{"name":"help","pattern":"https://shop.example.com/help/*","access":"public"},{"name":"help.staff","pattern":"https://shop.example.com/help/staff/*"}]}"#
        )
        let aasa = try AASAExport(table: table, appID: "T.shop", host: nil).export().text
        let diff = try ManifestDiff.aasa(aasa, table: table, host: "shop.example.com")
        #expect(diff.isInSync, "\(diff.lines)")
    }

    /// A placeholder host is some host: the filter's paths stay.
    @Test func aPlaceholderHostKeepsThePaths() throws {
        let manifest = PlatformFeatureTests.android(
            #"<data android:scheme="https" android:host="${deepLinkHost}" android:pathPrefix="/goods/"/>"#)
        let imported = try ManifestImport.android(manifest)
        let table = try RouteTableFile.load(imported.table)
        #expect(table.resolve("https://shop.example.com/goods/1", origin: .external).match != nil)
        #expect(table.resolve("https://shop.example.com/cart", origin: .external).match == nil)
        #expect(imported.warnings.contains { $0.contains("as any host") })
    }

    /// A control character in a path is written as aapt2's `\uXXXX`, which reads back as itself.
    @Test func aControlCharacterIsEscapedForTheResourceCompiler() throws {
        let table = try RouteTableFile.load(
            #"{"routes":[{"name":"evil\u001b[31m","pattern":"https://shop.example.com/e\u0007vil/:id","access":"public"}]}"#
        )
        let xml = AndroidExport(table: table, host: nil).export().text
        #expect(!xml.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "\(xml.escapingControlCharacters)")
        #expect(xml.contains(#"android:pathPattern="/e\u0007vil/.*""#))
        #expect(try ManifestDiff.android(xml, table: table, host: nil).isInSync)
    }

    /// A rule the import skips is not an entry of the diff, and the import's warnings are the diff's.
    @Test func theDiffSkipsAndSaysWhatTheImportDoes() throws {
        let file =
            #"{"applinks":{"details":[{"appIDs":["T.a"],"components":[{"/":"/evil\u001b[2J/*"},{"/":"/promo/*","?":{"utm_source":"?*"}}]}]}}"#
        let imported = try ManifestImport.aasa(file, host: nil)
        let diff = try ManifestDiff.aasa(file, table: RouteTableFile.load(imported.table), host: "h.example")
        #expect(diff.isInSync, "\(diff.lines)")
        #expect(diff.warnings == imported.warnings.filter { !$0.contains("table is empty") })
        #expect(diff.warnings.contains { $0.contains("\"?\" rule") })
    }

    /// A `.` in an ssp's host is any character, the `?` of a query included.
    @Test func aDotInAnSSPHostAlsoStartsAQuery() throws {
        let manifest = PlatformFeatureTests.android(
            #"<data android:scheme="https" android:sspPattern="//shop.example.com/account/.*"/>"#)
        let oracle = try AndroidAppLinks(xml: manifest)
        let table = try RouteTableFile.load(try ManifestImport.android(manifest).table)
        let urls = [
            "https://shop.example.com/account/x", "https://shop?example.com/account/x",
            "https://shop/example.com/account/x",
        ]
        for url in urls {
            #expect(oracle.claims(url), "\(url)")
            #expect(table.resolve(url, origin: .external).match != nil, "\(url)")
        }
    }
}
