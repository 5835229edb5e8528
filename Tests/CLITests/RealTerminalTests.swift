import Foundation
import TestSupport
import Testing

/// Drives the real app in tmux, reading what a person would see with `capture-pane`.
struct TmuxSession {
    let name = "tuishell-test-\(UUID().uuidString.prefix(8))"

    static var isAvailable: Bool {
        FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux")
            || FileManager.default.isExecutableFile(atPath: "/usr/local/bin/tmux")
    }

    /// Runs a tmux command against this test's own server (`-L`), once the server is running.
    @discardableResult
    func tmux(_ arguments: [String], capture: Bool = false) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["tmux", "-L", name] + arguments
        let output = Pipe()
        process.standardOutput = capture ? output : FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = capture ? output.fileHandleForReading.readDataToEndOfFile() : Data()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// Starts the server and the session with `system`, not `Process`: the server outlives the
    /// call and would inherit, and hold open, the descriptor Foundation watches to see a child exit.
    func start(_ command: String, width: Int = 80, height: Int = 24) throws {
        let quoted = "'" + command.replacingOccurrences(of: "'", with: "'\\''") + "'"
        let status = system(
            "tmux -L \(name) new-session -d -s \(name) -x \(width) -y \(height) \(quoted) </dev/null >/dev/null 2>&1")
        #expect(status == 0, "tmux did not start")
    }

    func keys(_ keys: String...) throws { try tmux(["send-keys", "-t", name] + keys) }

    /// `command`, then lines saying how it exited and whether the terminal echoes again. The
    /// status starts a line of its own with an explicit carriage return: an app killed with
    /// SIGKILL leaves the terminal raw (a line feed alone keeps the column), and `EXIT=` could
    /// otherwise wrap across two rows after a long "Killed …" line.
    static func reportingExit(_ command: String) -> String {
        "\(command); status=$?; printf '\\r\\nEXIT=%s\\r\\n' $status; "
            + "stty -a | tr ' ' '\\n' | grep -qx echo && echo ECHO-ON; sleep 60"
    }

    /// Quits the app with `q`, confirms with `y`, and waits for it to exit 0.
    func quit() async throws {
        try keys("q")
        try await waitFor("Quit tuishell?")
        try keys("y")
        try await waitFor("EXIT=0")
    }
    func text(_ text: String) throws { try tmux(["send-keys", "-t", name, "-l", text]) }
    /// Pastes `text` as a terminal paste (bracketed, since the app asks for it).
    func paste(_ text: String) throws {
        try tmux(["set-buffer", "-b", "e2e", text])
        try tmux(["paste-buffer", "-p", "-d", "-b", "e2e", "-t", name])
    }
    func resize(width: Int, height: Int) throws {
        try tmux(["resize-window", "-t", name, "-x", "\(width)", "-y", "\(height)"])
    }
    /// Whether the pane shows the alternate screen, and whether its cursor is visible.
    func modes() throws -> (alternateScreen: Bool, cursorVisible: Bool) {
        let flags = try tmux(["display-message", "-p", "-t", name, "#{alternate_on} #{cursor_flag}"], capture: true)
            .split(separator: " ").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        return (flags.first == "1", flags.last == "1")
    }
    func screen() throws -> String { try tmux(["capture-pane", "-p", "-t", name], capture: true) }
    /// The screen with its colours and attributes as escape sequences.
    func styledScreen() throws -> String { try tmux(["capture-pane", "-p", "-e", "-t", name], capture: true) }
    func stop() { _ = try? tmux(["kill-server"]) }

    /// Sends `signal` to the program the pane's shell is running.
    func signalChild(_ signal: Int32) throws {
        let shell = try tmux(["list-panes", "-t", name, "-F", "#{pane_pid}"], capture: true).trimmingCharacters(
            in: .whitespacesAndNewlines)
        let children = Process()
        children.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        children.arguments = ["pgrep", "-P", shell]
        let output = Pipe()
        children.standardOutput = output
        try children.run()
        let pids = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        children.waitUntilExit()
        for pid in pids.split(separator: "\n").compactMap({ Int32($0) }) { kill(pid, signal) }
    }

    /// Waits until the pane shows `text` (up to `seconds`), returning the last capture. The
    /// deadline is generous: a passing test never waits it out, and on two busy cores a debug
    /// app's start beside the rest of the suite once took longer than 10 s.
    @discardableResult
    func waitFor(_ text: String, seconds: Double = 30) async throws -> String {
        try await waitUntil("'\(text)'", seconds: seconds) { $0.contains(text) }
    }

