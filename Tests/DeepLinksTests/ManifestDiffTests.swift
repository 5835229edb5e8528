import Testing

@testable import DeepLinks
@testable import RouterCore

/// `routes diff` (docs/reference.md §13): in sync with the table's own export, drift both ways.
@Suite("Manifest drift")
struct ManifestDiffTests {
    private static func table() throws -> RouteTable {
        try RouteTable(validating: [
            Route(name: "goods", pattern: "https://shop.example.com/goods/:id([0-9]+)", access: .public),
            Route(name: "help", pattern: "https://shop.example.com/help/*", access: .public),
            Route(name: "cart", pattern: "https://shop.example.com/cart", access: .public),
            Route(name: "admin", pattern: "https://shop.example.com/admin"),
            Route(name: "app", pattern: "app://goods/:id", access: .public),
        ])
    }

    /// A table that lost an exclusion routes what the file keeps out, and that is drift (the
    /// round trip that widened, issue 26); so is one that widened a prefix into a word.
    @Test(arguments: [
        (
            "hylo without its oauth exclusion", #"[{"/":"/oauth/*","exclude":true},{"/":"*"}]"#,
            #"[{"name":"root","pattern":"https:///*","access":"public"}]"#,
            "missing-in-manifest: root https:///*: the table routes https://example.com/oauth/"
        ),
        (
            "/a/* widened to every word that starts with a", #"[{"/":"/a/*"}]"#,
            #"[{"name":"a","pattern":"https:///:path(a.*)","access":"public"}]"#,
            "missing-in-manifest: a https:///:path(a.*): the table routes https://example.com/ax, the manifest does not claim it"
        ),
    ])
    func aWidenedTableIsDrift(what: String, components: String, routes: String, line: String) throws {
        let file = #"{"applinks":{"details":[{"appIDs":["T.a"],"components":"# + components + "}]}}"
        let table = try RouteTableFile.load(#"{"routes":"# + routes + "}")
        let diff = try ManifestDiff.aasa(file, table: table, host: "example.com")
        #expect(diff.lines.contains { $0.hasPrefix(line) }, "\(what): \(diff.lines)")
        #expect(
            try ManifestDiff.aasa(
                file, table: RouteTableFile.load(ManifestImport.aasa(file, host: nil).table), host: "example.com"
            ).isInSync)
    }

    @Test func anExportIsInSyncWithItsTable() throws {
        let table = try Self.table()
        let aasa = try AASAExport(table: table, appID: "T.app", host: nil).export().text
        #expect(try ManifestDiff.aasa(aasa, table: table, host: "shop.example.com").lines == [])
        let android = AndroidExport(table: table, host: nil).export().text
        #expect(try ManifestDiff.android(android, table: table, host: nil).lines == [])
    }

    @Test func aasaDriftBothWays() throws {
        let file = #"""
            {"applinks":{"details":[{"appIDs":["T.app"],"components":[
              {"/":"/goods/*"},{"/":"/admin"},{"/":"/old/*"},{"/":"/help/private","exclude":true},{"/":"/help/*"}
            ]},{"appID":"T.old","paths":["/help","NOT /x"]}]}}
            """#
        let diff = try ManifestDiff.aasa(file, table: try Self.table(), host: "shop.example.com")
        // Each line names a link that differs. The table's `/help/*` routes the `/help/private`
        // the file keeps out: that is drift too.
        #expect(
            diff.lines == [
                "missing-in-manifest: help https://shop.example.com/help/*: the table routes https://shop.example.com/help/private, the manifest does not claim it",
                "missing-in-manifest: cart https://shop.example.com/cart: the table routes https://shop.example.com/cart, the manifest does not claim it",
                "not-routed: /admin (app T.app): the manifest claims https://shop.example.com/admin, the table does not route it",
                "not-routed: /old/* (app T.app): the manifest claims https://shop.example.com/old/, the table does not route it",
            ])
        #expect(!diff.isInSync)
    }

    @Test func androidDriftBothWays() throws {
        let manifest = """
            <manifest><application><activity>
              <intent-filter>
                <action android:name="android.intent.action.VIEW" />
                <category android:name="android.intent.category.BROWSABLE" />
                <data android:scheme="https" android:host="shop.example.com" />
                <data android:pathPrefix="/goods/" />
                <data android:path="/cart" />
                <data android:pathPattern="/promo/.*" />
              </intent-filter>
            </activity></application></manifest>
            """
        let diff = try ManifestDiff.android(manifest, table: try Self.table(), host: nil)
        #expect(
            diff.lines == [
                "missing-in-manifest: help https://shop.example.com/help/*: the table routes https://shop.example.com/help, the manifest does not claim it",
                "missing-in-manifest: app app://goods/:id: the table routes app://goods/42, the manifest does not claim it",
                "not-routed: https://shop.example.com/promo/.*: the manifest claims https://shop.example.com/promo/, the table does not route it",
            ])
    }

    @Test func unreadableManifestsAreErrors() {
        #expect(throws: ManifestError.self) { try ManifestDiff.aasa("[1]", table: try Self.table(), host: "h") }
        #expect(throws: ManifestError.self) {
            try ManifestDiff.aasa(
                #"{"applinks":{"details":[{"components":[{"/":3}]}]}}"#, table: try Self.table(), host: "h")
        }
        #expect(throws: ManifestError.self) {
            try ManifestDiff.android("<manifest><application>", table: try Self.table(), host: nil)
        }
    }
}
