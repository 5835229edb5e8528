import Foundation
import TestSupport
import Testing

/// `tuishell script` with the look-and-feel lines: screenshots, the theme from the environment,
/// clicks and wheel steps.
@Suite("Script screenshots and the theme environment", .machineSlot)
struct ScreenshotCommandTests {
    static func run(_ script: String, environment: [String: String] = [:]) async throws -> (CLIResult, String?) {
        let folder = NSTemporaryDirectory() + "tuishell-shot-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try await CLIRunner.run(
            ["script", "-"], stdin: script.replacingOccurrences(of: "DIR", with: folder), environment: environment)
        return (result, try? String(contentsOfFile: folder + "/shot.svg", encoding: .utf8))
    }

    @Test(arguments: [
        (["TUISHELL_THEME": "light", "NO_COLOR": ""], "light"), (["TUISHELL_THEME": "dark", "NO_COLOR": ""], "dark"),
        (["NO_COLOR": "1", "TUISHELL_THEME": "light"], "none"),
    ])
    func aScreenshotIsTheFrameInTheEnvironmentsTheme(environment: [String: String], theme: String) async throws {
        let (result, svg) = try await Self.run("click 3 8\nwait 1s\nscreenshot DIR/shot.svg", environment: environment)
        #expect(result.status == 0, "\(result.stderr)")
        let picture = try #require(svg)
        #expect(picture.contains("data-cols=\"80\" data-rows=\"24\"") && picture.contains("data-theme=\"\(theme)\""))
        #expect(picture.contains(">  Router handbook"), "the click did not open the product")
    }

    @Test func anUnknownThemeIsAWarningAndTheDefaultIsUsed() async throws {
        let (result, svg) = try await Self.run(
            "screenshot DIR/shot.svg", environment: ["TUISHELL_THEME": "neon\u{1B}[2J", "NO_COLOR": ""])
        #expect(result.status == 0)
        #expect(result.stderr.contains("warning: TUISHELL_THEME 'neon\\u{1B}[2J' is not a theme"), "\(result.stderr)")
        #expect(try #require(svg).contains("data-theme=\"dark\""))
    }

    @Test(
        arguments: [
            (
                "screenshot /nonexistent-folder/x.svg", 0,
                "error: screenshotFailed: cannot write '/nonexistent-folder/x.svg'"
            ),
            ("click 3", 2, "error: invalidScript: line 1: click takes COL ROW"),
            ("scroll sideways 1 1", 2, "error: invalidScript: line 1: scroll takes up|down COL ROW"),
            ("key f13", 2, "error: invalidScript: line 1: unknown key 'f13'"),
        ] as [(String, Int32, String)])
    func badLinesSayWhy(line: String, status: Int32, error: String) async throws {
        let (result, _) = try await Self.run(line)
        #expect(result.status == status)
        #expect(result.stderr.hasPrefix(error), "\(result.stderr)")
    }
}
