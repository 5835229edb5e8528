import Testing

/// Every key answers, and the footer names the screen's own keys first (issue #36, defect 20).
@MainActor
@Suite("Keys that answer")
struct KeyAnswerTests {
    @Test func f1OpensHelp() async throws {
        let run = try await runScript("key f1\nexpect ┌ Keys\nexpect ?/F1")
        #expect(run.status == 0, "\(run.output)")
    }

    @Test func aKeyNothingTakesSaysSo() async throws {
        let run = try await runScript("key x")
        #expect(run.app.render().lines.last == "x does nothing here · ? lists the keys")
        let next = try await runScript("key down", on: run.app)
        #expect(next.app.render().lines.last?.contains("does nothing") == false, "the next key clears it")
    }

    /// At 30 columns Home's footer keeps `Enter open`, giving up the arrows and the later global keys.
    @Test func aNarrowFooterKeepsTheScreensOwnEnter() async throws {
        let run = try await runScript("", size: (30, 10))
        #expect(run.app.render().lines.last == "Enter open  : open URL  ? help")
    }
}
