import Foundation
import Testing

extension TmuxSession {
    /// Appends every byte the pane's program writes to the file at `path`.
    func logOutput(to path: String) throws {
        try tmux(["pipe-pane", "-o", "-t", name, "cat >> '\(path)'"])
    }
}

/// Terminal-layer defects, as a person at a real terminal meets them (in the serialized tmux
/// suite, so they never compete with its other sessions for the machine).
extension RealTerminalTests {
    /// A footer line exactly as wide as the terminal shows its last character, in the
    /// bottom-right cell curses cannot simply write.
    @Test func aFullWidthFooterShowsItsLastCharacter() async throws {
        // "error: notFound: no route matches " is 34 columns; the URL the other 46.
        let url = "app://nothing/" + String(repeating: "x", count: 31) + "Z"
        let line = "error: notFound: no route matches \(url)"
        let app = try await RunningApp(
            instance: "corner", arguments: "--no-animation --open \(url)", ready: "no route matches")
        defer { app.stop() }
        let screen = try await app.session.waitUntil("the whole footer") {
            $0.split(separator: "\n").last == Substring(line)
        }
        #expect(screen.split(separator: "\n").last == Substring(line), "\(screen)")
    }

    /// With no locale set (a fresh container) the tab bar's │ and the footer's ↑/↓ still arrive
    /// as themselves, not as bytes of garbage.
    @Test func withoutALocaleTheGlyphsAreStillDrawn() async throws {
        let app = try await RunningApp(
            instance: "nolocale", arguments: "--no-animation", environment: "env -u LANG -u LC_ALL -u LC_CTYPE")
        defer { app.stop() }
        let screen = try app.session.screen()
        #expect(screen.contains("1 Home │ 2 Orders"), "\(screen)")
        #expect(screen.contains("↑/↓ j/k move"), "\(screen)")
    }

    /// Esc and the next key arriving in one write are two keys: Esc closes the command bar and
    /// Ctrl+P opens the palette (the pair was read as one unknown sequence and both were lost).
    @Test func escFollowedAtOnceByAKeyIsTwoKeys() async throws {
        let app = try await RunningApp(instance: "escpair", arguments: "--no-animation")
        defer { app.stop() }
        try app.session.keys(":")
        try await app.session.waitFor("Open URL")
        try app.session.keys("Escape", "C-p")
        try await app.session.waitFor("Command palette")
    }

    /// With `--no-mouse` a mouse report typed into the terminal is no keys at all: not when
    /// TERM's terminfo names `ESC [ <` as its mouse key (curses took those three bytes and gave
    /// the app `0;3;9M`, whose `3` picked the third tab), nor when the report arrives in two
    /// pieces. The Down after each moves Home's selection, which only Home has.
    @Test func mouseReportsAreNoKeysWithTheMouseOff() async throws {
        let app = try await RunningApp(
            instance: "nomouse", arguments: "--no-animation --no-mouse", environment: "TERM=xterm-256color")
        defer { app.stop() }
        try app.session.text("\u{1B}[<0;3;9M")
        try app.session.keys("Down")
        try await app.session.waitFor("› Goods #2")
        try app.session.text("\u{1B}[<0;")
        try await Task.sleep(for: .milliseconds(40))
        try app.session.text("3;9M")
        try app.session.keys("Down")
        let screen = try await app.session.waitFor("› Goods #3")
        #expect(screen.hasPrefix(" Home"), "a report was read as keys:\n\(screen)")
    }

    /// Ctrl+Z gives the terminal back to an interactive shell (the main screen, the shell's
    /// prompt) and `fg` brings the app back, redrawn and taking keys.
    @Test func ctrlZSuspendsAndFgResumes() async throws {
        let session = TmuxSession()
        let home = IsolatedHome()
        defer {
            session.stop()
            home.remove()
        }
        try session.start("env PS1='shell> ' bash --norc --noprofile -i")
        try await session.waitFor("shell>")
        try session.text("\(home.shellPrefix) \(CLIRunner.binary.path) --instance suspend --no-animation")
        try session.keys("Enter")
        try await session.waitFor("1 Home", seconds: 30)
        try session.keys("C-z")
        try await session.waitFor("Stopped")
        #expect(try !session.modes().alternateScreen, "the app kept the alternate screen")
        try session.text("fg")
        try session.keys("Enter")
        try await session.waitUntil("the app redrawn") { $0.hasPrefix(" Home") && $0.contains("1 Home") }
        #expect(try session.modes().alternateScreen, "the app is not back on the alternate screen")
        try session.keys("2")
        try await session.waitFor("No orders yet")
    }

    /// Every `--open` that fails at start is reported, not only the last.
    @Test func everyLinkThatFailsAtStartIsShown() async throws {
        let app = try await RunningApp(
            instance: "startup", arguments: "--no-animation --open bogus --open app://pay", ready: "error: forbidden")
        defer { app.stop() }
        let screen = try app.session.screen()
        #expect(screen.contains("error: invalidURL: the URL has no scheme"), "\(screen)")
        #expect(screen.contains("error: forbidden: app://pay matches only internal routes"), "\(screen)")
    }

