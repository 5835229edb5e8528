import Foundation
import TestSupport
import Testing

/// `Examples/HelloShell`, a third-party app built only on the library products, run for real:
/// a deep link from its own `hello-shell openurl` reaches it through the library's entry point,
/// and the demo's `tuishell openurl` to the same instance name does not.
@Suite("The HelloShell example (tmux)", .machineSlot, .enabled(if: TmuxSession.isAvailable), .serialized)
struct HelloShellExampleTests {
    static let packagePath = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/HelloShell").path

    /// Builds the example (quick when `.ci/run` built it already) and returns its binary.
    ///
    /// SwiftPM can keep a stale list of a path dependency's files in the example's own build
    /// folder, so a file added to this package is missing there; one build from scratch settles it.
    static func build() async throws -> String {
        let command = ["swift", "build", "--package-path", packagePath, "--product", "hello-shell"]
        var result = try await CLIRunner.run(command, executable: "/usr/bin/env")
        if result.status != 0 {
            try? FileManager.default.removeItem(atPath: packagePath + "/.build")
            result = try await CLIRunner.run(command, executable: "/usr/bin/env")
        }
        #expect(result.status == 0, "\(result.stdout) \(result.stderr)")
        return packagePath + "/.build/debug/hello-shell"
    }

    @Test func takesADeepLinkFromOpenURLAndQuitsWithQ() async throws {
        let binary = try await Self.build()
        let app = try await RunningApp(instance: "hello-example", executable: binary, ready: "1 Hello")
        defer { app.stop() }
        #expect(try app.session.screen().contains(" Hello"))
        let send = { (arguments: [String]) in
            try await CLIRunner.run(
                arguments + ["--instance", app.instance], environment: app.home.environment, executable: binary)
        }
        let sent = try await send(["openurl", "hello://greet/J%C3%BCrgen"])
        #expect(sent.status == 0, "\(sent.stderr)")
        let screen = try await app.session.waitFor("Hello, Jürgen!")
        #expect(screen.contains("‹ Greeting"))
        let refused = try await send(["openurl", "hello://nowhere"])
        #expect(refused.status == 1 && refused.stderr.hasPrefix("error: notFound: "))
        // Another app's door: the demo's socket folder is its own, so nothing of hello's is there.
        let demo = try await app.send(["openurl", "hello://greet/x"])
        #expect(demo.status == 1 && demo.stderr.hasPrefix("error: noInstance: no tuishell app is running"))
        try app.session.keys("q")
        try await app.session.waitFor("Quit")
        try app.session.keys("y")
        try await app.expectUsableShell(exitStatus: 0)
        let saved = try String(
            contentsOfFile: app.home.root + "/state/hello-shell/instances/hello-example/navigation.json",
            encoding: .utf8)
        #expect(saved.contains("hello://greet/J%C3%BCrgen"))
    }
}
