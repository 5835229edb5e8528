import RouterCore

/// Sends links and push payloads to a running app from code, as `<app> openurl` and `<app> push`
/// do from a shell: a companion tool, an editor plug-in or a test can hand an app a link.
///
/// ```swift
/// try LinkSender.open("gitview://commit/4f2a1c9", toApp: "gitview")
/// ```
public enum LinkSender {
    /// Sends `url` to the instance `instance` of the running app called `app`, which routes it
    /// with origin external; returns once the app accepted it.
    ///
    /// - Throws: the app's routing error (`notFound`, `forbidden` …) with its code;
    ///   `noInstance` when no such app runs; `noAnswer` when it did not take the link within
    ///   10 seconds (stopped or frozen), in which case it never applies it.
    public static func open(_ url: String, toApp app: String, instance: String = "default") throws(RouteError) {
        try send(.openURL(url), app: app, instance: instance)
    }

    /// Sends a simulated push payload (APNs JSON of at most 4,096 bytes, with an `aps` object)
    /// to the running app called `app`, which shows it as a banner.
    ///
    /// - Throws: `invalidPayload` or `payloadTooLarge` for a payload the app would refuse
    ///   (checked before sending), `noInstance` and `noAnswer` as for ``open(_:toApp:instance:)``.
    public static func push(_ payload: String, toApp app: String, instance: String = "default") throws(RouteError) {
        let text: String
        do throws(ShellError) {
            text = try PushPayload.checkedText(Array(payload.utf8))
        } catch {
            throw RouteError(error)
        }
        try send(.push(text), app: app, instance: instance)
    }

    /// The code of a bad instance name.
    package static let usage = RouteError.Code(rawValue: "usage")

    /// Sends `message` to the instance `instance` of the app called `app`, which has `timeout`
    /// seconds to take it.
    package static func send(
        _ message: DeepLinkMessage, app: String, instance: String, timeout: Double = DeepLinkClient.defaultTimeout
    ) throws(RouteError) {
        let address: InstanceAddress
        do throws(InstanceNameError) {
            address = try InstanceAddress(instance: instance, appName: app)
        } catch {
            throw RouteError(usage, error.message)
        }
        if let error = DeepLinkClient.send(message, to: address, answerTimeout: timeout) { throw RouteError(error) }
    }
}