    /// Waits until a capture satisfies `condition` (up to `seconds`), returning the last capture.
    @discardableResult
    func waitUntil(_ description: String, seconds: Double = 30, _ condition: (String) -> Bool) async throws -> String {
        let deadline = Date().addingTimeInterval(seconds)
        var last = ""
        while Date() < deadline {
            last = try screen()
            if condition(last) { return last }
            try await Task.sleep(for: .milliseconds(100))
        }
        Issue.record("the pane never showed \(description):\n\(last)")
        return last
    }
}

/// A private state and runtime folder, so tests never touch the user's saved files or sockets.
struct IsolatedHome {
    let root = NSTemporaryDirectory() + "tuishell-home-\(UUID().uuidString.prefix(8))"

    init() {
        try? FileManager.default.createDirectory(
            atPath: root + "/run", withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    }

    var environment: [String: String] { ["XDG_STATE_HOME": root + "/state", "XDG_RUNTIME_DIR": root + "/run"] }
    /// The same, as a shell prefix.
    var shellPrefix: String {
        environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
    }

    func remove() { try? FileManager.default.removeItem(atPath: root) }
}

/// A running app in its own tmux server, home folder and instance.
struct RunningApp {
    let session = TmuxSession()
    let home = IsolatedHome()
    let instance: String

    /// Starts `executable` (default: tuishell) and waits until `ready` is on screen.
    init(
        width: Int = 80, height: Int = 24, instance: String, arguments: String = "", environment: String = "",
        executable: String = CLIRunner.binary.path, ready: String = "1 Home"
    ) async throws {
        self.instance = instance
        let command = "\(home.shellPrefix) \(environment) \(executable) --instance \(instance) \(arguments)"
        try session.start(TmuxSession.reportingExit(command), width: width, height: height)
        // Generous: an app starts in a tenth of a second, but the suites beside this one can
        // hold both cores for seconds.
        try await session.waitFor(ready, seconds: 30)
        // The socket comes right after the first frame: wait for it, as a person would not need to.
        let socket = home.root + "/run/tuishell/\(instance).sock"
        let deadline = ContinuousClock.now + .seconds(10)
        while !FileManager.default.fileExists(atPath: socket), ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(10))
        }
    }

    /// `tuishell openurl` or `push` from a second process.
    func send(_ arguments: [String], stdin: String? = nil) async throws -> CLIResult {
        try await CLIRunner.run(arguments + ["--instance", instance], stdin: stdin, environment: home.environment)
    }

    /// The pane after the app exited: the shell's report, echo on, the main screen, a cursor.
    func expectUsableShell(exitStatus: Int32) async throws {
        try await session.waitFor("EXIT=\(exitStatus)")
        try await session.waitFor("ECHO-ON")
        let modes = try session.modes()
        #expect(!modes.alternateScreen, "still on the alternate screen")
        #expect(modes.cursorVisible, "the cursor is hidden")
    }

    func stop() {
        session.stop()
        home.remove()
    }
}

@Suite("The real terminal (ncursesw in tmux)", .machineSlot, .enabled(if: TmuxSession.isAvailable), .serialized)
struct RealTerminalTests {
    @Test func deepLinksFromASecondTerminalThenSaveAndRestore() async throws {
        let home = IsolatedHome()
        defer { home.remove() }
        let session = TmuxSession()
        defer { session.stop() }
        let app = "\(home.shellPrefix) \(CLIRunner.binary.path) --no-animation --instance e2e"
        try session.start(TmuxSession.reportingExit(app), width: 100, height: 30)
        try await session.waitFor("1 Home")

        let opened = try await CLIRunner.run(
            ["openurl", "app://goods/2", "--instance", "e2e"], environment: home.environment)
        #expect(opened.status == 0, "\(opened.stderr)")
        try await session.waitFor("Price: ¥59")
        let refused = try await CLIRunner.run(
            ["openurl", "app://pay?orderID=1", "--instance", "e2e"], environment: home.environment)
        #expect(refused.status == 1 && refused.stderr.hasPrefix("error: forbidden: "), "\(refused.stderr)")
        let missing = try await CLIRunner.run(
            ["openurl", "app://home", "--instance", "nobody"], environment: home.environment)
        #expect(missing.status == 1 && missing.stderr.hasPrefix("error: noInstance: "), "\(missing.stderr)")

        let payload = #"{"aps":{"alert":{"title":"Flash sale","body":"Handbooks half price"}},"url":"app://goods/3"}"#
        let pushed = try await CLIRunner.run(
            ["push", "-", "--instance", "e2e"], stdin: payload, environment: home.environment)
        #expect(pushed.status == 0, "\(pushed.stderr)")
        try await session.waitFor("Handbooks half price")
        try session.keys("Enter")
        try await session.waitFor("Price: ¥88")
        let bad = try await CLIRunner.run(
            ["push", "-", "--instance", "e2e"], stdin: #"{"alert":"no aps"}"#, environment: home.environment)
        #expect(bad.status == 1 && bad.stderr.hasPrefix("error: invalidPayload: "), "\(bad.stderr)")

        #expect(
            try await CLIRunner.run(
                ["openurl", "app://mine/setting", "--instance", "e2e"], environment: home.environment
            ).status == 0)
        try await session.waitFor("Notifications: on")
        try await session.quit()

        let again = TmuxSession()
        defer { again.stop() }
        try again.start("\(app) --restore; sleep 60", width: 100, height: 30)
        let restored = try await again.waitFor("Notifications: on")
        #expect(restored.contains("Settings"))
        try again.keys("1")
        try await again.waitFor("Router handbook")
    }

