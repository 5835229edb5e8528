import ArgumentParser
import CommandSupport
import RouterCore
import Screens
import TUIShell

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
        let script = String(decoding: try StandardStreams.read(fileOrDash: file), as: UTF8.self)
        let status = await Self.run(script, table: table, size: size)
        if status != 0 { throw ExitCode(status) }
    }

    @MainActor
    private static func run(_ script: String, table: RouteTable, size: TerminalSize) async -> Int32 {
        let app = DemoApp.make(table: table, history: CommandHistory(directory: nil), size: (size.width, size.height))
        app.window.animator.isEnabled = true
        if let warning = app.adoptAppearance(from: ProcessInfo.processInfo.environment) {
            StandardStreams.writeErrorLine(warning)
        }
        let runner = ScriptRunner(
            app: app,
            write: StandardStreams.writeLine,
            writeError: { StandardStreams.writeErrorLine($0) },
            deliverPush: { source in
                if source.hasPrefix("{") { return await app.receive(.push(source)) }
                guard let bytes = try? StandardStreams.read(fileOrDash: source) else {
                    return ShellError(.invalidPayload, "cannot read the payload file '\(source)'")
                }
                do throws(ShellError) {
                    return await app.receive(.push(try PushPayload.checkedText(bytes)))
                } catch {
                    return error
                }
            }
        )
        return await runner.run(script)
    }
}

extension TerminalSize: ExpressibleByArgument {
    public init?(argument: String) { self.init(argument) }
    public var defaultValueDescription: String { description }
}
