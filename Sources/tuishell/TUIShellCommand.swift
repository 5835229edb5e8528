import ArgumentParser
import CommandSupport
import TUIShellCLI

/// The `tuishell` command and its subcommands.
struct TUIShellCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tuishell",
        abstract: "A deep-link router with a terminal navigation shell.",
        version: ToolVersion.current,
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
            // No arguments, or `run`'s options alone, start the app without swift-argument-parser,
            // whose reflection would double the instructions before the first frame
            // (RunArguments). Whatever else (a subcommand, --help, a mistake) goes to the parser,
            // with its own help and errors.
            if let run = RunArguments(CommandLine.arguments.dropFirst()) {
                try await RunCommand.run(routes: run.routes, settings: run.settings())
                return
            }
            try await CommandEntry.parseAndRun(TUIShellCommand.self)
        }
    }
}
