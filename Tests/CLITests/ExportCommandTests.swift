import Foundation
import RouterCore
import TestSupport
import Testing

/// `tuishell routes export --format …` (docs/reference.md §13).
@Suite("tuishell routes export", .machineSlot)
struct ExportCommandTests {
    private static let table = #"""
        {"routes":[
          {"name":"goods","pattern":"https://shop.example.com/goods/:id([0-9]+)","access":"public","screen":"Goods"},
          {"name":"help","pattern":"/help/*","access":"public","screen":"Help"},
          {"name":"other","pattern":"https://blog.example.com/post/:slug","access":"public","screen":"Post"}
        ]}
        """#

    @Test func aasaNeedsOneHostAndNamesThemWhenThereAreSeveral() async throws {
        let routes = try CLIRunner.temporaryFile(Self.table)
        let ambiguous = try await CLIRunner.run(["routes", "export", "--format", "aasa", "--routes", routes])
        #expect(ambiguous.status == 2)
        #expect(
            ambiguous.stderr.hasPrefix("error: usage: ")
                && ambiguous.stderr.contains("blog.example.com, shop.example.com"))
        let file = try await CLIRunner.run([
            "routes", "export", "--format", "aasa", "--routes", routes, "--host", "shop.example.com", "--app-id",
            "AB12.com.shop",
        ])
        #expect(file.status == 0, "\(file.stderr)")
        let json = try JSONParser.parse(file.stdout)
        let details = json["applinks"]?["details"]?.arrayValue?.first
        #expect(details?["appIDs"] == .array([.string("AB12.com.shop")]))
        #expect(
            details?["components"]?.arrayValue?.map { $0["/"] }
                == ["/goods/*", "/help", "/help/*"].map(JSONValue.string))
    }

    @Test func androidWarnsAboutRoutesForAnyHostOnStderr() async throws {
        let routes = try CLIRunner.temporaryFile(Self.table)
        let result = try await CLIRunner.run([
            "routes", "export", "--format", "android", "--routes", routes, "--package", "com.example.shop",
        ])
        #expect(result.status == 0)
        #expect(result.stderr.hasPrefix("warning: left out help"))
        #expect(result.stdout.components(separatedBy: "<intent-filter").count - 1 == 2)
        #expect(result.stdout.contains("com.example.shop"))
    }

    @Test func reactNavigationAndMarkdownOfTheDemoTable() async throws {
        let linking = try await CLIRunner.run(["routes", "export", "--format", "react-navigation"])
        #expect(linking.status == 0)
        let json = try JSONParser.parse(linking.stdout)
        #expect(json["config"]?["screens"]?["GoodsDetail"] == .string("goods/:id"))
        let markdown = try await CLIRunner.run(["routes", "export", "--format", "markdown"])
        #expect(markdown.status == 0 && markdown.stdout.contains("| goods.detail | `app://goods/:id([0-9]+)` |"))
        let bad = try await CLIRunner.run(["routes", "export", "--format", "ios"])
        #expect(bad.status == 2 && bad.stderr.hasPrefix("error: "))
    }
}

/// `tuishell routes diff` (docs/reference.md §13): exit 0 in sync, 1 drift, 2 unreadable.
@Suite("tuishell routes diff", .machineSlot)
struct DiffCommandTests {
    @Test func exitCodesSayInSyncDriftOrUnreadable() async throws {
        let routes = try CLIRunner.temporaryFile(
            #"{"routes":[{"name":"cart","pattern":"https://shop.example.com/cart","access":"public"},{"name":"goods","pattern":"https://shop.example.com/goods/:id","access":"public"}]}"#
        )
        let export = try await CLIRunner.run(["routes", "export", "--format", "aasa", "--routes", routes])
        let file = try CLIRunner.temporaryFile(export.stdout)
        let inSync = try await CLIRunner.run([
            "routes", "diff", "--against", file, "--format", "aasa", "--routes", routes,
        ])
        #expect(inSync.status == 0 && inSync.stdout.isEmpty, "\(inSync.stdout)\(inSync.stderr)")
        let drifted = try CLIRunner.temporaryFile(
            #"{"applinks":{"details":[{"appIDs":["T.a"],"components":[{"/":"/cart"},{"/":"/gone"}]}]}}"#)
        let drift = try await CLIRunner.run([
            "routes", "diff", "--against", drifted, "--format", "aasa", "--routes", routes,
        ])
        #expect(drift.status == 1)
        #expect(
            drift.stdout == """
                missing-in-manifest: goods https://shop.example.com/goods/:id: the table routes https://shop.example.com/goods/42, the manifest does not claim it
                not-routed: /gone: the manifest claims https://shop.example.com/gone, the table does not route it

