import ArgumentParser
import CommandSupport
import DeepLinks
import RouterCore
import TUIShellCLI

/// `tuishell routes import`: a route table from a platform manifest (docs/reference.md §13).
struct RoutesImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract:
            "Print a route table of public routes that routes every link an AASA file or Android manifest claims.",
        discussion:
            """
            What cannot be carried over exactly (query and fragment rules, resources, some exclusions) is \
            reported on stderr.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case aasa, android
    }

    @Argument(help: ArgumentHelp("The manifest, or - for stdin.", valueName: "file"))
    var file: String

    @Option(help: "aasa or android.")
    var format: Format

    @Option(help: ArgumentHelp("AASA: the host its routes are for (default: any host).", valueName: "host"))
    var host: String?

    @OptionGroup var app: AppIDOption

    func run() throws {
        let text = String(decoding: try CommandInput.read(fileOrDash: file), as: UTF8.self)
        let output: ManifestImport.Output
        do throws(ManifestError) {
            output =
                format == .aasa
                ? try ManifestImport.aasa(text, host: host, appID: app.appID) : try ManifestImport.android(text)
        } catch {
            throw CommandFailure(code: error.code, message: error.message, exitCode: 2)
        }
        for warning in output.warnings { StandardStreams.writeErrorLine("warning: \(warning)") }
        StandardStreams.writeLine(output.table)
    }
}
