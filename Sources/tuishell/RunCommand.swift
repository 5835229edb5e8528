import ArgumentParser
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
        let table = try self.table.load()
        let status = await TUIApplication.run(named: "tuishell", settings: options.settings()) { history in
            DemoApp.make(table: table, history: history)
        }
        if status != 0 { throw ExitCode(status) }
    }
}
