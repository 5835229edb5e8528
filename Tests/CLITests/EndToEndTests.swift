import Foundation
import TestSupport
import Testing

/// the real app in tmux at several sizes, driven the way a person drives it, and
/// every way out leaves a usable shell.
@Suite("End to end in a real terminal", .machineSlot, .enabled(if: TmuxSession.isAvailable), .serialized)
struct EndToEndTests {
    struct Size: CustomTestStringConvertible, Sendable {
        let width: Int
        let height: Int
        var testDescription: String { "\(width)×\(height)" }
    }

    @Test(arguments: [Size(width: 80, height: 24), Size(width: 40, height: 12), Size(width: 200, height: 60)])
    func aPersonWalksThroughTheApp(_ size: Size) async throws {
        let app = try await RunningApp(width: size.width, height: size.height, instance: "walk\(size.width)")
        defer { app.stop() }
        let session = app.session

        try session.keys(":")
        try session.paste("app://goods/1\n")
        try await session.waitFor("Price: ¥399")
        try session.keys("Enter")
        try await session.waitFor("Log in")
        try session.text("13800138000")
        try session.keys("Enter")
        try await session.waitFor("Confirm order")
        try session.keys("Down", "Enter")
        try await session.waitFor("¥399")
        try session.keys("Enter")
        try await session.waitFor("Paid: order #1")

        try session.keys("4")
        try await session.waitFor("Router Lab")

        #expect(try await app.send(["openurl", "app://post/7"]).status == 0)
        try await session.waitFor("Post 7")
        let pushed = try await app.send(
            ["push", "-"], stdin: #"{"aps":{"alert":{"title":"Sale","body":"Half price"}},"url":"app://goods/3"}"#)
        #expect(pushed.status == 0, "\(pushed.stderr)")
        try await session.waitFor("Half price")

        // Resize in the middle of a slide, then back: the frame is redrawn for the new size.
        #expect(try await app.send(["openurl", "app://goods/2"]).status == 0)
        try session.resize(width: size.width / 2 + 10, height: size.height / 2 + 6)
        try session.resize(width: size.width, height: size.height)
        try await session.waitUntil("the goods screen drawn for \(size.testDescription)") { capture in
            let rows = Self.trimmed(capture)
            return capture.contains("Terminal mug") && rows.count == size.height
                && rows[size.height - 2].hasPrefix(" 1 Home │ 2 Orders")
        }

        try await session.quit()
        try await app.expectUsableShell(exitStatus: 0)
    }

    struct ExitPath: CustomTestStringConvertible, Sendable {
        let name: String
        let status: Int32
        var testDescription: String { name }
    }

    @Test(arguments: [
        ExitPath(name: "q", status: 0), ExitPath(name: "Ctrl+C", status: 0),
        ExitPath(name: "SIGTERM", status: 143), ExitPath(name: "SIGHUP", status: 129),
    ])
    func everyWayOutLeavesAUsableShell(_ path: ExitPath) async throws {
        let app = try await RunningApp(instance: "exit")
        defer { app.stop() }
        try app.session.keys("Down", "Enter")
        try await app.session.waitFor("Price: ¥59")
        switch path.name {
        case "q": try await app.session.quit()
        case "Ctrl+C":
            try app.session.keys("C-c")
            try await app.session.waitFor("Quit tuishell?")
            try app.session.keys("y")
        case "SIGTERM": try app.session.signalChild(SIGTERM)
        default: try app.session.signalChild(SIGHUP)
        }
        try await app.expectUsableShell(exitStatus: path.status)
        let saved = FileManager.default.contents(
            atPath: app.home.root + "/state/tuishell/instances/exit/navigation.json")
        #expect(
            saved.map { String(decoding: $0, as: UTF8.self).contains("app://goods/2") } == true,
            "the navigation was not saved")
    }

    /// Quitting and starting again at once: the new app has the socket (the old one closes it
    /// before saving, and a socket that no longer answers is taken over), so `openurl` reaches it.
    @Test func restartingAtOnceKeepsDeepLinksWorking() async throws {
        let session = TmuxSession()
        let home = IsolatedHome()
        defer {
            session.stop()
            home.remove()
        }
        let app = "\(home.shellPrefix) \(CLIRunner.binary.path) --instance again"
        try session.start(TmuxSession.reportingExit("\(app) && \(app) --open app://goods/3"))
        try await session.waitFor("1 Home")
        try session.keys("q")
        try await session.waitFor("Quit tuishell?")
        try session.keys("y")
        // The goods screen the second app opens, not the first app's Home, which lists the same
        // goods ("Router handbook") and may still be on the pane while the second one starts.
        let second = try await session.waitFor("Price: ¥88")
        #expect(!second.contains("warning"), "\(second)")
        let sent = try await CLIRunner.run(
            ["openurl", "app://post/again", "--instance", "again"], environment: home.environment)
        #expect(sent.status == 0, "\(sent.stderr)")
        try await session.waitFor("Post again")
        try await session.quit()
    }

    /// 200 random resizes, 1×1 and 500×200 among them, while screens slide.
    @Test func aResizeStormDuringAnimationsEndsOnACorrectFrame() async throws {
        let app = try await RunningApp(instance: "storm")
        defer { app.stop() }
        var generator = SystemRandomNumberGenerator()
        var sizes = (0..<198).map { _ in
            Size(width: Int.random(in: 1...300, using: &generator), height: Int.random(in: 1...120, using: &generator))
        }
        sizes.insert(Size(width: 1, height: 1), at: Int.random(in: 0..<sizes.count, using: &generator))
        sizes.insert(Size(width: 500, height: 200), at: Int.random(in: 0..<sizes.count, using: &generator))
        for (index, size) in sizes.enumerated() {
            if index % 10 == 0 { try app.session.keys(index % 20 == 0 ? "Enter" : "Escape") }
            try app.session.resize(width: size.width, height: size.height)
        }
        try app.session.resize(width: 80, height: 24)
        #expect(try await app.send(["openurl", "app://post/99"]).status == 0)
        try? await Task.sleep(for: .seconds(1))
        let frame = try await app.session.waitFor("Post 99")

        let script = try CLIRunner.temporaryFile("open app://post/99\nwait 1s\nscreen\n")
        defer { try? FileManager.default.removeItem(atPath: script) }
        let expected = try await CLIRunner.run(
            ["script", script, "--size", "80x24"], environment: app.home.environment)
        #expect(expected.status == 0, "\(expected.stderr)")
        #expect(Self.trimmed(frame) == Self.trimmed(expected.stdout).filter { !$0.hasPrefix("--- ") })

        try await app.session.quit()
        try await app.expectUsableShell(exitStatus: 0)
    }

    /// The rows of a capture or a script's `screen`, trailing spaces dropped; the final line break
    /// does not make a row.
    private static func trimmed(_ frame: String) -> [String] {
        var lines = frame.split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0.reversed().drop { $0 == " " }.reversed())
        }
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
