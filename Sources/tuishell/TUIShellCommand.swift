import ArgumentParser
import CommandSupport
import Screens
import TUIShell

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The `tuishell` command and its subcommands.
struct TUIShellCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tuishell",
        abstract: "A deep-link router with a terminal navigation shell.",
        subcommands: [
            RunCommand.self, ResolveCommand.self, RoutesCommand.self, OpenURLCommand.self, PushCommand.self,
            ScriptCommand.self, ServeCommand.self,
        ],
        defaultSubcommand: RunCommand.self
    )
}

@main
enum Entry {
    static func main() async {
        await CommandEntry.run(TUIShellCommand.self) {
            if CommandLine.arguments.count == 1 {
                // Nothing to parse: start without swift-argument-parser, whose reflection over
                // every command costs about 2 ms of the first frame (Benchmarks/first-frame.py);
                // and the built-in table is parsed when first needed, after the first frame.
                exit(await RunCommand.run(table: DemoRouteTable.builtIn, settings: RunSettings()))
            }
            // Options alone start the app: parsed by `run` alone, which spares the reflection over
            // every other command. Whatever `run` alone does not take (a subcommand, --help, a
            // mistake) goes to the whole command line's parser, with its own help and errors.
            let arguments = Array(CommandLine.arguments.dropFirst())
            if arguments.first?.hasPrefix("-") == true, let run = try? RunCommand.parse(arguments) {
                try await run.run()
                return
            }
            try await CommandEntry.parseAndRun(TUIShellCommand.self)
        }
    }
}
