import ArgumentParser
import RouterCore
import TUIShell
import TUIShellCLI

/// `hello-shell`: two tabs and a greeting any terminal can open with `tuishell openurl`.
/// `RunOptions` brings `--instance`, `--restore`, `--no-animation` and `--open`.
@main
struct HelloShell: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hello-shell", abstract: "Two tabs and one deep link: hello://greet/<name>.")

    @OptionGroup var options: RunOptions

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
        screens.register("About") { _ in
            ListScreen(title: "About", lines: ["hello-shell: a tuishell app in one file."])
        }
        let status = await TUIApplication.run(named: "hello-shell", settings: options.settings(), screens: screens) {
            [
                try Route("hello://hello", screen: "Hello", presentation: .tab("Hello")),
                try Route("hello://greet/:name", screen: "Greeting", access: .public),
                try Route("hello://about", screen: "About", access: .public, presentation: .tab("About")),
            ]
        }
        if status != 0 { throw ExitCode(status) }
    }
}
