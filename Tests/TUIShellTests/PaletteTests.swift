import Foundation
import Testing

@testable import TUIShell

#if canImport(Glibc)
    import Glibc
#endif

/// Fuzzy matching and screenshot file names.
@Suite("Palette matching and screenshot names")
struct PaletteTests {
    @Test(arguments: [
        ("gd", "goods.detail", true), ("gdet", "goods.detail", true), ("dg", "goods.detail", false),
        ("GOODS", "goods.detail", true),
        ("", "anything", true), ("toolong", "tool", false), ("北", "北京", true), ("xyz", "goods", false),
    ])
    func theQuerysCharactersMustAppearInOrder(query: String, candidate: String, matches: Bool) {
        #expect((FuzzyMatch.score(query, in: candidate) != nil) == matches)
    }

    @Test(arguments: [
        ("goods", "goods.detail", "app://g/o/o/d/s"),  // contiguous beats scattered
        ("ml", "mine.login", "small"),  // word starts beat a run inside a word
        ("th", "Theme: dark", "other things"),  // at the start beats later
        ("det", "goods.detail", "goods.xdxexdt"),  // a word-start run beats a gappy one
    ])
    func contiguousAndWordStartMatchesRankHigher(query: String, better: String, worse: String) throws {
        let high = try #require(FuzzyMatch.score(query, in: better))
        let low = try #require(FuzzyMatch.score(query, in: worse))
        #expect(high > low, "\(better) \(high) vs \(worse) \(low)")
    }

    @Test func screenshotsNeverOverwriteEachOther() throws {
        let folder = NSTemporaryDirectory() + "tuishell-names-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let moment = time_t(1_795_000_000)
        let stamp = OutputFile.timestamp(moment)
        #expect(
            stamp.count == 15 && stamp.dropFirst(8).first == "-"
                && stamp.replacingOccurrences(of: "-", with: "").allSatisfy(\.isNumber))
        let names = try (1...3).map { _ in try OutputFile.writeNew("<svg/>", in: folder, at: moment).get() }
        #expect(names == ["", "-2", "-3"].map { "\(folder)/tuishell-\(stamp)\($0).svg" })
        #expect(try String(contentsOfFile: names[2], encoding: .utf8) == "<svg/>")
    }
}
