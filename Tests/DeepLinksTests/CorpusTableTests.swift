import Foundation
import PlatformOracles
import TestSupport
import Testing

@testable import DeepLinks
@testable import RouterCore

/// The corpus in figures, one row per real file: the routes and warnings its import gives, how
/// many of the oracle's claimed sample URLs the table routes (or keeps out as a spelling the file
/// excludes: a table cannot route `/p` and keep out `/p/`), how many excluded ones it keeps out, and the exit status `routes diff` of the import against the file would give. Every row
/// must be whole (each claimed URL routed, up to spellings; diff 0); with
/// `DEEPLINK_CORPUS_TABLE=FILE` the table is also written there as Markdown.
@Suite("The corpus in figures")
struct CorpusTableTests {
    struct Row: Sendable {
        let file: String
        let routes: Int
        let warnings: Int
        let claimed: (routed: Int, of: Int)
        let excluded: (keptOut: Int, of: Int)
        let diffExit: Int

        var markdown: String {
            "| `\(file)` | \(routes) | \(warnings) | \(claimed.routed)/\(claimed.of) | \(excluded.keptOut)/\(excluded.of) | \(diffExit) |"
        }
    }

    static func row(_ kind: String, _ name: String) throws -> Row {
        let text = try CorpusTests.text(kind, name)
        let imported = kind == "aasa" ? try ManifestImport.aasa(text, host: nil) : try ManifestImport.android(text)
        let table = try RouteTableFile.load(imported.table)
        let routed = { (url: String) in
            Spellings.of(url).contains { table.resolve($0, origin: .external).match != nil }
        }
        var claimed = (routed: 0, of: 0)
        var excluded = (keptOut: 0, of: 0)
        let diff: ManifestDiff
        if kind == "aasa" {
            let oracle = try AppleAppLinks(json: text)
            for url in oracle.samples() where url.hasPrefix("https:") && (try? URLParser().parse(url)) != nil {
                switch oracle.decide(url) {
                case .claimed:
                    claimed.of += 1
                    // A table cannot route `/p` and keep out `/p/`: an excluded spelling decides it.
                    let excludedSpelling = Spellings.of(url).contains {
                        if case .excluded = oracle.decide($0) { true } else { false }
                    }
                    if routed(url) || excludedSpelling { claimed.routed += 1 }
                case .excluded:
                    excluded.of += 1
                    if table.resolve(url, origin: .external).match == nil { excluded.keptOut += 1 }
                case .unmatched: break
                }
            }
            diff = try ManifestDiff.aasa(text, table: table, host: "example.com")
        } else {
            let oracle = try AndroidAppLinks(xml: text)
            for url in oracle.samples()
            where oracle.claims(url) && (try? URLParser().parse(url)) != nil && !Spellings.isOpaqueWebLink(url)
                && !Spellings.isEmptyLink(url)
            {
                claimed.of += 1
                if routed(url) { claimed.routed += 1 }
            }
            diff = try ManifestDiff.android(text, table: table, host: nil)
        }
        return Row(
            file: "\(kind)/\(name)", routes: table.routes.count, warnings: imported.warnings.count,
            claimed: claimed, excluded: excluded, diffExit: diff.isInSync ? 0 : 1)
    }

    @Test(.machineSlot) func everyRealFileIsWhole() async throws {
        // Half a minute of a core: on a thread of its own, beside the tests that need the pool.
        let rows = try await onThread { () throws -> [Row] in
            try ["aasa", "android"].flatMap { kind in try CorpusTests.files(kind).map { try Self.row(kind, $0) } }
        }
        for row in rows {
            #expect(row.claimed.routed == row.claimed.of && row.diffExit == 0, "\(row.markdown)")
        }
        guard let path = ProcessInfo.processInfo.environment["DEEPLINK_CORPUS_TABLE"] else { return }
        let header = [
            "| file | import routes | warnings | claimed routed | excluded kept out | diff exit |",
            "|---|---:|---:|---:|---:|---:|",
        ]
        try (header + rows.map(\.markdown)).joined(separator: "\n").write(
            toFile: path, atomically: true, encoding: .utf8)
    }
}
