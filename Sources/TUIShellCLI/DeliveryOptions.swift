import ArgumentParser
import RouterCore
import TUIShell

/// `--instance NAME --timeout SECONDS`: which running app `openurl` and `push` — tuishell's and
/// every app's — reach, and how long they wait for it.
package struct DeliveryOptions: ParsableArguments, Sendable {
    /// The running app's instance.
    @OptionGroup package var instance: InstanceOption

    /// Seconds the app has to take the message.
    @Option(
        help: ArgumentHelp(
            "Seconds the app has to take it; not taken by then, it is never applied.", valueName: "seconds")
    )
    package var timeout = Int(DeepLinkClient.defaultTimeout)

    package init() {}

    /// The longest `--timeout`: an hour.
    private static let longestTimeout = 3600

    package func validate() throws {
        guard (1...Self.longestTimeout).contains(timeout) else {
            throw ValidationError("--timeout takes 1 to \(Self.longestTimeout) seconds, not \(timeout)")
        }
    }

    /// The help's discussion of `openurl`: the wait and the exit statuses.
    package static let openURLDiscussion = """
        Spaces and tabs around the link are trimmed, as the command bar trims them. \
        \(waitingNote("link")) Exit status: 0 once the app accepted the link; 1 with the app's error \
        (notFound, forbidden …), noInstance when no app runs as the instance, noAnswer when it did not \
        answer in time; 2 for bad usage.
        """

    /// The help's discussion of `push`: the wait and the exit statuses.
    package static let pushDiscussion = """
        \(waitingNote("payload")) Exit status: 0 once the app showed the banner; 1 with the app's error \
        (invalidPayload, payloadTooLarge, noInstance, noAnswer); 2 for bad usage or a file that cannot \
        be read.
        """

    private static func waitingNote(_ what: String) -> String {
        "The app has --timeout seconds to take the \(what) (default \(Int(DeepLinkClient.defaultTimeout))); "
            + "one it has not taken by then (a stopped or frozen app) it never applies, even when it resumes."
    }

    /// Sends `url`, trimmed as the command bar trims it, to this instance of the app called `app`:
    /// a bad instance name ends the command with exit status 2, the app's error (or `noInstance`,
    /// `noAnswer`) with 1.
    package func open(_ url: String, inApp app: String) throws(CommandFailure) {
        try deliver(.openURL(url.trimmingSpaces), toApp: app)
    }

    /// Checks `payload` as the app would (`invalidPayload`, `payloadTooLarge`: exit status 1),
    /// then sends it as ``open(_:inApp:)`` sends a link.
    package func push(_ payload: [UInt8], toApp app: String) throws(CommandFailure) {
        let text: String
        do throws(ShellError) {
            text = try PushPayload.checkedText(payload)
        } catch {
            throw CommandFailure(error, exitCode: 1)
        }
        try deliver(.push(text), toApp: app)
    }

    private func deliver(_ message: DeepLinkMessage, toApp app: String) throws(CommandFailure) {
        do throws(RouteError) {
            try LinkSender.send(message, app: app, instance: instance.name, timeout: Double(timeout))
        } catch {
            throw CommandFailure(error, exitCode: error.code == LinkSender.usage ? 2 : 1)
        }
    }
}
