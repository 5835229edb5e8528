import Foundation
import TestSupport
import Testing

/// Narrated mode on a real terminal (tmux): lines of plain text, keys as in the full mode,
/// links from another terminal said as they arrive, the terminal given back as it was.
@Suite("Narrated mode in a real terminal", .machineSlot, .enabled(if: TmuxSession.isAvailable), .serialized)
struct NarratedTerminalTests {
    /// `TERM=dumb` narrates without being asked; what it writes after its first lines (kept by
    /// tmux's `pipe-pane`, byte for byte) holds not one escape sequence, and every event a sighted
    /// user would see is a line.
    @Test func termDumbNarratesKeysAndLinksFromOutsideInPlainLines() async throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("narrated-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: output) }
        let app = try await RunningApp(
            width: 100, height: 30, instance: "narrated", environment: "TERM=dumb",
            ready: "Shown: Home (tab Home, 1 of 4)")
        defer { app.stop() }
        let session = app.session
        try session.tmux(["pipe-pane", "-t", session.name, "-o", "cat >> \(output.path)"])

        try session.keys("j")
        try await session.waitFor("Goods #2, Terminal mug, 59 yuan, 2 of 3")
        try session.keys("Enter")
        try await session.waitFor("Opened: Goods #2 (pushed)")

        let opened = try await app.send(["openurl", "app://goods/3"])
        #expect(opened.status == 0, "\(opened.stderr)")
        try await session.waitFor("Link from outside: app://goods/3")
        // The demo shows one product at a time: the next takes the place of the one on top.
        try await session.waitFor("Closed: Goods #2")
        try await session.waitFor("Opened: Goods #3 (in place of Goods #2)")

        let payload = #"{"aps":{"alert":{"title":"Flash sale","body":"Handbooks half price"}},"url":"app://goods/1"}"#
        #expect(try await app.send(["push", "-"], stdin: payload).status == 0)
        try await session.waitFor("Notification: Flash sale")
        try session.keys("Enter")
        try await session.waitFor("Opened: Goods #1 (in place of Goods #3)")

        try session.keys("C-t")
        try await session.waitFor("Screen: Goods #1 (tab Home, 1 of 4; 2 screens on its stack)")
        try session.keys("Escape")
        try await session.waitFor("Shown again: Home")

        try session.keys("q")
        try await session.waitFor("Alert: Quit tuishell?")
        try session.keys("y")
        try await app.expectUsableShell(exitStatus: 0)

        let written = try Data(contentsOf: output)
        #expect(!written.contains(0x1B), "an escape sequence was written")
        let lines = String(decoding: written, as: UTF8.self).split(whereSeparator: \.isNewline).map(String.init)
        #expect(lines.contains("Closed: Goods #1"), "\(lines)")
        #expect(lines.allSatisfy { !$0.contains("│") && !$0.contains("─") }, "box drawing in \(lines)")
    }
}
