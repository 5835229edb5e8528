import ArgumentParser
import CommandSupport
import DeepLinks
import RouterCore
import TUIShellCLI

/// `tuishell routes export`: the table in another system's form (docs/reference.md §13).
struct RoutesExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract:
            """
            Print the public routes as an AASA file, Android intent filters, a React Navigation linking config \
            or Markdown.
            """,
        discussion:
            """
            Where a platform cannot say what the table says, the export claims the nearest superset and says \
            so in a comment; what is left out is reported on stderr.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case aasa, android
        case reactNavigation = "react-navigation"
        case markdown
    }

    @Option(help: "aasa, android, react-navigation or markdown.")
    var format: Format

    @OptionGroup var table: RouteTableOption

    @Option(name: .customLong("app-id"), help: ArgumentHelp("The AASA appID, TEAMID.bundle.id.", valueName: "id"))
    var appID = "TEAMID.com.example.app"

    @Option(
        name: .customLong("package"),
        help: ArgumentHelp("The Android package the filters are for (named in a comment).", valueName: "name"))
    var package: String?

    @Option(
        help: ArgumentHelp(
            "The host: for AASA, the file's host; elsewhere, the host of host-agnostic routes.", valueName: "host"))
    var host: String?

    func run() throws {
        let table = try self.table.load()
        let output: ExportOutput
        switch format {
        case .aasa:
            do throws(ExportError) {
                output = try AASAExport(table: table, appID: appID, host: host).export()
            } catch {
                throw CommandFailure(code: "usage", message: error.message, exitCode: 2)
            }
        case .android:
            let filters = AndroidExport(table: table, host: host).export()
            let header = "<!-- intent filters for \(package ?? "your activity") from the tuishell route table -->"
            output = ExportOutput(text: header + "\n" + filters.text, warnings: filters.warnings)
        case .reactNavigation:
            output = ReactNavigationExport(table: table, host: host).export()
        case .markdown:
            output = MarkdownExport(table: table, host: host).export()
        }
        for warning in output.warnings { StandardStreams.writeErrorLine("warning: \(warning)") }
        StandardStreams.writeLine(output.text)
    }
}
