import ArgumentParser
import TUIShell
import TUIShellCLI

/// `tuishell openurl URL`: a deep link for the running app, like `xcrun simctl openurl`.
struct OpenURLCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "openurl",
        abstract: "Deliver a deep link to the running app (origin external).",
        discussion: "Exits 0 once the app accepted the link, 1 with the app's error (or noInstance)."
    )

    @Argument(help: ArgumentHelp("The deep link.", valueName: "url"))
    var url: String

    @OptionGroup var instance: InstanceOption

    func run() throws {
        try instance.open(url, inApp: "tuishell")
    }
}
