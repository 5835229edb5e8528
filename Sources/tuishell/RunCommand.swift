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
        let status: Int32
        if table.routes == nil {
            // The built-in table is parsed when a route is first needed, after the first frame.
            status = await Self.run(table: DemoRouteTable.builtIn, settings: options.settings())
        } else {
            // A file is read now, so a table that does not load fails before the terminal is taken.
            let table = try self.table.load()
            status = await Self.run(table: table, settings: options.settings())
        }
        if status != 0 { throw ExitCode(status) }
    }

    /// Runs the demo app on `table` (asked for when a route is first needed) and returns its
    /// exit status.
    @MainActor
    static func run(table: @autoclosure @escaping @Sendable () -> RouteTable, settings: RunSettings) async -> Int32 {
        await TUIApplication.run(named: "tuishell", settings: settings) { history in
            DemoApp.make(table: table(), history: history)
        }
    }
}