    /// Home and End work when TERM names a terminal whose keys tmux does not send (tmux sends
    /// `ESC [1~` / `ESC [4~`; xterm-256color's terminfo expects `ESC OH` / `ESC OF`).
    @Test func homeAndEndWorkWhateverTermSays() async throws {
        let app = try await RunningApp(
            instance: "homeend", arguments: "--no-animation", environment: "TERM=xterm-256color")
        defer { app.stop() }
        // Home's last row is its last demo, below the goods.
        try app.session.keys("End")
        try await app.session.waitFor("› x-callback")
        try app.session.keys("Home")
        try await app.session.waitFor("› Goods #1")
        try app.session.text("\u{1B}[F")
        try await app.session.waitFor("› x-callback")
    }

    /// Alt+[ sends `ESC [`, a sequence that never ends: once its rest has not come, the key
    /// typed next is a key of its own, not taken as the sequence's end.
    @Test func aKeyAfterAnUnfinishedSequenceIsNotSwallowed() async throws {
        let app = try await RunningApp(instance: "altbracket", arguments: "--no-animation")
        defer { app.stop() }
        try app.session.text("\u{1B}[")
        // A pause longer than a sequence's rest may take (10 ms), as a person's next key comes.
        try await Task.sleep(for: .milliseconds(300))
        try app.session.keys("j")
        try await app.session.waitFor("› Goods #2")
    }

    /// A paste whose end marker never comes ends after a second without bytes: the text goes
    /// to the command bar as a paste does, and Enter afterwards is a key again.
    @Test func aPasteThatNeverEndsEndsAfterASilence() async throws {
        let app = try await RunningApp(instance: "lostpaste", arguments: "--no-animation")
        defer { app.stop() }
        try app.session.text("\u{1B}[200~app://goods/2")
        try await app.session.waitFor(":app://goods/2")
        try app.session.keys("Enter")
        try await app.session.waitFor("Price: ¥59")
    }

    /// 9,000 characters typed into the command bar without a bracketed paste all arrive, in
    /// about the time a paste takes (a frame per key made this quadratic: 45 s in a debug build).
    @Test func nineThousandTypedCharactersAllArrive() async throws {
        let app = try await RunningApp(instance: "typing", arguments: "--no-animation")
        defer { app.stop() }
        try app.session.keys(":")
        try await app.session.waitUntil("the command bar") { $0.split(separator: "\n").last?.hasPrefix(":") == true }
        let text = "app://post/" + String(String(repeating: "abcdefghij", count: 900).prefix(8985)) + "QEND"
        try app.session.text(text)
        try await app.session.waitFor("abcdeQEND", seconds: 30)
        try app.session.keys("Enter")
        // The router counts what arrived: every byte, and nothing else.
        try await app.session.waitFor("urlTooLong: the URL is 9000 bytes long")
    }

    /// Quitting after a resize gives back the shell's screen as it was, restoring the terminal
    /// once: nothing of the quit box stays behind.
    @Test func quittingAfterAResizeLeavesNoResidue() async throws {
        let log = NSTemporaryDirectory() + "tuishell-output-\(UUID().uuidString.prefix(8))"
        defer { try? FileManager.default.removeItem(atPath: log) }
        let app = try await RunningApp(width: 40, height: 12, instance: "resize", arguments: "--no-animation")
        defer { app.stop() }
        try app.session.logOutput(to: log)
        try app.session.keys("q")
        try await app.session.waitFor("Quit tuishell?")
        try app.session.resize(width: 80, height: 24)
        // Centred at 80 columns the box starts past column 20 (at 40 it started at 8); Home's
        // rows may show beside it.
        try await app.session.waitUntil("the box redrawn at 80 columns") { screen in
            screen.split(separator: "\n").contains { line in
                guard let corner = line.firstRange(of: "┌ Quit tuishell?") else { return false }
                return line.distance(from: line.startIndex, to: corner.lowerBound) > 20
            }
        }
        try app.session.keys("y")
        try await app.expectUsableShell(exitStatus: 0)
        let screen = try app.session.screen()
        for residue in ["┌", "┐", "└", "┘", "Quit tuishell?", "[Quit]", "y to quit"] {
            #expect(!screen.contains(residue), "'\(residue)' left on the shell's screen:\n\(screen)")
        }
        let deadline = Date().addingTimeInterval(10)
        var written = ""
        while !written.contains("EXIT=0"), Date() < deadline {
            try? await Task.sleep(for: .seconds(0.1))
            written = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        }
        #expect(written.contains("EXIT=0"), "the pane's output was not logged")
        for (name, sequence) in [
            ("leave the alternate screen", "\u{1B}[?1049l"), ("mouse off", "\u{1B}[?1000l"),
            ("bracketed paste off", "\u{1B}[?2004l"),
        ] {
            #expect(
                written.components(separatedBy: sequence).count == 2,
                "'\(name)' written \(written.components(separatedBy: sequence).count - 1) times")
        }
    }
}
