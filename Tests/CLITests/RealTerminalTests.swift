import Foundation
import Testing

/// Drives the real app in tmux, reading what a person would see with `capture-pane`.
struct TmuxSession {
    let name = "tuishell-test-\(UUID().uuidString.prefix(8))"

    static var isAvailable: Bool {
        FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux") || FileManager.default.isExecutableFile(atPath: "/usr/local/bin/tmux")
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
        let status = system("tmux -L \(name) new-session -d -s \(name) -x \(width) -y \(height) \(quoted) </dev/null >/dev/null 2>&1")
        #expect(status == 0, "tmux did not start")
    }

    func keys(_ keys: String...) throws { try tmux(["send-keys", "-t", name] + keys) }
    func text(_ text: String) throws { try tmux(["send-keys", "-t", name, "-l", text]) }
    func screen() throws -> String { try tmux(["capture-pane", "-p", "-t", name], capture: true) }
    func stop() { _ = try? tmux(["kill-server"]) }

    /// Sends `signal` to the program the pane's shell is running.
    func signalChild(_ signal: Int32) throws {
        let shell = try tmux(["list-panes", "-t", name, "-F", "#{pane_pid}"], capture: true).trimmingCharacters(in: .whitespacesAndNewlines)
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

    /// Waits until the pane shows `text` (up to `seconds`), returning the last capture.
    @discardableResult
    func waitFor(_ text: String, seconds: Double = 10) throws -> String {
        let deadline = Date().addingTimeInterval(seconds)
        var last = ""
        while Date() < deadline {
            last = try screen()
            if last.contains(text) { return last }
            Thread.sleep(forTimeInterval: 0.1)
        }
        Issue.record("the pane never showed '\(text)':\n\(last)")
        return last
    }
}

@Suite("The real terminal (ncursesw in tmux)", .enabled(if: TmuxSession.isAvailable), .serialized)
struct RealTerminalTests {
    @Test func launchNavigateAndQuitWithTheTerminalRestored() throws {
        let session = TmuxSession()
        defer { session.stop() }
        try session.start("\(CLIRunner.binary.path) --no-animation; echo EXIT=$?; stty -a | tr ' ' '\\n' | grep -qx echo && echo ECHO-ON; sleep 60")
        try session.waitFor("1 Home")
        try session.keys("Down", "Enter")
        try session.waitFor("Goods #2")
        try session.keys(":")
        try session.text("app://post/北京")
        try session.keys("Enter")
        let post = try session.waitFor("Post 北京")
        #expect(post.contains("‹ Post 北京"))
        try session.keys("Escape")
        try session.waitFor("Terminal mug")
        try session.keys("q")
        try session.waitFor("Quit tuishell?")
        try session.keys("y")
        try session.waitFor("EXIT=0")
        try session.waitFor("ECHO-ON")
    }

    @Test func sigtermRestoresTheTerminal() throws {
        let session = TmuxSession()
        defer { session.stop() }
        try session.start("\(CLIRunner.binary.path); echo EXIT=$?; stty -a | tr ' ' '\\n' | grep -qx echo && echo ECHO-ON; sleep 60")
        try session.waitFor("1 Home")
        try session.signalChild(SIGTERM)
        try session.waitFor("EXIT=143")
        try session.waitFor("ECHO-ON")
    }
}
