import PlatformOracles

@testable import DeepLinks
@testable import RouterCore

/// Which property a generated file broke.
enum DifferentialProperty: String, CaseIterable, Sendable {
    /// The oracle reads the file, but `routes import` throws (or writes a table that does not load).
    case importFails = "import"
    /// (P1) A URL the platform claims is routed from outside by import(F), up to ``Spellings``.
    case claimedIsRouted = "P1"
    /// (P2) A URL import(F) routes that the platform claims on no spelling is covered by a warning
    /// naming a rule that matches it (``WarningCoverage``).
    case routedIsClaimedOrWarned = "P2"
    /// (P3) export(import(F)), read by the oracle, claims every URL F claims (up to spellings).
    case exportClaims = "P3"
    /// (P4) `routes diff` of F against import(F) is in sync.
    case diffInSync = "P4"
}

/// One broken property: which, on which URL (none for `import` and P4), and what was seen.
struct PropertyFailure: Sendable, Equatable {
    let property: DifferentialProperty
    let url: String?
    let detail: String
}

enum Platform: String, Sendable {
    case aasa
    case android

    var fileExtension: String { self == .aasa ? "json" : "xml" }
}

/// The platform's reading of a file, from the oracle (PlatformOracles); each URL is decided once.
final class OracleView {
    enum Verdict {
        case claimed
        case excluded
        case unmatched
    }

    let samples: [String]
    /// Built when first asked (most files never need it).
    let coverage: () -> [WarningCoverage]
    let readBack: (String) throws -> (String) -> Bool
    private let decide: (String) -> Verdict
    private var verdicts: [String: Verdict] = [:]

    func verdict(_ url: String) -> Verdict {
        if let known = verdicts[url] { return known }
        let verdict = decide(url)
        verdicts[url] = verdict
        return verdict
    }

    func claims(_ url: String) -> Bool { verdict(url) == .claimed }
    func excludes(_ url: String) -> Bool { verdict(url) == .excluded }

    /// Nil when the oracle refuses the file (then there is nothing to hold the tools to).
    init?(_ text: String, _ platform: Platform) {
        switch platform {
        case .aasa:
            guard let file = try? AppleAppLinks(json: text) else { return nil }
            decide = { url in
                switch file.decide(url) {
                case .claimed: .claimed
                case .excluded: .excluded
                case .unmatched: .unmatched
                }
            }
            samples = URLSampler.aasa(file)
            coverage = { WarningCoverage.aasa(file) }
            readBack = { exported in
                let again = try AppleAppLinks(json: exported)
                return { if case .claimed = again.decide($0) { true } else { false } }
            }
        case .android:
            guard let manifest = try? AndroidAppLinks(xml: text) else { return nil }
            decide = { manifest.claims($0) ? .claimed : .unmatched }
            samples = URLSampler.android(manifest)
            coverage = { WarningCoverage.android(manifest) }
            readBack = { exported in
                try AndroidAppLinks(
                    xml: #"<manifest xmlns:android="http://schemas.android.com/apk/res/android"><application>"#
                        + #"<activity android:name="A">"# + exported + "</activity></application></manifest>"
                ).claims
            }
        }
    }
}

