import ArgumentParser
import TUIShell
import TUIShellCLI

/// `tuishell openurl URL`: a deep link for the running app, like `xcrun simctl openurl`.
struct OpenURLCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "openurl",
        abstract: "Deliver a deep link to the running app (origin external).",
        discussion: DeliveryOptions.openURLDiscussion
    )

    @Argument(help: ArgumentHelp("The deep link.", valueName: "url"))
    var url: String

    @OptionGroup var delivery: DeliveryOptions

    func run() throws {
        try delivery.open(url, inApp: "tuishell")
    }
}
