import ArgumentParser
import CommandSupport
import RouterCore
import Screens
import TUIShell
import TUIShellCLI

/// `tuishell run` (the default): the demo app, through the library's entry point.
struct RunCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run the interactive app (the default command)."
    )

    @OptionGroup var table: RouteTableOption

    @OptionGroup var options: RunOptions

    func run() async throws {
        try await Self.run(routes: table.routes, settings: options.settings())
    }

    /// Runs the demo app on the table in the file `routes` (the built-in table when nil) until the
    /// user quits; a status other than 0 is thrown as the command's exit code.
    static func run(routes: String?, settings: RunSettings) async throws {
        // A file is read now, so a table that does not load fails before the terminal is taken;
        // the built-in table is parsed when a route is first needed, after the first frame.
        let table = try routes.map { path throws(CommandFailure) in try RouteTableOption.load(path) }
        let status = await TUIApplication.run(named: "tuishell", settings: settings) { history in
            table.map { DemoApp.make(table: $0, history: history) } ?? DemoApp.makeBuiltIn(history: history)
        }
        if status != 0 { throw ExitCode(status) }
    }
}