    @Test func withNoArgumentsTheAppServesTheDefaultInstance() async throws {
        let home = IsolatedHome()
        defer { home.remove() }
        let session = TmuxSession()
        defer { session.stop() }
        try session.start(TmuxSession.reportingExit("\(home.shellPrefix) \(CLIRunner.binary.path)"))
        try await session.waitFor("1 Home")
        let opened = try await CLIRunner.run(["openurl", "app://goods/2"], environment: home.environment)
        #expect(opened.status == 0, "\(opened.stderr)")
        try await session.waitFor("Price: ¥59")
        try await session.quit()
        #expect(FileManager.default.fileExists(atPath: home.root + "/state/tuishell"), "the navigation was not saved")
    }

    @Test func theThemeReachesTheTerminalAndNoColorLeavesOnlyAttributes() async throws {
        let colour = try await RunningApp(
            instance: "colour", arguments: "--no-animation", environment: "env -u NO_COLOR TERM=xterm-256color")
        defer { colour.stop() }
        let styled = try colour.session.styledScreen()
        // The dark theme's title bar: #eeeeee (255) on #005faf (25), in the 256-colour palette
        // (the test runner may set NO_COLOR itself: the app gets none).
        #expect(styled.contains("38;5;255") && styled.contains("48;5;25"), "\(styled.prefix(300))")
        let mono = try await RunningApp(
            instance: "mono", arguments: "--no-animation", environment: "TERM=xterm-256color NO_COLOR=1")
        defer { mono.stop() }
        let plain = try mono.session.styledScreen()
        #expect(!plain.contains("38;5;") && !plain.contains("48;5;"), "colour under NO_COLOR: \(plain.prefix(300))")
        #expect(plain.contains("\u{1B}[7m") || plain.contains(";7m"), "the selection lost its reverse video")
    }

    @Test func sgrClicksReachTheAppUnlessTheMouseIsOff() async throws {
        let app = try await RunningApp(instance: "mouse", arguments: "--no-animation")
        defer { app.stop() }
        // Row 9, column 5 (1-based) is the third goods row; row 23 column 14 the Orders tab.
        try app.session.text("\u{1B}[<0;5;9M\u{1B}[<0;5;9m")
        try await app.session.waitFor("Router handbook")
        try app.session.text("\u{1B}[<0;14;23M")
        try await app.session.waitFor("No orders yet")
        // With --no-mouse a click is not acted on: the keys after it find Home's stack unchanged.
        let quiet = try await RunningApp(instance: "quiet", arguments: "--no-animation --no-mouse")
        defer { quiet.stop() }
        try quiet.session.text("\u{1B}[<0;5;9M")
        try quiet.session.keys("2")
        try await quiet.session.waitFor("No orders yet")
        try quiet.session.keys("1")
        let home = try await quiet.session.waitFor("Not logged in")
        #expect(home.hasPrefix(" Home"), "the click opened a product: \(home)")
    }

    @Test func launchNavigateAndQuitWithTheTerminalRestored() async throws {
        let app = try await RunningApp(instance: "cjk", arguments: "--no-animation")
        defer { app.stop() }
        let session = app.session
        try session.keys("Down", "Enter")
        try await session.waitFor("‹ Goods #2")
        try session.keys(":")
        try session.text("app://post/北京")
        try session.keys("Enter")
        let post = try await session.waitFor("Post 北京")
        #expect(post.contains("‹ Post 北京"))
        try session.keys("Escape")
        try await session.waitFor("Price: ¥59")
        try await session.quit()
        try await app.expectUsableShell(exitStatus: 0)
    }
}
