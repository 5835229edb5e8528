import Foundation
import TestSupport
import Testing

/// What `--help`, `help` and `--version` tell a newcomer, run against the built binary (issue 36,
/// defect 19).
@Suite("Help, version and exit statuses", .machineSlot)
struct HelpAndVersionTests {
    @Test func helpForACommandThatDoesNotExistIsAUsageError() async throws {
        let nonsense = try await CLIRunner.run(["help", "nonsense"])
        #expect(nonsense.status == 2)
        #expect(
            nonsense.stderr
                == "error: usage: there is no command 'nonsense': the commands are run, resolve, routes, openurl, push, script, serve\n"
        )
        #expect(nonsense.stdout.isEmpty)
        let nested = try await CLIRunner.run(["help", "routes", "export"])
        #expect(nested.status == 0 && nested.stdout.contains("USAGE: tuishell routes export"), "\(nested.stderr)")
    }

    /// A first word that is no command lists the commands, as `help NAME` does, rather than
    /// calling it an unexpected argument of `run`.
    @Test func aWordThatIsNoCommandListsTheCommands() async throws {
        let nosuch = try await CLIRunner.run(["nosuch"])
        #expect(nosuch.status == 2)
        #expect(
            nosuch.stderr
                == "error: usage: there is no command 'nosuch': the commands are run, resolve, routes, openurl, push, script, serve\n"
        )
    }

    /// Bare `tuishell routes` prints the table, so its usage line shows the subcommand optional.
    @Test func routesUsageShowsTheSubcommandOptional() async throws {
        let help = try await CLIRunner.run(["routes", "--help"])
        #expect(help.stdout.contains("USAGE: tuishell routes [--routes <file>] [--json] [--check] [<subcommand>]\n"))
    }

    /// A host the resolver does not know is said in the resolver's words, without the server
    /// library's type names.
    @Test func serveNamesAnUnknownHostPlainly() async throws {
        let serve = try await CLIRunner.run(["serve", "--bind", "nosuch.invalid", "--port", "0"])
        #expect(serve.status == 2)
        #expect(
            serve.stderr.hasPrefix(
                "error: usage: cannot serve on nosuch.invalid:0: the host 'nosuch.invalid' was not found ("),
            "\(serve.stderr)")
        #expect(!serve.stderr.contains("SocketAddressError"), "\(serve.stderr)")
    }

    @Test func versionIsPrinted() async throws {
        let version = try await CLIRunner.run(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout.wholeMatch(of: /\d+\.\d+\.\d+(-[0-9A-Za-z.]+)?\n/) != nil, "\(version.stdout)")
    }

    /// Every help that lists exit statuses lists 2 among them.
    @Test(arguments: ["openurl", "push", "routes", "resolve", "script", "serve"])
    func helpListsExitStatusTwo(_ command: String) async throws {
        let help = try await CLIRunner.run([command, "--help"])
        #expect(help.status == 0)
        // As one line: the help wraps its discussion at the terminal's width.
        let text = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(text.contains(/Exit status: [^.]*\b2 [^.]*bad usage/), "\(help.stdout)")
    }

    /// A release binary copied alone, without tuishell-serve beside it.
    @Test func serveHelpWorksWithoutTheServerBesideIt() async throws {
        let folder = NSTemporaryDirectory() + "tuishell-alone-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // Copied by a child process, so no test's child inherits the copy open for writing.
        let copied = try await CLIRunner.run(
            ["cp", CLIRunner.binary.path, folder + "/tuishell"], executable: "/usr/bin/env")
        try #require(copied.status == 0, "\(copied.stderr)")
        let alone = folder + "/tuishell"

        let help = try await CLIRunner.run(["serve", "--help"], executable: alone)
        #expect(help.status == 0, "\(help.stderr)")
        #expect(help.stdout.contains("USAGE: tuishell serve"), "\(help.stdout)")
        #expect(help.stdout.contains("swift build -c release --product tuishell-serve"), "\(help.stdout)")

        let serve = try await CLIRunner.run(["serve"], executable: alone)
        #expect(serve.status == 2)
        #expect(
            serve.stderr.hasPrefix(
                "error: usage: tuishell serve runs tuishell-serve, which is not at \(folder)/tuishell-serve"),
            "\(serve.stderr)")
    }
}
