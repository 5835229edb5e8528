import Testing

@testable import DeepLinks
@testable import RouterCore

/// `routes import` (docs/reference.md §13): the table routes every link the manifest claims and
/// none an AASA file excludes; exporting it again claims at least the same links.
@Suite("Manifest import")
struct ManifestImportTests {
    static let aasa = #"""
        {"applinks":{"details":[
          {"appIDs":["T.a"],"components":[
            {"/":"/help/private/*","exclude":true},{"/":"/help/*"},{"/":"/cart"},{"/":"/Goods/*","caseSensitive":false},
            {"/":"/u/*/profile"},{"/":"/q","?":{"x":"1"}},{"/":"/docs/v?/*"}]},
          {"appID":"T.b","paths":["NOT /legacy/old","/legacy/*","/"]}]}}
        """#

    /// Every path of up to three segments over the words the fixtures use.
    static var paths: [String] {
        let words = [
            "help", "private", "privateer", "cart", "goods", "GOODS", "u", "x", "profile", "legacy", "old", "docs",
            "v1",
        ]
        var paths = [""]
        var layer = [""]
        for _ in 0..<3 {
            layer = layer.flatMap { prefix in words.map { prefix + "/" + $0 } }
            paths += layer
        }
        return paths
    }

    @Test func aasaImportRoutesWhatTheFileClaimsAndNothingItExcludes() throws {
        let output = try ManifestImport.aasa(Self.aasa, host: nil)
        #expect(output.warnings.count == 2 && output.warnings[0].contains("/q"))
        #expect(output.warnings[1].contains("also keeps out /help/private"))
        let table = try RouteTableFile.load(output.table)
        #expect(table.routes.allSatisfy { $0.access == .public })
        #expect(table.route(named: "cart")?.pattern.text == "https:///cart")
        let file = try AASAFile(json: Self.aasa)
        var claimed = 0
        // `/help/private/*` keeps out `/help/private/`, and the table cannot tell that from the
        // claimed `/help/private`: the one path on which the two must disagree (it is kept out).
        for path in Self.paths where path != "/help/private" {
            let routed = table.resolve("https://shop.example.com" + path, origin: .external).match != nil
            if file.claims(path: path) {
                claimed += 1
                #expect(routed, "\(path) is claimed but not routed")
            } else if file.entry(deciding: path)?.exclude == true {
                #expect(!routed, "\(path) is excluded but routed")
            }
        }
        #expect(claimed > 100)
        let exported = try AASAFile(
            json: try AASAExport(table: table, appID: "T.a", host: "shop.example.com").export().text)
        for path in Self.paths where file.claims(path: path) && path != "/help/private" {
            #expect(exported.claims(path: path), "export(import(F)) does not claim \(path)")
        }
    }

    @Test func androidImportRoutesWhatTheFiltersClaim() throws {
        let manifest = """
            <manifest><application><activity>
              <intent-filter android:autoVerify="true">
                <action android:name="android.intent.action.VIEW" />
                <category android:name="android.intent.category.DEFAULT" />
                <category android:name="android.intent.category.BROWSABLE" />
                <data android:scheme="https" android:host="shop.example.com" />
                <data android:host="*.shop.example.com" />
                <data android:path="/cart" />
                <data android:pathPrefix="/help/" />
                <data android:pathPrefix="/leg" />
                <data android:pathPattern="/u/.*/profile" />
              </intent-filter>
              <intent-filter>
                <action android:name="android.intent.action.VIEW" />
                <category android:name="android.intent.category.BROWSABLE" />
                <data android:scheme="app" android:host="goods" />
              </intent-filter>
            </activity></application></manifest>
            """
        let output = try ManifestImport.android(manifest)
        let table = try RouteTableFile.load(output.table)
        let filters = try AndroidIntentFilters(xml: manifest)
        var claimed = 0
        for (scheme, host) in [
            ("https", "shop.example.com"), ("https", "m.shop.example.com"), ("app", "goods"),
            ("https", "other.example"),
        ] {
            for path in Self.paths where filters.claims(scheme: scheme, host: host, path: path) {
                claimed += 1
                #expect(
                    table.resolve("\(scheme)://\(host)\(path)", origin: .external).match != nil,
                    "\(scheme)://\(host)\(path)")
            }
        }
        #expect(claimed > 100)
        let exported = try AndroidIntentFilters(xml: AndroidExport(table: table, host: nil).export().text)
        for path in Self.paths where filters.claims(scheme: "https", host: "shop.example.com", path: path) {
            #expect(
                exported.claims(scheme: "https", host: "shop.example.com", path: path),
                "export(import(F)) does not claim \(path)")
        }
    }

    @Test func unreadableFilesAreErrors() {
        #expect(throws: ManifestError.self) { try ManifestImport.aasa("{}", host: nil) }
        #expect(throws: ManifestError.self) { try ManifestImport.android("<a><b></a>") }
    }
}
