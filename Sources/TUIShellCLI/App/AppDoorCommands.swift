import ArgumentParser
import RouterCore
import TUIShell

/// `<app> openurl URL`: a deep link for the running app, like `xcrun simctl openurl`.
struct AppOpenURLCommand<App: TUIApp>: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "openurl", abstract: "Deliver a deep link to the running app (origin external).",
            discussion: DeliveryOptions.openURLDiscussion)
    }

    @Argument(help: ArgumentHelp("The deep link.", valueName: "url"))
    var url: String

    @OptionGroup var delivery: DeliveryOptions

    func run() throws {
        try delivery.open(url, inApp: App.name)
    }
}

/// `<app> push FILE|-`: a simulated push payload for the running app, like `xcrun simctl push`.
struct AppPushCommand<App: TUIApp>: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "push", abstract: "Deliver a simulated push payload (APNs JSON) to the running app.",
            discussion: DeliveryOptions.pushDiscussion)
    }

    @Argument(help: ArgumentHelp("The payload file, or - for standard input.", valueName: "file"))
    var file: String

    @OptionGroup var delivery: DeliveryOptions

    func run() throws {
        // One byte past the limit is enough to know the payload is too large.
        let payload = try CommandInput.read(
            fileOrDash: file, limit: PushPayload.maximumSize + 1, code: "invalidPayload")
        try delivery.push(payload, toApp: App.name)
    }
}
