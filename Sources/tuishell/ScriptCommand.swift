import ArgumentParser
import CommandSupport
import RouterCore
import Screens
import TUIShell
import TUIShellCLI

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `tuishell script`: run a script against the app on an in-memory terminal.
struct ScriptCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "script",
        abstract: "Run a script headlessly against the app (no terminal needed).",
        discussion:
            """
            Exit status: 0 when every line ran, 1 when an expect failed (the screen is printed), 2 for a \
            malformed line or bad usage.
            """
    )

    @Argument(help: ArgumentHelp("The script file, or - for stdin.", valueName: "file"))
    var file: String

    @OptionGroup var table: RouteTableOption

    @Option(help: ArgumentHelp("The terminal size.", valueName: "COLSxROWS"))
    var size: TerminalSize = TerminalSize(width: 80, height: 24)

    func run() async throws {
        let table = try self.table.load()
        let script = String(decoding: try CommandInput.read(fileOrDash: file), as: UTF8.self)
        let status = await Self.run(script, table: table, size: size)
        if status != 0 { throw ExitCode(status) }
    }

    @MainActor
    private static func run(_ script: String, table: RouteTable, size: TerminalSize) async -> Int32 {
        let app = DemoApp.make(table: table, history: CommandHistory(directory: nil), size: (size.width, size.height))
        return await ScriptRunner.runHeadless(script, on: app)
    }
}
