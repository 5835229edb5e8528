import Foundation
import TestSupport
import Testing

/// What the command line does with awkward input — endless stdin, control characters, unreadable
/// tables, unusable terminals — run against the built binary.
@Suite("Command-line input and error lines", .machineSlot)
struct CommandLineInputTests {
    /// `yes … | tuishell push -` stops reading at the limit and says the payload is too large.
    @Test func pushStopsReadingAnEndlessStdin() async throws {
        let result = try await CLIRunner.run(
            ["-c", "yes '{\"aps\":{}}' | '\(CLIRunner.binary.path)' push - --instance nobody"], executable: "/bin/sh")
        #expect(result.status == 1)
        #expect(result.stderr == "error: payloadTooLarge: the payload is larger than the limit of 4096 bytes\n")
    }

    /// Error lines never carry control characters from the input.
    @Test(arguments: [
        ["routes", "--routes", "/nowhere/\u{1B}[2Jtable\r.json"], ["push", "/nowhere/a\u{7}b"],
        ["script", "/nowhere/x\ny"],
    ])
    func errorLinesEscapeControlCharacters(_ arguments: [String]) async throws {
        let result = try await CLIRunner.run(arguments)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("error: "))
        #expect(
            !result.stderr.dropLast().unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F },
            "\(result.stderr)")
        #expect(result.stderr.contains("\\u{1B}") || result.stderr.contains("\\u{7}") || result.stderr.contains("\\n"))
    }

    /// A wait past the limit says what the limit is (issue 36, defect 19).
    @Test func scriptWaitNamesTheOneHourRule() async throws {
        let result = try await CLIRunner.run(["script", "-"], stdin: "wait 7200s\n")
        #expect(result.status == 2)
        #expect(result.stderr == "error: invalidScript: line 1: wait is at most an hour (3600s), not 7200s\n")
    }

    /// `type` types the spaces at the end of its text too (issue 36, defect 19).
    @Test func scriptTypeKeepsTrailingSpaces() async throws {
        let result = try await CLIRunner.run(
            ["script", "-"], stdin: "key :\ntype app://goods/1  \ntype #\nscreen\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("app://goods/1  #"), "\(result.stdout)")
    }

    /// Help shows each default once, and sizes as people write them.
    @Test func helpShowsDefaultsOnceAndReadably() async throws {
        for command in ["run", "openurl", "push"] {
            let help = try await CLIRunner.run([command, "--help"]).stdout
            #expect(!help.contains("(default: default). (default: default)"), "\(command)")
            #expect(help.contains("(default: default)"), "\(command)")
        }
        let script = try await CLIRunner.run(["script", "--help"]).stdout
        #expect(script.contains("(default: 80x24)") && !script.contains("TerminalSize("))
    }

    /// Decoded values in `resolve`'s text cannot drive the terminal or forge a line.
    @Test func resolveTextEscapesDecodedControlCharacters() async throws {
        let result = try await CLIRunner.run(["resolve", "app://post/%1B%5B2J%0Aroute%20forged"])
        #expect(result.status == 0)
        #expect(!result.stdout.unicodeScalars.contains { $0.value == 0x1B })
        #expect(result.stdout.split(separator: "\n").filter { $0.hasPrefix("route ") }.count == 1, "\(result.stdout)")
        #expect(result.stdout.contains("postId=\\u{1B}[2J\\nroute forged"), "\(result.stdout)")
    }

    /// Batch lines are trimmed as the command bar trims what is pasted.
    @Test func batchLinesAreTrimmed() async throws {
        let result = try await CLIRunner.run(
            ["resolve", "--batch", "-", "--summary"], stdin: "  app://goods/1  \n\tapp://home\t\r\n")
        #expect(result.stdout == "matched=2 total=2\n")
    }

    /// A route table that cannot be read is named by its absolute path, with the system's
    /// reason, under the code each command uses for it.
    @Test(arguments: [
        (["run"], "invalidRouteTable"), (["resolve", "app://home"], "invalidRouteTable"),
        (["routes"], "invalidRouteTable"),
        (["routes", "export", "--format", "markdown"], "invalidRouteTable"), (["script", "-"], "invalidRouteTable"),
        (["routes", "--check"], "usage"),
    ])
    func anUnreadableRouteTableSaysWhereAndWhy(command: [String], code: String) async throws {
        let name = "missing-\(UUID().uuidString.prefix(8)).json"
        let missing = try await CLIRunner.run(command + ["--routes", name], stdin: "")
        let path = FileManager.default.currentDirectoryPath + "/" + name
        #expect(missing.status == 2)
        #expect(missing.stderr == "error: \(code): cannot read \(path): No such file or directory\n")
        let folder = NSTemporaryDirectory() + "tuishell-folder-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let named = try await CLIRunner.run(command + ["--routes", folder + "/./"], stdin: "")
        #expect(named.stderr == "error: \(code): cannot read \(folder): Is a directory\n")
    }

    /// An unknown `TERM` is a clear error line, not curses' message or a blank screen (`dumb`
    /// narrates: NarratedTerminalTests).
    @Test(.enabled(if: TmuxSession.isAvailable), arguments: ["nosuchterm", ""])
    func unusableTerminalsAreAClearError(term: String) async throws {
        let session = TmuxSession()
        defer { session.stop() }
        let home = IsolatedHome()
        defer { home.remove() }
        try session.start(
            TmuxSession.reportingExit(
                "\(home.shellPrefix) TERM='\(term)' \(CLIRunner.binary.path) --instance term-\(term.isEmpty ? "empty" : term)"
            ))
        let screen = try await session.waitFor("EXIT=")
        // An empty TERM is named as not set, not as the terminal type ''.
        let said = term.isEmpty ? "error: usage: TERM is not set" : "error: usage: the terminal type '\(term)'"
        #expect(screen.contains(said), "\(screen)")
        #expect(screen.contains("EXIT=2"))
    }
}