                """)
        // For machines: one object, stable keys, the same findings.
        let json = try await CLIRunner.run([
            "routes", "diff", "--against", drifted, "--format", "aasa", "--routes", routes, "--json",
        ])
        #expect(json.status == 1)
        #expect(
            json.stdout == #"""
                {"inSync":false,"drift":[{"kind":"missing-in-manifest","rule":"goods","pattern":"https://shop.example.com/goods/:id","url":"https://shop.example.com/goods/42","side":"table","appIDs":[]},{"kind":"not-routed","rule":"/gone","pattern":null,"url":"https://shop.example.com/gone","side":"manifest","appIDs":[]}],"warnings":[]}

                """#)
        // One app of several: `--app-id`; an app the file does not name is a usage error.
        let apps = try CLIRunner.temporaryFile(
            #"{"applinks":{"details":[{"appIDs":["T.a"],"components":[{"/":"/cart","exclude":true},{"/":"*"}]},{"appIDs":["T.b"],"components":[{"/":"/cart"}]}]}}"#
        )
        let union = try await CLIRunner.run([
            "routes", "diff", "--against", apps, "--format", "aasa", "--routes", routes,
        ])
        #expect(union.status == 0, "\(union.stdout)\(union.stderr)")
        let one = try await CLIRunner.run([
            "routes", "diff", "--against", apps, "--format", "aasa", "--routes", routes, "--app-id", "T.a",
        ])
        #expect(one.status == 1 && one.stdout.hasPrefix("missing-in-manifest: cart "), "\(one.stdout)")
        let unknown = try await CLIRunner.run([
            "routes", "diff", "--against", apps, "--format", "aasa", "--routes", routes, "--app-id", "T.z",
        ])
        #expect(unknown.status == 2 && unknown.stderr.hasPrefix("error: usage: no details entry names the app T.z"))
        let broken = try CLIRunner.temporaryFile("<not json")
        let unreadable = try await CLIRunner.run([
            "routes", "diff", "--against", broken, "--format", "aasa", "--routes", routes,
        ])
        #expect(unreadable.status == 2 && unreadable.stderr.hasPrefix("error: invalidManifest: "))
        let android = try await CLIRunner.run([
            "routes", "diff", "--against", broken, "--format", "android", "--routes", routes,
        ])
        #expect(android.status == 2 && android.stderr.hasPrefix("error: invalidManifest: "))
        let missing = try await CLIRunner.run([
            "routes", "diff", "--against", "/nonexistent.json", "--format", "aasa", "--routes", routes,
        ])
        #expect(missing.status == 2)
    }
}

/// `tuishell routes import` (docs/reference.md §13).
@Suite("tuishell routes import", .machineSlot)
struct ImportCommandTests {
    @Test func importsATableThatLoadsAndWarnsOnStderr() async throws {
        let file = try CLIRunner.temporaryFile(
            #"{"applinks":{"details":[{"appIDs":["T.a"],"components":[{"/":"/cart","?":{"a":"1"}},{"/":"/goods/*"}]}]}}"#
        )
        let result = try await CLIRunner.run([
            "routes", "import", file, "--format", "aasa", "--host", "Shop.Example.com",
        ])
        #expect(result.status == 0)
        #expect(result.stderr.hasPrefix(#"warning: widened "/cart": a route table cannot check its "?" rule"#))
        let table = try CLIRunner.temporaryFile(result.stdout)
        let resolved = try await CLIRunner.run([
            "resolve", "https://shop.example.com/goods/7", "--routes", table, "--origin", "external", "--json",
        ])
        #expect(try JSONParser.parse(resolved.stdout)["route"] == .string("goods"))
        let broken = try CLIRunner.temporaryFile("<manifest>")
        let bad = try await CLIRunner.run(["routes", "import", broken, "--format", "android"])
        #expect(bad.status == 2 && bad.stderr.hasPrefix("error: invalidManifest: "))
    }

    /// An exclusion reads as one: `exclude` in the listing, nowhere in the Markdown of links,
    /// and a manifest's control characters never reach the terminal.
    @Test func anImportedExclusionIsListedAsOneAndNeverAsALink() async throws {
        let file = try CLIRunner.temporaryFile(
            #"{"applinks":{"details":[{"appIDs":["T.a"],"components":[{"/":"/oauth/*","exclude":true},{"/":"*"}]}]}}"#)
        let imported = try await CLIRunner.run(["routes", "import", file, "--format", "aasa"])
        let table = try CLIRunner.temporaryFile(imported.stdout)
        let listing = try await CLIRunner.run(["routes", "--routes", table])
        #expect(
            listing.stdout.split(separator: "\n").contains { $0.hasPrefix("not.oauth") && $0.contains(" exclude ") })
        let markdown = try await CLIRunner.run(["routes", "export", "--format", "markdown", "--routes", table])
        #expect(markdown.status == 0 && !markdown.stdout.contains("not.oauth") && markdown.stdout.contains("| root |"))
        let hostile = try CLIRunner.temporaryFile(
            #"{"applinks":{"details":[{"appIDs":["T.a"],"components":[{"/":"/a\u001b[31mred"}]}]}}"#)
        let refused = try await CLIRunner.run(["routes", "import", hostile, "--format", "aasa"])
        #expect(!refused.stderr.contains("\u{1B}[31m") && refused.stderr.contains("control character"))
        let yes = try CLIRunner.temporaryFile(
            #"{"applinks":{"details":[{"appIDs":["T.a"],"components":[{"/":"/a","exclude":"yes"}]}]}}"#)
        let bad = try await CLIRunner.run(["routes", "import", yes, "--format", "aasa"])
        #expect(bad.status == 2 && bad.stderr.hasPrefix("error: invalidManifest: "))
    }

    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("DeepLinksTests").appendingPathComponent("Corpus")

    static var corpusFiles: [String] {
        ["aasa", "android"].flatMap { kind in
            ((try? FileManager.default.contentsOfDirectory(atPath: corpus.appendingPathComponent(kind).path)) ?? [])
                .sorted().map { "\(kind)/\($0)" }
        }
    }

    /// What a new user does with a real manifest: import it, diff the table against it, export
    /// it back. Every step exits 0 (no crash, no drift against its own source).
    @Test(arguments: corpusFiles)
    func aRealManifestImportsDiffsAndExportsBack(file: String) async throws {
        let format = file.hasPrefix("aasa") ? "aasa" : "android"
        let path = Self.corpus.appendingPathComponent(file).path
        let imported = try await CLIRunner.run(["routes", "import", path, "--format", format])
        #expect(imported.status == 0, "\(imported.stderr)")
        let table = try CLIRunner.temporaryFile(imported.stdout)
        let diff = try await CLIRunner.run(["routes", "diff", "--against", path, "--format", format, "--routes", table])
        #expect(diff.status == 0, "\(diff.stdout)\(diff.stderr)")
        for export in ["markdown", format] {
            let exported = try await CLIRunner.run([
                "routes", "export", "--format", export, "--routes", table, "--host", "example.com",
            ])
            #expect(exported.status == 0, "\(export): \(exported.stderr)")
        }
    }
}

/// `tuishell resolve --batch --report` (docs/reference.md §13).
@Suite("tuishell resolve --batch --report", .machineSlot)
struct ReportCommandTests {
    @Test func streamsALogLongerThanItsBuffer() async throws {
        // Over a megabyte, so lines cross the reader's buffer.
        let line = "app://goods/1?pad=" + String(repeating: "x", count: 90) + "\n"
        let log = String(repeating: line, count: 12_000) + "2\tapp://nowhere/42"
        let file = try CLIRunner.temporaryFile(log)
        let result = try await CLIRunner.run(["resolve", "--batch", file, "--report", "--json"])
        #expect(result.status == 0)
        let json = try JSONParser.parse(result.stdout)
        #expect(json["total"] == .number(12_002) && json["matched"] == .number(12_000))
        #expect(json["unmatched"]?.arrayValue?.first?["shape"] == .string("app://nowhere/:n"))
        let text = try await CLIRunner.run(["resolve", "--batch", "-", "--report"], stdin: "app://goods/1\n")
        #expect(text.status == 0 && text.stdout.hasPrefix("total 1  matched 1"))
        let misuse = try await CLIRunner.run(["resolve", "app://goods/1", "--report"])
        #expect(misuse.status == 2)
    }
}
