import Foundation
import TestSupport
import Testing

/// The README's pictures are what their scripts draw now: each `docs/gallery/*.tuishell` run as
/// `make-gallery.sh` runs it gives its committed SVG byte for byte.
@Suite("README gallery", .machineSlot)
struct GalleryTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/gallery")

    static var scripts: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".tuishell") }
            .sorted()
    }

    @Test func everyPictureHasItsScript() async {
        #expect(Self.scripts.count >= 4, "the gallery lost its scripts")
    }

    @Test(arguments: scripts)
    func thePictureIsWhatTheScriptDraws(script: String) async throws {
        let work = NSTemporaryDirectory() + "tuishell-gallery-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: work) }
        let source = try String(contentsOf: Self.folder.appendingPathComponent(script), encoding: .utf8)
        // The script writes its picture by a relative name: run it from the scratch folder.
        let renamed = source.replacingOccurrences(of: "screenshot ", with: "screenshot \(work)/")
        let result = try await CLIRunner.run(
            ["script", "--size", "100x30", "-"], stdin: renamed,
            environment: ["TUISHELL_THEME": "dark", "NO_COLOR": ""])
        #expect(result.status == 0, "\(result.stderr)")
        let name = script.replacingOccurrences(of: ".tuishell", with: ".svg")
        let drawn = try String(contentsOfFile: "\(work)/\(name)", encoding: .utf8)
        let committed = try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
        #expect(drawn == committed, "docs/gallery/\(name) is stale: run docs/gallery/make-gallery.sh")
    }
}
