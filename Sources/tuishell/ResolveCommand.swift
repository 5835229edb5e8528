import ArgumentParser
import CommandSupport
import RouterCore
import TUIShellCLI

/// `tuishell resolve`: resolve URLs against a route table without any UI.
struct ResolveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "resolve",
        abstract: "Resolve a URL (or a batch of URLs) against the route table, without any UI.",
        discussion:
            """
            Exit status: 0 matched, 1 not matched, 2 bad usage or unreadable file. In batch mode, 0 when every \
            line was processed.
            """
    )

    @Argument(help: "The URL to resolve.")
    var url: String?

    @OptionGroup var table: RouteTableOption

    @Option(help: "Where the request comes from: internal reaches every route, external only public ones.")
    var origin: RouteOrigin = .internal

    @Flag(help: "Print the result as one JSON object.")
    var json = false

    @Flag(help: "Explain the match: why each route matched or not, and why each candidate ranks where it does.")
    var explain = false

    @Option(
        help: ArgumentHelp(
            "Resolve one URL per line of FILE (or - for stdin), printing one JSON object per line.", valueName: "file"))
    var batch: String?

    @Flag(help: "With --batch: print only 'matched=M total=N'.")
    var summary = false

    @Flag(
        help:
            """
            With --batch: replay an analytics log (URL or COUNT<TAB>URL lines) from outside and report hits \
            per route, routes never hit and the most frequent unmatched shapes.
            """
    )
    var report = false

    func validate() throws {
        if batch == nil && url == nil { throw ValidationError("give a URL to resolve, or --batch FILE") }
        if batch != nil && url != nil { throw ValidationError("give either a URL or --batch, not both") }
        if summary && batch == nil { throw ValidationError("--summary only applies to --batch") }
        if explain && batch != nil { throw ValidationError("--explain explains one URL, not a --batch") }
        if report && batch == nil { throw ValidationError("--report only applies to --batch") }
        if report && summary { throw ValidationError("give either --report or --summary") }
    }

    func run() throws {
        let table = try self.table.load()
        if let batch {
            if report {
                try LogReplay(path: batch, table: table).run(json: json)
            } else {
                try runBatch(batch, table: table)
            }
            return
        }
        let resolution = table.resolve(url ?? "", origin: origin)
        if explain, let explanation = try? table.explain(url ?? "", origin: origin) {
            StandardStreams.writeLine(json ? explanation.json.jsonText : explanation.text + "\n")
            if json { return try exitCode(of: resolution) }
        }
        if json {
            StandardStreams.writeLine(resolution.jsonText)
        } else if let match = resolution.match {
            StandardStreams.writeLine(match.text(redirects: resolution.redirects))
        }
        if let error = resolution.error, !json {
            StandardStreams.error(code: error.code.rawValue, message: error.message)
        }
        try exitCode(of: resolution)
    }

    /// 0 matched, 1 not.
    private func exitCode(of resolution: RouteResolution) throws(ExitCode) {
        if resolution.error != nil { throw ExitCode(1) }
    }

    private func runBatch(_ path: String, table: RouteTable) throws(CommandFailure) {
        let input = try CommandInput.read(fileOrDash: path)
        let (matched, total) = BatchResolver(table: table, origin: origin).resolve(input, summaryOnly: summary) {
            chunk in
            StandardStreams.write(chunk)
        }
        if summary { StandardStreams.writeLine("matched=\(matched) total=\(total)") }
    }
}