enum DifferentialCheck {
    /// The failures of `text` (the first per property), nil when the oracle refuses it. With
    /// `focus`, only that property is checked, on that URL alone (shrinking); `extraURLs` are
    /// checked besides the samples (a regression's own URL).
    static func failures(
        _ text: String, _ platform: Platform, extraURLs: [String] = [],
        focus: (property: DifferentialProperty, url: String?)? = nil
    ) -> [PropertyFailure]? {
        guard let oracle = OracleView(text, platform) else { return nil }
        let imported: ManifestImport.Output
        let table: RouteTable
        do {
            imported = try platform == .aasa ? ManifestImport.aasa(text, host: nil) : ManifestImport.android(text)
        } catch {
            return [PropertyFailure(property: .importFails, url: nil, detail: "import throws: \(error.message)")]
        }
        do { table = try RouteTableFile.load(imported.table) } catch {
            let detail = "the imported table does not load: \(error.message)\n\(imported.table)"
            return [PropertyFailure(property: .importFails, url: nil, detail: detail)]
        }
        let wanted = { (property: DifferentialProperty) in focus == nil || focus?.property == property }
        var failures: [PropertyFailure] = []
        var failed: Set<DifferentialProperty> = []
        func fail(_ property: DifferentialProperty, _ url: String?, _ detail: String) {
            if failed.insert(property).inserted { failures.append(.init(property: property, url: url, detail: detail)) }
        }
        var routes: [String: Bool] = [:]
        func routed(_ url: String) -> Bool {
            if let known = routes[url] { return known }
            let answer = table.resolve(url, origin: .external).match != nil
            routes[url] = answer
            return answer
        }
        var exportClaims: Result<(String) -> Bool, ExportFailure>?
        func exported() -> Result<(String) -> Bool, ExportFailure> {
            if let exportClaims { return exportClaims }
            let result: Result<(String) -> Bool, ExportFailure>
            do {
                let text =
                    platform == .aasa
                    ? try AASAExport(table: table, appID: "TEAM.app", host: "example.com").export().text
                    : AndroidExport(table: table, host: nil).export().text
                do { result = .success(try oracle.readBack(text)) } catch {
                    result = .failure(ExportFailure(message: "the oracle refuses the export (\(error)):\n\(text)"))
                }
            } catch {
                result = .failure(ExportFailure(message: "\(error)"))
            }
            exportClaims = result
            return result
        }
        let urls = focus.map { $0.url.map { [$0] } ?? [] } ?? URLSampler.unique(oracle.samples + extraURLs)
        // A URL no parser takes reaches no table: it is not asked about (asked only before
        // reporting, since a table that routes a URL has parsed it).
        let parses = { (url: String) in (try? URLParser().parse(url)) != nil }
        var coverage: [WarningCoverage]?
        func covered(_ url: String) -> Bool {
            if coverage == nil { coverage = oracle.coverage() }
            return coverage!.contains { $0.covers(url, warnings: imported.warnings) }
        }
        for url in urls {
            // The spellings are many: each question asks the URL as written first.
            var spellingList: [String]?
            let spellings = { () -> [String] in
                if let spellingList { return spellingList }
                spellingList = Spellings.of(url)
                return spellingList!
            }
            let excludedSpelling = { spellings().contains(where: oracle.excludes) }
            if oracle.claims(url), !Spellings.isOpaqueWebLink(url), !Spellings.isEmptyLink(url) {
                // A table cannot both route `/p` and keep out `/p/`: an excluded spelling excuses.
                let https = platform == .android || url.lowercased().hasPrefix("https:")
                if wanted(.claimedIsRouted), !failed.contains(.claimedIsRouted), https, !routed(url),
                    !spellings().contains(where: routed), !excludedSpelling(), parses(url)
                {
                    fail(.claimedIsRouted, url, "claimed by the platform, not routed by import(F):\n\(imported.table)")
                }
                if wanted(.exportClaims), !failed.contains(.exportClaims) {
                    switch exported() {
                    case .failure(let failure) where parses(url):
                        fail(.exportClaims, url, "export(import(F)) fails: \(failure.message)")
                    case .success(let claims)
                    where !claims(url) && !spellings().contains(where: claims) && !excludedSpelling() && parses(url):
                        fail(.exportClaims, url, "claimed by F, not by export(import(F))")
                    default: break
                    }
                }
            } else if !oracle.claims(url), wanted(.routedIsClaimedOrWarned), !failed.contains(.routedIsClaimedOrWarned),
                routed(url),
                !spellings().contains(where: oracle.claims),
                !covered(url)
            {
                let warnings = imported.warnings.isEmpty ? "no warning" : imported.warnings.joined(separator: "\n  ")
                fail(
                    .routedIsClaimedOrWarned, url,
                    "routed by import(F), claimed by no spelling, not covered by:\n  \(warnings)\ntable:\n\(imported.table)"
                )
            }
        }
        if wanted(.diffInSync), focus?.url == nil {
            do {
                let diff =
                    platform == .aasa
                    ? try ManifestDiff.aasa(text, table: table, host: "example.com")
                    : try ManifestDiff.android(text, table: table, host: nil)
                if !diff.isInSync {
                    fail(.diffInSync, nil, "routes diff: " + diff.lines.prefix(4).joined(separator: "; "))
                }
            } catch {
                fail(.diffInSync, nil, "routes diff throws: \(error.message)")
            }
        }
        return failures
    }

    struct ExportFailure: Error {
        let message: String
    }
}
