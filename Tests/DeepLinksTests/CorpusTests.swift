import Foundation
import PlatformOracles
import Testing

@testable import DeepLinks
@testable import RouterCore

/// The deep-link tooling against real manifests (Corpus/, sources in Corpus/SOURCES.md), judged by
/// the platforms' own matching (PlatformOracles, written from Apple's and AOSP's documentation),
/// on URLs sampled from each file's rules: `import` routes every URL the platform claims and none
/// it excludes, `export(import(F))` claims every URL F claims and none F excludes, and
/// `routes diff` of `import(F)` against F finds no drift (docs/reference.md §13).
///
/// The table cannot tell `/p/` from `/p` or `//p` (§1): where the platform decides two such
/// spellings differently, the table decides them alike, one way or the other. Anything else
/// routed beyond the file must come with a warning naming what was widened or dropped.
@Suite("Real manifests")
struct CorpusTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Corpus")

    static func files(_ kind: String) -> [String] {
        let names =
            (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(kind).path)) ?? []
        return names.filter { $0.hasSuffix(".json") || $0.hasSuffix(".xml") }.sorted()
    }

    static func text(_ kind: String, _ name: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(kind).appendingPathComponent(name), encoding: .utf8)
    }

    /// The spellings of a URL the table reads as the same (``Spellings``).
    static func spellings(_ url: String) -> [String] { Spellings.of(url) }

    @Test func theCorpusHoldsThirtyRealFilesOfBothPlatforms() {
        #expect(Self.files("aasa").count >= 15 && Self.files("android").count >= 15)
        #expect(Self.files("aasa").count + Self.files("android").count >= 30)
    }

    @Test(arguments: files("aasa"))
    func anAASAFileRoundTrips(name: String) throws {
        _ = try Self.checkAASA(try Self.text("aasa", name), name: name)
    }

    @Test(arguments: files("android"))
    func anAndroidManifestRoundTrips(name: String) throws {
        _ = try Self.checkAndroid(try Self.text("android", name), name: name)
    }

    /// Checks an AASA file's import, export and diff against the oracle; the import's warnings.
    static func checkAASA(_ text: String, name: String) throws -> [String] {
        let oracle = try AppleAppLinks(json: text)
        let imported = try ManifestImport.aasa(text, host: nil)
        let table = try RouteTableFile.load(imported.table)
        let widened = !imported.warnings.isEmpty
        let exported = try AASAExport(table: table, appID: "TEAM.app", host: "example.com").export()
        let again = try AppleAppLinks(json: exported.text)
        let routed = { (url: String) in table.resolve(url, origin: .external).match != nil }
        let claimedSpelling = { (url: String) in
            spellings(url).contains { if case .claimed = oracle.decide($0) { true } else { false } }
        }
        let excludedSpelling = { (url: String) in
            spellings(url).contains { if case .excluded = oracle.decide($0) { true } else { false } }
        }
        // A sample no URL parser takes (`%2z`, from a near miss of `%2A`) reaches no table.
        for url in oracle.samples() where (try? URLParser().parse(url)) != nil {
            switch oracle.decide(url) {
            case .claimed:
                #expect(routed(url) || excludedSpelling(url), "\(name): \(url) is claimed but not routed")
                let exportClaims = spellings(url).contains {
                    if case .claimed = again.decide($0) { true } else { false }
                }
                #expect(exportClaims || excludedSpelling(url), "\(name): export(import) does not claim \(url)")
            case .excluded(let rule):
                guard routed(url) else { continue }
                let warned = imported.warnings.contains {
                    $0.contains("exclusion") && $0.contains(oracle.rules[rule].path ?? "without \"/\"")
                }
                #expect(
                    warned || claimedSpelling(url),
                    "\(name): \(url) is excluded by rule \(rule) but routed, with no warning")
            case .unmatched:
                #expect(
                    !routed(url) || widened || claimedSpelling(url),
                    "\(name): \(url) is not claimed but routed, with no warning")
            }
        }
        let diff = try ManifestDiff.aasa(text, table: table, host: "example.com")
        #expect(diff.isInSync, "\(name): \(diff.lines.prefix(3))")
        return imported.warnings
    }

    /// `https:host/path`: not a web link, and a table reads it as `https://host/path` (§13).
    static func isOpaqueWebLink(_ url: String) -> Bool {
        let lower = url.lowercased()
        return (lower.hasPrefix("http:") || lower.hasPrefix("https:")) && !lower.contains("://")
    }

    /// Checks an Android manifest's import, export and diff against the oracle; the warnings.
    static func checkAndroid(_ text: String, name: String) throws -> [String] {
        let oracle = try AndroidAppLinks(xml: text)
        let imported = try ManifestImport.android(text)
        let table = try RouteTableFile.load(imported.table)
        let exported = AndroidExport(table: table, host: nil).export()
        let again = try AndroidAppLinks(
            xml:
                #"<manifest xmlns:android="http://schemas.android.com/apk/res/android"><application><activity android:name="A">"#
                + exported.text + "</activity></application></manifest>")
        let routed = { (url: String) in table.resolve(url, origin: .external).match != nil }
        for url in oracle.samples() where (try? URLParser().parse(url)) != nil && !isOpaqueWebLink(url) {
            if oracle.claims(url) {
                #expect(routed(url), "\(name): \(url) is claimed but not routed")
                #expect(spellings(url).contains(where: again.claims), "\(name): export(import) does not claim \(url)")
            } else if routed(url) {
                let claimedSpelling = spellings(url).contains(where: oracle.claims)
                #expect(
                    !imported.warnings.isEmpty || claimedSpelling,
                    "\(name): \(url) is not claimed but routed, with no warning")
            }
        }
        let diff = try ManifestDiff.android(text, table: table, host: nil)
        #expect(diff.isInSync, "\(name): \(diff.lines.prefix(3))")
        return imported.warnings
    }
}
