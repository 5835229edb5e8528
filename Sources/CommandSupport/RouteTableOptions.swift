import ArgumentParser
import RouterCore
import Screens
import TUIShellCLI

/// `--routes FILE`, shared by every command that reads a route table.
package struct RouteTableOption: ParsableArguments {
    @Option(
        name: .long, help: ArgumentHelp("A route table JSON file (default: the demo app's table).", valueName: "file"))
    package var routes: String?

    package init() {}

    /// The table in `--routes`, or the demo app's table when there is none; a table that does not
    /// load is exit code 2.
    package func load() throws(CommandFailure) -> RouteTable {
        try Self.load(routes)
    }

    /// The table in the file `routes`, or the demo app's table when it is nil; a table that does
    /// not load is exit code 2.
    package static func load(_ routes: String?) throws(CommandFailure) -> RouteTable {
        do throws(RouteError) {
            if let routes { return try RouteTableFile.load(contentsOf: routes, format: .screens) }
            return try DemoRouteTable.load()
        } catch {
            throw CommandFailure(error, exitCode: 2)
        }
    }
}

extension RouteOrigin: ExpressibleByArgument {}
