import ArgumentParser
import RouterCore
import Screens

/// `--routes FILE`, shared by every command that reads a route table.
struct RouteTableOption: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("A route table JSON file (default: the demo app's table).", valueName: "file"))
    var routes: String?

    /// The loaded table; a table that does not load is exit code 2.
    func load() throws(CommandFailure) -> RouteTable {
        try Self.load(file: routes)
    }

    /// The table in `file`, or the demo app's table when there is none.
    static func load(file: String?) throws(CommandFailure) -> RouteTable {
        do throws(RouteError) {
            if let file { return try RouteTableFile.load(contentsOf: file, format: .screens) }
            return try DemoRouteTable.load()
        } catch {
            throw CommandFailure(error, exitCode: 2)
        }
    }
}

extension RouteOrigin: ExpressibleByArgument {}
