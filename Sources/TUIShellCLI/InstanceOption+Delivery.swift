import RouterCore
import TUIShell

/// How `openurl` and `push` — tuishell's and every app's — reach a running app.
extension InstanceOption {
    /// Sends `url` to this instance of the app called `app`: a bad instance name ends the command
    /// with exit status 2, the app's error (or `noInstance`) with 1.
    package func open(_ url: String, inApp app: String) throws(CommandFailure) {
        try deliver(.openURL(url), toApp: app)
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
            try LinkSender.send(message, app: app, instance: name)
        } catch {
            throw CommandFailure(error, exitCode: error.code == LinkSender.usage ? 2 : 1)
        }
    }
}
