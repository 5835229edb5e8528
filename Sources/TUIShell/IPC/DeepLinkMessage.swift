import RouterCore

/// What `tuishell openurl` and `tuishell push` send to the running app: one JSON object per
/// connection, answered by one JSON object.
public enum DeepLinkMessage: Sendable, Equatable {
    /// A deep link, routed with origin external.
    case openURL(String)
    /// A simulated push payload, as the bytes of the file (checked by the app, CONTRACT §8).
    case push(String)

    /// The request as sent.
    public var jsonText: String {
        switch self {
        case .openURL(let url): JSONValue.object([("command", .string("openurl")), ("url", .string(url))]).jsonText
        case .push(let payload): JSONValue.object([("command", .string("push")), ("payload", .string(payload))]).jsonText
        }
    }

    /// Reads a request, or throws `invalidPayload` saying what is wrong with it.
    public init(bytes: [UInt8]) throws(RouteError) {
        guard let document = try? JSONParser.parse(bytes) else {
            throw RouteError(.invalidPayload, "the request is not JSON in UTF-8")
        }
        guard case .string(let command)? = document["command"] else {
            throw RouteError(.invalidPayload, "the request has no 'command'")
        }
        switch (command, document["url"], document["payload"]) {
        case ("openurl", .string(let url)?, _): self = .openURL(url)
        case ("push", _, .string(let payload)?): self = .push(payload)
        case ("openurl", _, _): throw RouteError(.invalidPayload, "'openurl' needs a 'url' string")
        case ("push", _, _): throw RouteError(.invalidPayload, "'push' needs a 'payload' string")
        default: throw RouteError(.invalidPayload, "unknown command '\(command)'")
        }
    }

    /// The app's answer: accepted (`nil`) or the error.
    public static func replyText(for error: RouteError?) -> String {
        guard let error else { return JSONValue.object([("ok", .bool(true))]).jsonText }
        return JSONValue.object([("ok", .bool(false)), ("error", error.json)]).jsonText
    }

    /// Reads an answer: `nil` when accepted, else the app's error.
    public static func error(fromReply bytes: [UInt8]) -> RouteError? {
        guard let document = try? JSONParser.parse(bytes), case .bool(let ok)? = document["ok"] else {
            return RouteError(.noInstance, "the app sent an answer that could not be read")
        }
        if ok { return nil }
        guard case .string(let code)? = document["error"]?["code"], !code.isEmpty else {
            return RouteError(.noInstance, "the app refused the message without saying why")
        }
        let known = RouteError.Code(rawValue: code)
        if case .string(let message)? = document["error"]?["message"] { return RouteError(known, message) }
        return RouteError(known, "")
    }
}
