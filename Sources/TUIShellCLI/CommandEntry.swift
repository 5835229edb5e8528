import ArgumentParser
import TUIShell

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How every tuishell executable, and every app's command line, ends a command: a ``CommandFailure`` as `error: <code>:
/// <message>` with its exit code, help and version on stdout with 0, any other parse error as
/// `error: usage: …` with 2.
package enum CommandEntry {
    /// Runs `body`, reporting what it throws as `root` reports its errors, and exits.
    package static func run<Root: ParsableCommand>(_ root: Root.Type, _ body: () async throws -> Void) async -> Never {
        do {
            try await body()
            exit(0)
        } catch let failure as CommandFailure {
            writeError(code: failure.code, message: failure.message)
            exit(failure.exitCode)
        } catch {
            let exitCode = Root.exitCode(for: error)
            if exitCode == .success {
                DescriptorWriter.writeAll(Array((Root.fullMessage(for: error) + "\n").utf8), to: STDOUT_FILENO)
                exit(0)
            }
            if error is ExitCode { exit(exitCode.rawValue) }
            writeError(code: "usage", message: Root.message(for: error))
            exit(2)
        }
    }

    /// Parses the command line as `root` does and runs the command it names.
    package static func parseAndRun<Root: ParsableCommand>(_ root: Root.Type, _ arguments: [String]? = nil) async throws
    {
        try checkHelpTopic(root, arguments ?? Array(CommandLine.arguments.dropFirst()))
        var command = try Root.parseAsRoot(arguments)
        if var asyncCommand = command as? AsyncParsableCommand {
            try await asyncCommand.run()
        } else {
            try command.run()
        }
    }

    /// A word naming no command is a usage error that lists the commands: `help NAME…`, which
    /// swift-argument-parser would answer with the help of the last name it knows and exit 0, and
    /// a first word that is no command (`tuishell nosuch`), which it would call an unexpected
    /// argument of the default command.
    private static func checkHelpTopic(_ root: any ParsableCommand.Type, _ arguments: [String]) throws {
        var subcommands = root.configuration.subcommands
        guard let first = arguments.first, !first.hasPrefix("-"), !subcommands.isEmpty else { return }
        let names = arguments.first == "help" ? Array(arguments.dropFirst()) : [first]
        for name in names {
            if name.hasPrefix("-") { continue }
            guard let named = subcommands.first(where: { $0.configuration.commandName == name }) else {
                let names = subcommands.compactMap { $0.configuration.commandName }
                let known =
                    names.isEmpty ? "it has no subcommands" : "the commands are " + names.joined(separator: ", ")
                throw CommandFailure(code: "usage", message: "there is no command '\(name)': \(known)", exitCode: 2)
            }
            subcommands = named.configuration.subcommands
        }
    }

    /// `error: <code>: <message>` on one line of stderr, control characters escaped.
    package static func writeError(code: String, message: String) {
        DescriptorWriter.writeError("error: \(code): \(message)".escapingControlCharacters)
    }
}
