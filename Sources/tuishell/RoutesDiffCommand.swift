import ArgumentParser
import CommandSupport
import DeepLinks
import RouterCore
import TUIShellCLI

/// `tuishell routes diff`: drift between the table and a platform manifest, for CI
/// (docs/reference.md §13).
struct RoutesDiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare the route table with an AASA file or Android intent filters.",
        discussion:
            """
            Prints a line per drift: missing-in-manifest: <route> <pattern>: the table routes <url>, the \
            manifest does not claim it; not-routed: <entry>: the manifest claims <url>, the table does not route \
            it. --json prints one object instead. Exit status: 0 in sync, 1 drift, 2 a manifest that does not \
            parse or bad usage.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case aasa, android
    }

    @Option(
        help: ArgumentHelp(
            "The manifest: an apple-app-site-association file, or an AndroidManifest.xml or fragment.",
            valueName: "file"))
    var against: String

    @Option(help: "aasa or android.")
    var format: Format

    @OptionGroup var table: RouteTableOption

    @Option(
        help: ArgumentHelp(
            "AASA: the host the file is for; Android: the host of host-agnostic routes.", valueName: "host"))
    var host: String?

    @OptionGroup var app: AppIDOption

    @Flag(help: "Print the findings as one JSON object (docs/reference.md §13).")
    var json = false

    func validate() throws {
        if against == "-" && table.routes == "-" {
            throw ValidationError("standard input can be read once: give --against or --routes as a file")
        }
    }

    func run() throws {
        let table = try self.table.load()
        let text = String(decoding: try CommandInput.read(fileOrDash: against), as: UTF8.self)
        var aasaHost = ""
        if format == .aasa {
            do throws(ExportError) { aasaHost = try AASAExport.host(of: table, given: host) } catch {
                throw CommandFailure(code: "usage", message: error.message, exitCode: 2)
            }
        }
        let diff: ManifestDiff
        do throws(ManifestError) {
            switch format {
            case .aasa:
                diff = try ManifestDiff.aasa(text, table: table, host: aasaHost, appID: app.appID)
            case .android:
                diff = try ManifestDiff.android(text, table: table, host: host)
            }
        } catch {
            throw CommandFailure(code: error.code, message: error.message, exitCode: 2)
        }
        if json {
            StandardStreams.writeLine(diff.json.jsonText)
        } else {
            for warning in diff.warnings { StandardStreams.writeErrorLine("warning: \(warning)") }
            for line in diff.lines { StandardStreams.writeLine(line.escapingControlCharacters) }
        }
        if !diff.isInSync { throw ExitCode(1) }
    }
}
