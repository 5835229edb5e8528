import TestSupport
import Testing

@testable import DeepLinks
@testable import RouterCore

/// `routes export --format android` (docs/reference.md §13), read back with the platform's rules.
@Suite("Android export")
struct AndroidExportTests {
    @Test func oneFilterPerRouteWithTheRightPathAttributes() throws {
        let table = try RouteTable(validating: [
            Route(name: "goods", pattern: "https://shop.example.com/goods/:id([0-9]+)", access: .public),
            Route(name: "about", pattern: "https://shop.example.com/about.html", access: .public),
            Route(name: "help", pattern: "shop.example.com/help/*", access: .public),
            Route(name: "app", pattern: "app://goods/:id/reviews", access: .public),
            Route(name: "any", pattern: "/anywhere", access: .public),
            Route(name: "hidden", pattern: "https://shop.example.com/admin"),
        ])
        let output = AndroidExport(table: table, host: nil).export()
        #expect(output.warnings.count == 1 && output.warnings[0].contains("any"))
        let filters = try AndroidIntentFilters(xml: output.text)
        #expect(filters.filters.count == 4)
        #expect(output.text.components(separatedBy: "<intent-filter android:autoVerify=\"true\">").count - 1 == 3)
        #expect(output.text.contains(#"android:path="/about.html""#))
        #expect(output.text.contains(#"android:pathPrefix="/goods/""#))
        #expect(output.text.contains(#"android:pathPrefix="/help/""#))
        #expect(output.text.contains("digits only"))
        let cases: [(String, String, String, Bool)] = [
            ("https", "shop.example.com", "/goods/42", true), ("https", "shop.example.com", "/about.html", true),
            ("https", "shop.example.com", "/aboutxhtml", false), ("http", "shop.example.com", "/help", true),
            ("https", "shop.example.com", "/help/a/b", true), ("https", "shop.example.com", "/helpme", false),
            ("app", "goods", "/7/reviews", true), ("app", "goods", "/7/other", false),
            ("https", "shop.example.com", "/admin", false),
        ]
        for (scheme, host, path, claimed) in cases {
            #expect(filters.claims(scheme: scheme, host: host, path: path) == claimed, "\(scheme)://\(host)\(path)")
        }
        let withHost = AndroidExport(table: table, host: "Shop.Example.com").export()
        #expect(withHost.warnings.isEmpty && withHost.text.contains(#"android:path="/anywhere""#))
    }

