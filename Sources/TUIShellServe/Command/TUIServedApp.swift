import ArgumentParser
import RouterCore
import TUIShell
import TUIShellCLI

/// A `TUIApp` that also serves itself: `<app> serve [--port 8080] [--ssh PORT …]` puts it in
/// browser tabs and SSH sessions, one app per visitor (``TUIServer``). Only an app that adopts
/// this builds the servers' libraries.
///
/// ```swift
/// @main
/// struct Hello: TUIServedApp { … the same as for TUIApp … }
/// ```
public protocol TUIServedApp: TUIApp {}

extension TUIServedApp {
    /// Parses the command line and runs the command it names, `serve` among them.
    @MainActor public static func main() async {
        await CommandEntry.run(ServedAppCommand<Self>.self) {
            try await CommandEntry.parseAndRun(ServedAppCommand<Self>.self)
        }
    }
}

/// The root command of a served app: a `TUIApp`'s subcommands and `serve`.
struct ServedAppCommand<App: TUIServedApp>: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        var configuration = TUIAppCommands<App>.configuration
        configuration.subcommands.append(AppServeCommand<App>.self)
        return configuration
    }
}

/// `<app> serve`: the app in browser tabs and over SSH.
struct AppServeCommand<App: TUIServedApp>: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "serve",
            abstract: "Serve the app to browsers and over SSH: one app per visitor, deep links in the address.",
            discussion:
                "The server listens on this machine only unless --bind says otherwise; put TLS in front of it (a reverse proxy) before sharing it beyond a trusted network. Exit status: 2 for bad usage or an address it cannot listen on."
        )
    }

    @OptionGroup var options: ServeOptions

    func run() async throws {
        do {
            try await TUIServer.serve(
                named: App.name, settings: options.settings(), screens: await App.screens(), routes: App.routes,
                configure: { App.configure($0) })
        } catch {
            throw CommandFailure(code: "usage", message: error.message, exitCode: 2)
        }
    }
}
