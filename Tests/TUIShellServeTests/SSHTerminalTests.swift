import RouterCore
import TUIShell
import TestSupport
import Testing

@testable import TUIShellServe

/// An SSH session that asked for narration: words a screen reader or a braille display can
/// read as they come, and not one escape sequence; the same keys as a drawn session.
@Suite("SSH terminal")
@MainActor
struct SSHTerminalTests {
    private static func app() -> ShellApp {
        let screens = ScreenRegistry()
        screens.register("Hello") { _ in ListScreen(title: "Hello", lines: ["one", "two", "three"]) }
        screens.register("About") { _ in ListScreen(title: "About", lines: ["version 1"]) }
        return ShellApp.make(
            routes: {
                [
                    try Route("hello://hello", screen: "Hello", presentation: .tab("Hello")),
                    try Route("hello://about", screen: "About", access: .public),
                ]
            }, screens: screens, history: CommandHistory(directory: nil))
    }

    /// Everything a session of `narrated` writes while the keys of `:hello://about` Enter arrive
    /// (the command bar opens About), once `done` holds for it (or the deadline passes).
    private static func session(narrated: Bool, until done: @escaping @Sendable (String) -> Bool) async throws
        -> [UInt8]
    {
        let written = Locked<[UInt8]>([])
        let terminal = SSHTerminal(size: (60, 16), narrated: narrated) { bytes in written.withLock { $0 += bytes } }
        let app = Self.app()
        let context = ServeContext(settings: ServeSettings(animated: false), trustedProxies: []) { app }
        let run = Task {
            await context.runListed(app, on: terminal, open: nil, announce: {}, end: { _ in }, screenshot: { $0 })
        }
        terminal.receive(Array(":hello://about\r".utf8))
        // Generous: the run loop shares the main actor with every other main-actor suite of a
        // full `swift test`, which can hold it for seconds on two cores.
        let deadline = ContinuousClock.now.advanced(by: .seconds(60))
        while !done(String(decoding: written.value, as: UTF8.self)), ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(20))
        }
        terminal.close()
        await run.value
        return written.value
    }

    @Test func aNarratedSessionSaysLinesAndWritesNoEscape() async throws {
        let bytes = try await Self.session(narrated: true) { $0.contains("Opened: About") }
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.hasPrefix("tuishell, narrated: "), "\(text)")
        #expect(text.contains("Shown: Hello (tab Hello, 1 of 1)\r\none\r\n"), "\(text)")
        #expect(text.contains("Opened: About (pushed)\r\nversion 1\r\n"), "keys typed into the command bar: \(text)")
        #expect(!bytes.contains(0x1B), "an escape sequence in \(text.debugDescription)")
        // Lines end as a terminal in raw mode needs: a return before each new line.
        #expect(!text.replacing("\r\n", with: "").contains("\n"))
    }

    @Test func aDrawnSessionPaintsFramesAndSaysNothing() async throws {
        let bytes = try await Self.session(narrated: false) { $0.contains("version 1") }
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(bytes.contains(0x1B), "frames are escape sequences")
        #expect(text.contains("version 1"))
        #expect(!text.contains("Opened:"))
    }

    @Test(
        arguments: [
            ("dumb", nil, true), ("xterm-256color", nil, false), ("xterm-256color", "1", true),
            ("xterm-256color", "yes", true), ("xterm-256color", "0", false), ("xterm-256color", "", false),
            ("dumb", "0", true),
        ] as [(String, String?, Bool)])
    func aDumbTerminalOrTheVariableAsksForNarration(term: String, variable: String?, narrated: Bool) {
        var request = NarrationRequest()
        request.terminal(term)
        request.environment("LANG", "C.UTF-8")
        if let variable { request.environment(NarrationRequest.variable, variable) }
        #expect(request.isNarrated == narrated)
    }
}
