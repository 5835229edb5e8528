import ArgumentParser
import RouterCore
import TUIShell
import TUIShellCLI
import TUIShellServe

/// Two tabs and a greeting `tuishell openurl` can open, in a terminal or, with `--serve PORT`, browsers.
@main
struct HelloShell: AsyncParsableCommand {
    @OptionGroup var options: RunOptions
    @Option(help: .init("Serve the app to browsers on this port instead.", valueName: "port")) var serve: Int?

    @MainActor func run() async throws {
        let screens = ScreenRegistry()
        screens.register("Hello") { _ in
            ListScreen(
                title: "Hello",
                lines: ["From another terminal: tuishell openurl hello://greet/<name> --instance <name>"],
                items: [.init("Greet the world", url: "hello://greet/world")])
        }
        screens.register("Greeting") { request in
            ListScreen(title: "Greeting", lines: ["Hello, \(request["name"] ?? "")!"])
        }
        screens.register("About") { _ in ListScreen(title: "About", lines: ["hello-shell: one file."]) }
        let routes = {
            [
                try Route("hello://hello", screen: "Hello", presentation: .tab("Hello")),
                try Route("hello://greet/:name", screen: "Greeting", access: .public),
                try Route("hello://about", screen: "About", access: .public, presentation: .tab("About")),
            ]
        }
        if let serve {
            return try await TUIServer.serve(
                named: "hello-shell", settings: .init(port: serve), screens: screens, routes: routes)
        }
        let status = await TUIApplication.run(
            named: "hello-shell", settings: options.settings(), screens: screens, routes: routes)
        if status != 0 { throw ExitCode(status) }
    }
}
