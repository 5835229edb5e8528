import ArgumentParser
import RouterCore
import TUIShell
import TUIShellCLI

/// `hello-shell`: the command line. `RunOptions` brings `--instance`, `--restore`,
/// `--no-animation` and `--open`; `TUIApplication` does the terminal, the socket and saving.
@main
struct HelloShell: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hello-shell",
        abstract: "Two tabs and one deep link: hello://greet/<name>."
    )

    @OptionGroup var options: RunOptions

    func run() async throws {
        let status = await TUIApplication.run(named: "hello-shell", settings: options.settings()) { history in
            HelloApp.make(history: history)
        }
        if status != 0 { throw ExitCode(status) }
    }
}