    @Test(arguments: [
        (".*", "", true), (".*", "/a/b", true), ("/a/.*", "/a/b/c", true), ("/a/.*/c", "/a/b/c", true),
        ("/a/.*/c", "/a/b/x/c", false), (#"/a\.b"#, "/a.b", true),
        // The platform's quirk: an escaped `.` not before `*` still matches any character.
        (#"/a\.b"#, "/axb", true), (#"/a\.*b"#, "/a..b", true), (#"/a\.*b"#, "/axb", false), ("/a.b", "/axb", true),
        ("/a*b", "/aaab", true), ("/a*b", "/b", true), ("/x/*", "/x//", true), ("/a/.*", "/a", false),
    ])
    func theGlobMatchesAsAndroidDoes(pattern: String, path: String, matches: Bool) {
        #expect(AndroidPathRule.glob(pattern).matches(path) == matches)
    }

    @Test func readsManifestsOfSeveralShapes() throws {
        let manifest = """
            <?xml version="1.0" encoding="utf-8"?>
            <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example">
              <application>
                <activity android:name=".Main">
                  <intent-filter><action android:name="android.intent.action.MAIN" /></intent-filter>
                  <!-- a comment with <tags> -->
                  <intent-filter android:autoVerify="true">
                    <action android:name="android.intent.action.VIEW" />
                    <category android:name="android.intent.category.DEFAULT" />
                    <category android:name="android.intent.category.BROWSABLE" />
                    <data android:scheme="https" />
                    <data android:host="example.com" />
                    <data android:host="@string/second_host" />
                    <data android:pathPrefix="/shop" />
                    <data android:pathPattern="/item/.*\\\\.html" />
                  </intent-filter>
                </activity>
                <activity android:name=".Share">
                  <intent-filter>
                    <action android:name="android.intent.action.VIEW" />
                    <category android:name="android.intent.category.BROWSABLE" />
                    <data android:scheme="https" android:host="example.com" android:mimeType="image/*" />
                  </intent-filter>
                </activity>
              </application>
            </manifest>
            """
        let filters = try AndroidIntentFilters(xml: manifest)
        #expect(filters.filters.count == 1)
        #expect(filters.warnings.count == 1 && filters.warnings[0].contains("@string/second_host"))
        #expect(filters.filters[0].paths == [.prefix("/shop"), .glob(#"/item/.*\.html"#)])
        #expect(filters.claims(scheme: "https", host: "EXAMPLE.com", path: "/item/x.html"))
        #expect(!filters.claims(scheme: "https", host: "example.com", path: "/item/xhtml"))
        #expect(throws: ManifestError.self) { try AndroidIntentFilters(xml: "<intent-filter><data></intent-filter>") }
    }

    /// Whatever the table claims, the filters claim (they may claim more).
    @Test func theFiltersClaimEveryLinkTheTableClaims() throws {
        var random = SeededGenerator(seed: 21)
        var claimed = 0
        for _ in 0..<40 {
            let table = RandomLinks.table(using: &random, host: "h.example")
            let filters = try AndroidIntentFilters(xml: AndroidExport(table: table, host: "h.example").export().text)
            for _ in 0..<40 {
                let path = RandomLinks.path(using: &random)
                guard tableClaims(table, "https://h.example" + path) else { continue }
                claimed += 1
                let claims = filters.claims(scheme: "https", host: "h.example", path: path)
                #expect(claims, "https://h.example\(path) in \(table.routes.map(\.pattern.text))")
            }
        }
        #expect(claimed > 200)
    }
}

/// An imported manifest exported back says what the manifest said, not the whole host or web:
/// prefixes, suffixes and AOSP's `.*` before a character come back as written (issue 26).
@Suite("Android export of imported filters")
struct AndroidRoundTripTests {
    static let manifest = #"""
        <manifest xmlns:android="http://schemas.android.com/apk/res/android"><application><activity android:name="A">
          <intent-filter><action android:name="android.intent.action.VIEW"/><category android:name="android.intent.category.BROWSABLE"/>
            <data android:scheme="https" android:host="*" android:pathPattern=".*\\.xml"/></intent-filter>
          <intent-filter><action android:name="android.intent.action.VIEW"/><category android:name="android.intent.category.BROWSABLE"/>
            <data android:scheme="https" android:host="new.example.com" android:pathPrefix="/r"/>
            <data android:pathPattern="/.*/podcast/.*"/></intent-filter>
          <intent-filter><action android:name="android.intent.action.VIEW"/><category android:name="android.intent.category.BROWSABLE"/>
            <data android:scheme="https" android:host="*.wikipedia.org" android:pathPrefix="/wiki/"/></intent-filter>
        </activity></application></manifest>
        """#

    @Test func theExportClaimsWhatTheManifestClaimsAndLittleMore() throws {
        let table = try RouteTableFile.load(ManifestImport.android(Self.manifest).table)
        let exported = AndroidExport(table: table, host: nil).export().text
        #expect(exported.contains(#"android:pathPrefix="/r""#) && exported.contains(#"android:host="*.wikipedia.org""#))
        #expect(exported.contains(#"android:pathPattern="/.*/podcast/.*""#))
        let again = try RouteTableFile.load(
            ManifestImport.android(
                #"<manifest xmlns:android="http://schemas.android.com/apk/res/android"><application><activity android:name="A">"#
                    + exported + "</activity></application></manifest>"
            ).table)
        for url in [
            "https://feeds.example.org/show.xml", "https://new.example.com/reports/1",
            "https://new.example.com/us/podcast/1", "https://en.wikipedia.org/wiki/Cat",
        ] {
            #expect(again.resolve(url, origin: .external).match != nil, "\(url) is claimed again")
        }
        for url in [
            "https://www.google.com/search", "https://new.example.com/about", "https://wikipedia.org/wiki/Cat",
            "https://en.wikipedia.org/w/index.php",
        ] {
            #expect(again.resolve(url, origin: .external).match == nil, "\(url) was never claimed")
        }
    }
}
