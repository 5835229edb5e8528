import ArgumentParser
import CommandSupport
import RouterCore
import Screens
import TUIShell
import TUIShellCLI
import TUIShellServe

/// `tuishell serve` (this binary, which `tuishell serve` hands its arguments to): the demo app in
/// browser tabs and over SSH, one app per visitor.
@main
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tuishell serve",
        abstract: "Serve the app to browsers and over SSH: one app per visitor, deep links in the address.",
        discussion: """
            Open the printed address; add ?open=URL to start at a deep link. Nothing a visitor does \
            is saved. The server listens on this machine only unless --bind says otherwise; put TLS \
            in front of it (a reverse proxy) before sharing it beyond a trusted network. Exit status: 2 \
            for bad usage, a table that does not load or an address it cannot listen on.
            """,
        version: ToolVersion.current
    )

    @OptionGroup var table: RouteTableOption

    @OptionGroup var options: ServeOptions

    static func main() async {
        await CommandEntry.run(Self.self) { try await CommandEntry.parseAndRun(Self.self) }
    }

    func run() async throws {
        // A table given on the command line is read now, so one that does not load fails at once.
        let table = try self.table.routes == nil ? nil : self.table.load()
        let settings = options.settings()
        let announce: @Sendable (String) -> Void = { address in
            StandardStreams.writeLine("tuishell serving the demo on \(address)")
        }
        do {
            try await TUIServer.serve(named: "tuishell", settings: settings, onListening: announce) {
                DemoApp.make(table: table ?? DemoRouteTable.builtIn)
            }
        } catch let error as ShellError {
            throw CommandFailure(error, exitCode: 2)
        } catch {
            throw CommandFailure(code: "usage", message: "cannot serve on \(options.bind): \(error)", exitCode: 2)
        }
    }
}
