import ArgumentParser
import RouterCore
import TUIShell

/// `<app> openurl URL`: a deep link for the running app, like `xcrun simctl openurl`.
struct AppOpenURLCommand<App: TUIApp>: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "openurl", abstract: "Deliver a deep link to the running app (origin external).",
            discussion:
                "Exits 0 once the app accepted the link, 1 with the app's error (or noInstance), 2 for bad usage.")
    }

    @Argument(help: ArgumentHelp("The deep link.", valueName: "url"))
    var url: String

    @OptionGroup var instance: InstanceOption

    func run() throws {
        try instance.open(url, inApp: App.name)
    }
}

/// `<app> push FILE|-`: a simulated push payload for the running app, like `xcrun simctl push`.
struct AppPushCommand<App: TUIApp>: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "push", abstract: "Deliver a simulated push payload (APNs JSON) to the running app.",
            discussion:
                "Exits 0 once the app showed the banner, 1 with the app's error (invalidPayload, payloadTooLarge, noInstance), 2 for bad usage."
        )
    }

    @Argument(help: ArgumentHelp("The payload file, or - for standard input.", valueName: "file"))
    var file: String

    @OptionGroup var instance: InstanceOption

    func run() throws {
        // One byte past the limit is enough to know the payload is too large.
        let payload = try CommandInput.read(
            fileOrDash: file, limit: PushPayload.maximumSize + 1, code: "invalidPayload")
        try instance.push(payload, toApp: App.name)
    }
}
