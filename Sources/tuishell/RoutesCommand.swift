import ArgumentParser
import CommandSupport
import RouterCore
import TUIShellCLI

/// `tuishell routes`: print the route table, or check it.
struct RoutesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "routes",
        abstract: "Print the route table: name, pattern, access, presentation, screen or redirect.",
        // Without a subcommand it prints the table: the parser's own line would make one required.
        usage: "tuishell routes [--routes <file>] [--json] [--check] [<subcommand>]",
        discussion: """
            --check reports duplicate shapes and routes that can never win. Exit status: 0, or 1 when \
            --check finds any; 2 for bad usage or a table that does not load.
            """,
        subcommands: [
            RoutesExportCommand.self, RoutesImportCommand.self, RoutesDiffCommand.self, RoutesGenerateCommand.self,
        ]
    )

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
