import Foundation
import TestSupport
import Testing

/// A generated manifest the shrinker can take apart.
protocol GeneratedManifest: Equatable {
    var text: String { get }
    var shrinks: [Self] { get }
}

extension AASAModel: GeneratedManifest {}
extension AndroidModel: GeneratedManifest {}

/// Runs generated cases through ``DifferentialCheck``, shrinks what fails and records it.
enum DifferentialRun {
    static let environment = ProcessInfo.processInfo.environment
    /// Cases per platform: `DEEPLINK_PROPERTY_CASES`, else 1000 (about 16 s of CPU each in a
    /// debug build; the two platforms run side by side).
    static let cases = Int(environment["DEEPLINK_PROPERTY_CASES"] ?? "") ?? 1000
    /// Case `i` is drawn from seed `DEEPLINK_PROPERTY_SEED + i`, so one case alone is
    /// `DEEPLINK_PROPERTY_SEED=<its seed> DEEPLINK_PROPERTY_CASES=1`.
    static let seed = UInt64(environment["DEEPLINK_PROPERTY_SEED"] ?? "") ?? 20_261_201
    /// Where to write each shrunk failure (`<property>-<n>.json|xml` and `.url`), when set.
    static let saveFolder = environment["DEEPLINK_PROPERTY_SAVE"]
    /// Failing cases shrunk per property (more in longer runs), and distinct shrunk failures
    /// recorded per property (the rest are counted).
    static let shrinksPerProperty = max(3, cases / 150)
    static let recordsPerProperty = 8

    /// Runs the generated cases; returns the failures' reports (also printed), for the test to
    /// record: the run is on a thread of its own, which Swift Testing's issues do not follow.
    static func run(_ platform: Platform) -> [String] {
        switch platform {
        case .aasa: run(platform) { AASAGenerator.file(using: &$0) }
        case .android: run(platform) { AndroidGenerator.manifest(using: &$0) }
        }
    }

    static func run<Model: GeneratedManifest>(_ platform: Platform, generate: (inout SeededGenerator) -> Model)
        -> [String]
    {
        var reports: [String] = []
        var failingCases: [DifferentialProperty: Int] = [:]
        var shrunkCount: [DifferentialProperty: Int] = [:]
        var recorded: [DifferentialProperty: Int] = [:]
        var seen: Set<String> = []
        var skipped = 0
        var shrinking: TimeInterval = 0
        let start = Date()
        for index in 0..<cases {
            let caseSeed = seed &+ UInt64(index)
            var random = SeededGenerator(seed: caseSeed)
            let model = generate(&random)
            guard let failures = DifferentialCheck.failures(model.text, platform) else {
                skipped += 1
                continue
            }
            for failure in failures {
                failingCases[failure.property, default: 0] += 1
                // The first failing cases, then every 7th: later cases get their turn too.
                let nth = failingCases[failure.property, default: 0]
                guard nth <= 3 || nth % 7 == 0, shrunkCount[failure.property, default: 0] < shrinksPerProperty,
                    recorded[failure.property, default: 0] < recordsPerProperty
                else { continue }
                shrunkCount[failure.property, default: 0] += 1
                let shrinkStart = Date()
                let shrunk = Shrinker.shrink(model, url: failure.url, candidates: \.shrinks) { candidate, url in
                    let focused = DifferentialCheck.failures(candidate.text, platform, focus: (failure.property, url))
                    return focused?.contains { $0.property == failure.property } ?? false
                }
                shrinking += Date().timeIntervalSince(shrinkStart)
                guard seen.insert(Shrinker.signature(failure.property, shrunk.model.text, url: shrunk.url)).inserted
                else { continue }
                recorded[failure.property, default: 0] += 1
                let detail =
                    DifferentialCheck.failures(
                        shrunk.model.text, platform, focus: (failure.property, shrunk.url)
                    )?.first?.detail ?? failure.detail
                let message = """
                    [\(failure.property.rawValue)] generated \(platform.rawValue) case, seed \(caseSeed) \
                    (DEEPLINK_PROPERTY_SEED=\(caseSeed) DEEPLINK_PROPERTY_CASES=1), shrunk in \(shrunk.checks) checks
                    URL: \(shrunk.url ?? "—") (before shrinking: \(failure.url ?? "—"))
                    \(detail)
                    shrunk file:
                    \(shrunk.model.text)
                    """
                print(message)
                reports.append(message)
                save(shrunk.model.text, url: shrunk.url, property: failure.property, platform: platform)
            }
        }
        let seconds = Date().timeIntervalSince(start)
        let counts = DifferentialProperty.allCases.map { "\($0.rawValue) \(failingCases[$0, default: 0])" }
        print(
            "differential \(platform.rawValue): \(cases) cases from seed \(seed) in \(String(format: "%.1f", seconds)) s "
                + "(\(String(format: "%.1f", shrinking)) s shrinking), "
                + "\(skipped) refused by the oracle; failing cases by property: \(counts.joined(separator: ", "))")
        return reports
    }

    static func save(_ text: String, url: String?, property: DifferentialProperty, platform: Platform) {
        guard let saveFolder else { return }
        let folder = URL(fileURLWithPath: saveFolder)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var number = 1
        while FileManager.default.fileExists(
            atPath: folder.appendingPathComponent("\(platform.rawValue)-\(property.rawValue)-\(number).url").path)
        {
            number += 1
        }
        let name = "\(platform.rawValue)-\(property.rawValue)-\(number)"
        try? text.write(
            to: folder.appendingPathComponent("\(name).\(platform.fileExtension)"), atomically: true, encoding: .utf8)
        try? (url ?? "—").write(to: folder.appendingPathComponent("\(name).url"), atomically: true, encoding: .utf8)
    }
}
