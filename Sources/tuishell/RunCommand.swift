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
        let status: Int32
        if let routes {
            // A file is read now, so a table that does not load fails before the terminal is taken.
            let table = try RouteTableOption.load(routes)
            status = await start(table: table, settings: settings)
        } else {
            // The built-in table is parsed when a route is first needed, after the first frame.
            status = await start(table: DemoRouteTable.builtIn, settings: settings)
        }
        if status != 0 { throw ExitCode(status) }
    }

    @MainActor
    private static func start(table: @autoclosure @escaping @Sendable () -> RouteTable, settings: RunSettings) async
        -> Int32
    {
        await TUIApplication.run(named: "tuishell", settings: settings) { history in
            DemoApp.make(table: table(), history: history)
        }
    }
}
