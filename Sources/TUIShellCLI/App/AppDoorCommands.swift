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
        try AppCommandFailure.report { () throws(RouteError) in
            try LinkSender.open(url, toApp: App.name, instance: instance.name)
        }
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
        let payload = try AppCommandFailure.read(file, code: "invalidPayload", limit: PushPayload.maximumSize + 1)
        try AppCommandFailure.report { () throws(RouteError) in
            try LinkSender.push(payload, toApp: App.name, instance: instance.name)
        }
    }
}

/// How an app's commands fail: as ``CommandFailure``s, which ``CommandEntry`` reports.
enum AppCommandFailure {
    /// Runs `body`; its error exits 2 when it is about usage, else 1.
    static func report(_ body: () throws(RouteError) -> Void) throws(CommandFailure) {
        do throws(RouteError) {
            try body()
        } catch {
            throw CommandFailure(error, exitCode: error.code.rawValue == "usage" ? 2 : 1)
        }
    }

    /// The text of `path` (`-`: standard input), at most `limit` bytes, or a failure with exit
    /// status 2 naming why it cannot be read.
    static func read(_ path: String, code: String, limit: Int? = nil) throws(CommandFailure) -> String {
        do throws(InputFileError) {
            return String(decoding: try InputFile.contents(of: path, limit: limit), as: UTF8.self)
        } catch {
            throw CommandFailure(code: code, message: error.message, exitCode: 2)
        }
    }
}
