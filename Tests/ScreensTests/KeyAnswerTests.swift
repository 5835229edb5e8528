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

    /// Keys the global bindings would take, where they can do nothing, say so too (trial
    /// defect 4): going back on a tab root, Tab and the digits under a modal.
    @Test(arguments: [("esc", "Esc"), ("left", "←"), ("backspace", "Backspace")])
    func goingBackOnATabRootSaysSo(key: String, name: String) async throws {
        let run = try await runScript("key \(key)")
        #expect(run.app.render().lines.last == "\(name) does nothing here · ? lists the keys")
    }

    @Test func tabKeysUnderAModalSaySo() async throws {
        let run = try await runScript("open app://user/login\nwait 800ms\nkey down\nkey 2")
        #expect(run.app.render().lines.last == "2 does nothing here · ? lists the keys")
        _ = try await runScript("key tab", on: run.app)
        #expect(run.app.render().lines.last == "Tab does nothing here · ? lists the keys")
    }

    /// In a focused field the characters are the field's; a key it does not take says so,
    /// without offering `?`, which the field would take as text.
    @Test func aKeyAFocusedFieldDoesNotTakeSaysSo() async throws {
        let run = try await runScript("open app://user/login\nwait 800ms\nkey tab")
        #expect(run.app.render().lines.last == "Tab does nothing here")
        _ = try await runScript("type 2", on: run.app)
        #expect(run.app.render().lines.last?.contains("does nothing") == false)
    }

    /// At 30 columns Home's footer keeps `Enter open`, giving up the arrows and the later global keys.
    @Test func aNarrowFooterKeepsTheScreensOwnEnter() async throws {
        let run = try await runScript("", size: (30, 10))
        #expect(run.app.render().lines.last == "Enter open  : open URL  ? help")
    }
}
