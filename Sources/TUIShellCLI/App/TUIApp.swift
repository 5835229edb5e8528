import ArgumentParser
import RouterCore
import TUIShell

/// An app built on tuishell, with the command line every such app has: `run` (the default), and
/// `openurl`, `push` and `script` of its own, its sockets and saved state under its own name.
///
/// ```swift
/// @main
/// struct Hello: TUIApp {
///     static let name = "hello"
///     static func screens() -> ScreenRegistry { … }
///     static func routes() throws -> [Route] { [try Route("hello://home", screen: "Home", presentation: .tab("Home"))] }
/// }
/// ```
///
/// Then `hello` runs it, `hello openurl hello://home --instance work` reaches the running
/// `hello --instance work`, `hello push payload.json` shows a banner there, and
/// `hello script test.txt` (or a recording made with `hello --record test.txt`) replays against
/// this app, headless.
public protocol TUIApp: SendableMetatype {
    /// The app's name: its command's, and the folder of its sockets and saved state.
    static var name: String { get }
    /// A line saying what the app is, for `--help`.
    static var abstract: String { get }
    /// The screens the routes name.
    @MainActor static func screens() -> ScreenRegistry
    /// The route table.
    static func routes() throws -> [Route]
    /// Called once with the app before it runs: middleware, handlers, palette commands, a theme.
    @MainActor static func configure(_ app: ShellApp)
}

extension TUIApp {
    /// No abstract.
    public static var abstract: String { "" }

    /// Nothing to configure.
    @MainActor public static func configure(_ app: ShellApp) {}

    /// Parses the command line and runs the command it names.
    ///
    /// Mistakes on the command line end as `error: usage: <message>` with exit status 2, as the
    /// `tuishell` command's do.
    @MainActor public static func main() async {
        await CommandEntry.run(TUIAppCommands<Self>.self) {
            try await CommandEntry.parseAndRun(TUIAppCommands<Self>.self)
        }
    }
}

/// The root command of an app: its subcommands, `run` the default. A layer above (serving) adds
/// its own to this configuration.
package struct TUIAppCommands<App: TUIApp>: AsyncParsableCommand {
    package init() {}

    package static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: App.name, abstract: App.abstract,
            subcommands: [
                AppRunCommand<App>.self, AppOpenURLCommand<App>.self, AppPushCommand<App>.self,
                AppScriptCommand<App>.self,
            ],
            defaultSubcommand: AppRunCommand<App>.self)
    }
}

/// `<app> run`: the interactive app.
struct AppRunCommand<App: TUIApp>: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "run", abstract: "Run the app in this terminal (the default).")
    }

    @OptionGroup var options: RunOptions

    @MainActor func run() async throws {
        let status = await TUIApplication.run(
            named: App.name, settings: options.settings(), screens: App.screens(), routes: App.routes,
            configure: App.configure)
        if status != 0 { throw ExitCode(status) }
    }
}
