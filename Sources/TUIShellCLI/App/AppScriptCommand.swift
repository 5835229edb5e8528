import ArgumentParser
import RouterCore
import TUIShell

/// `<app> script FILE|-`: a script (or a `--record`ing) replayed against this app, headless.
struct AppScriptCommand<App: TUIApp>: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "script", abstract: "Run a script headlessly against the app (no terminal needed).",
            discussion:
                "Exit status: 0 when every line ran, 1 when an expect failed (the screen is printed), 2 for a malformed line or bad usage."
        )
    }

    @Argument(help: ArgumentHelp("The script file, or - for stdin.", valueName: "file"))
    var file: String

    @Option(help: ArgumentHelp("The terminal size.", valueName: "COLSxROWS"))
    var size: TerminalSize = TerminalSize(width: 80, height: 24)

    @MainActor func run() async throws {
        let script = String(decoding: try CommandInput.read(fileOrDash: file), as: UTF8.self)
        let app = ShellApp.make(routes: App.routes, screens: App.screens(), history: CommandHistory(directory: nil))
        app.name = App.name
        App.configure(app)
        app.resize(width: size.width, height: size.height)
        let status = await ScriptRunner.runHeadless(script, on: app)
        if status != 0 { throw ExitCode(status) }
    }
}

extension TerminalSize: ExpressibleByArgument {
    public init?(argument: String) { self.init(argument) }
    public var defaultValueDescription: String { description }
}
