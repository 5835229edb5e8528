import ArgumentParser
import CommandSupport
import RouterCore
import TUIShellCLI

/// `tuishell routes`: print the route table, or check it; its subcommands convert and compare.
struct RoutesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "routes",
        abstract: "Print the route table: name, pattern, access, presentation, screen or redirect.",
        // Without a subcommand it prints the table: the parser's own line would make one required.
        usage: "tuishell routes [--routes <file>] [--json] [--check] [<subcommand>]",
        discussion: """
            --routes <file> reads that route table (default: the demo app's); --json prints it in the route \
            table file format; --check reports duplicate shapes and routes that can never win. Exit status: 0, \
            or 1 when --check finds any; 2 for bad usage or a table that does not load.
            """,
        subcommands: [
            RoutesTableCommand.self, RoutesExportCommand.self, RoutesImportCommand.self, RoutesDiffCommand.self,
            RoutesGenerateCommand.self,
        ],
        // The table's own options live on a default subcommand, so that a subcommand's `--json`
        // is its own rather than the parent's.
        defaultSubcommand: RoutesTableCommand.self
    )
}

/// `tuishell routes` without a subcommand: the table, as a listing or a file, or its check.
struct RoutesTableCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "table", abstract: "Print or check the route table.", shouldDisplay: false)

    @OptionGroup var table: RouteTableOption

    @Flag(help: "Print the table in the route table file format.")
    var json = false

    @Flag(help: "Report duplicate shapes and routes that can never win; exit 1 if any.")
    var check = false

    func run() throws {
        if check {
            try runCheck()
            return
        }
        let table = try self.table.load()
        if json {
            StandardStreams.writeLine(RouteTableFile.text(of: table))
        } else {
            StandardStreams.write(RouteTableListing(table.routes).text)
        }
    }

    private func runCheck() throws {
        let bytes: [UInt8]
        if let path = table.routes {
            bytes = try CommandInput.read(fileOrDash: path)
        } else {
            bytes = Array(RouteTableFile.export(try table.load()).jsonText.utf8)
        }
        let (options, routes): (RouteTableOptions, [Route])
        do throws(RouteError) {
            (options, routes) = try RouteTableFile.decode(bytes, format: .screens)
        } catch {
            throw CommandFailure(error, exitCode: 2)
        }
        let findings = RouteTableCheck(routes: routes, options: options).findings
        for finding in findings { StandardStreams.writeLine(finding.description) }
        StandardStreams.writeLine(
            findings.isEmpty
                ? "ok: \(routes.count) routes, no duplicates, every route can win"
                : "\(findings.count) problem(s) in \(routes.count) routes")
        if !findings.isEmpty { throw ExitCode(1) }
    }
}
