import Foundation
import TestSupport
import Testing

/// The deep-link tooling against generated manifests, judged by the platforms' own matching
/// (PlatformOracles): per file F, (P1) import(F) routes every sampled URL the platform claims,
/// (P2) every URL it routes beyond that is covered by a warning naming a rule that matches it,
/// (P3) export(import(F)) claims every URL F claims, (P4) `routes diff` of F against import(F) is
/// in sync, and import(F) does not throw on a file the platform reads — each up to the spellings
/// a table cannot tell apart (``Spellings``). P1 asks AASA files about https URLs only: imports
/// write https routes (docs/reference.md §13), though the oracle also opens http links. A
/// failure is shrunk to the smallest file that still breaks the same property, and printed with
/// its seed. Shrunk failures are kept in Regressions/ (README.md there says which property each
/// broke, and whether it is open).
///
/// `DEEPLINK_PROPERTY_CASES=N` runs N cases per platform (default 1000), from
/// `DEEPLINK_PROPERTY_SEED` (case i from seed + i); `DEEPLINK_PROPERTY_SAVE=DIR` writes every
/// shrunk failure there.
///
/// While Regressions/README.md lists open defects, the generated tests run with those
/// properties' failures as known issues (each still printed and listed): the product code is
/// being fixed. A failure of a property no open regression breaks fails the test.
@Suite("Generated manifests against the platforms")
struct DifferentialTests {
    // Thousands of cases are a minute of both cores: each run takes a machine slot and a thread
    // of its own, so the tests that wait on sockets and the cooperative pool beside it keep theirs.
    @Test(.machineSlot) func generatedAASAFiles() async {
        let reports = await onThread { DifferentialRun.run(.aasa) }
        Self.withOpenDefects { for report in reports { Issue.record(Comment(rawValue: report)) } }
    }

    @Test(.machineSlot) func generatedAndroidManifests() async {
        let reports = await onThread { DifferentialRun.run(.android) }
        Self.withOpenDefects { for report in reports { Issue.record(Comment(rawValue: report)) } }
    }

    @Test func everyRegressionFileIsListed() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Regressions.folder.path)
            .filter { $0.hasSuffix(".json") || $0.hasSuffix(".xml") }
        #expect(Set(files) == Set(Regressions.entries.map(\.file)), "Regressions/README.md lists every file, once")
        #expect(Regressions.entries.count == Set(Regressions.entries.map(\.file)).count)
    }

    @Test(arguments: Regressions.entries.map(\.file))
    func aShrunkFailureStaysFixed(file: String) throws {
        let entry = try #require(Regressions.entries.first { $0.file == file })
        let text = try String(contentsOf: Regressions.folder.appendingPathComponent(file), encoding: .utf8)
        let platform: Platform = file.hasSuffix(".xml") ? .android : .aasa
        let check = {
            guard let failures = DifferentialCheck.failures(text, platform, extraURLs: entry.url.map { [$0] } ?? [])
            else {
                Issue.record("the oracle refuses \(file)")
                return
            }
            for failure in failures {
                Issue.record(
                    Comment(
                        rawValue: "[\(failure.property.rawValue)] \(file), URL \(failure.url ?? "—"): \(failure.detail)"
                    ))
            }
        }
        guard entry.isOpen else { return check() }
        // Open: the product still breaks it. Once fixed, this reports "known issue was not
        // recorded": mark the line `fixed` in Regressions/README.md.
        withKnownIssue("open defect: \(entry.what)") {
            check()
        } matching: { issue in
            entry.properties.contains { property in issue.comments.contains { $0.rawValue.hasPrefix("[\(property)]") } }
        }
    }

    /// Runs `body` with the generated failures an open regression stands for as known issues: the
    /// same property, at a URL of the same kind (a `%` escape, or a `//` in the path: the two
    /// kinds the open defects are about). Any other failure fails the test.
    static func withOpenDefects(_ body: () -> Void) {
        let open = Regressions.entries.filter(\.isOpen)
        withKnownIssue("product defects left open: Regressions/README.md", isIntermittent: true) {
            body()
        } when: {
            !open.isEmpty
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined(separator: "\n")
            // The URL of the failure, or for a drift the link the diff names (`claims <url>,`).
            let line = text.split(separator: "\n").first { $0.hasPrefix("URL: ") }.map { String($0.dropFirst(5)) }
            let named = text.firstRange(of: "claims ").map { text[$0.upperBound...].prefix { $0 != "," && $0 != " " } }
            let url = line?.hasPrefix("—") == false ? line : named.map(String.init)
            return open.contains { entry in
                entry.properties.contains { text.hasPrefix("[\($0)]") }
                    && Regressions.kind(of: entry.url) != nil
                    && Regressions.kind(of: entry.url) == Regressions.kind(of: url)
            }
        }
    }
}

/// The shrunk failures kept in Regressions/, as README.md there lists them: a line per file,
/// `` - `FILE` — PROPERTIES — open|fixed — `URL` or — — what it shows ``.
enum Regressions {
    struct Entry: Sendable {
        let file: String
        let properties: [String]
        let isOpen: Bool
        let url: String?
        let what: String
    }

    /// The kind of URL an open defect is about: `%` (an escape), `//` (an empty segment), or nil.
    static func kind(of url: String?) -> String? {
        guard let url else { return nil }
        let path = url.split(separator: "://", maxSplits: 1).last.map { $0.drop { $0 != "/" } } ?? ""
        return url.contains("%") ? "%" : path.contains("//") ? "//" : nil
    }

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Regressions")

    static let entries: [Entry] = {
        let readme = (try? String(contentsOf: folder.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
        return readme.split(separator: "\n").compactMap { line -> Entry? in
            let fields = line.split(separator: " — ", maxSplits: 4).map { String($0) }
            guard line.hasPrefix("- `"), fields.count == 5 else { return nil }
            let unquoted = { (field: String) in field.trimmingCharacters(in: CharacterSet(charactersIn: "-` ")) }
            let url = unquoted(fields[3])
            return Entry(
                file: unquoted(fields[0]), properties: fields[1].split(separator: ", ").map(String.init),
                isOpen: fields[2] == "open", url: url.isEmpty || url == "—" ? nil : url, what: fields[4])
        }
    }()
}
