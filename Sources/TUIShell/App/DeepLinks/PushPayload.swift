import RouterCore

/// A simulated push notification in the APNs shape `xcrun simctl push` takes (docs/reference.md §8).
package struct PushPayload: Sendable, Equatable {
    /// The largest payload accepted, in bytes.
    package static let maximumSize = 4096

    /// `aps.alert.title`, or the whole alert when it is a string.
    package let title: String
    /// `aps.alert.subtitle`.
    package let subtitle: String?
    /// `aps.alert.body`.
    package let body: String?
    /// `aps.badge`.
    package let badge: Int?
    /// `aps.sound`.
    package let sound: String?
    /// The deep link: top-level `url`, else `deeplink`, else `link`.
    package let url: String?

    /// The text of a payload file once its bytes pass every check the app makes: what
    /// `tuishell push` sends, so a bad file is reported before any app is asked.
    package static func checkedText(_ bytes: [UInt8]) throws(ShellError) -> String {
        _ = try PushPayload(bytes)
        // The JSON parser accepts UTF-8 only, so this decodes without repairing anything.
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Parses a payload; `payloadTooLarge` over 4096 bytes, `invalidPayload` for anything malformed.
    package init(_ bytes: [UInt8]) throws(ShellError) {
        guard bytes.count <= Self.maximumSize else {
            throw ShellError(.payloadTooLarge, "the payload is larger than the limit of \(Self.maximumSize) bytes")
        }
        let document: JSONValue
        do {
            document = try JSONParser.parse(bytes)
        } catch {
            throw ShellError(.invalidPayload, "the payload is not valid JSON: \(error.message)")
        }
        guard case .object = document else {
            throw ShellError(.invalidPayload, "the payload must be a JSON object, not \(document.typeName)")
        }
        guard let aps = document["aps"] else { throw ShellError(.invalidPayload, "the payload has no 'aps' object") }
        guard case .object = aps else {
            throw ShellError(.invalidPayload, "'aps' must be an object, not \(aps.typeName)")
        }
        switch aps["alert"] {
        case .string(let text)?:
            (title, subtitle, body) = (text, nil, nil)
        case .object?:
            let alert = aps["alert"]!
            title = try Self.string(alert["title"], "aps.alert.title") ?? ""
            subtitle = try Self.string(alert["subtitle"], "aps.alert.subtitle")
            body = try Self.string(alert["body"], "aps.alert.body")
        case nil, .null?:
            (title, subtitle, body) = ("", nil, nil)
        case let other?:
            throw ShellError(.invalidPayload, "'aps.alert' must be a string or an object, not \(other.typeName)")
        }
        switch aps["badge"] {
        case nil, .null?: badge = nil
        case .number(let number)? where number.rounded() == number && abs(number) < 1e9: badge = Int(number)
        case let other?: throw ShellError(.invalidPayload, "'aps.badge' must be an integer, not \(other.typeName)")
        }
        switch aps["sound"] {
        case .string(let name)?: sound = name
        case .object?: sound = "critical"
        case nil, .null?: sound = nil
        case let other?:
            throw ShellError(.invalidPayload, "'aps.sound' must be a string or an object, not \(other.typeName)")
        }
        var link: String?
        for key in ["url", "deeplink", "link"] where link == nil {
            link = try Self.string(document[key], key)
        }
        url = link
        // A banner with nothing in it tells the user nothing (a silent push is not simulated).
        guard !([title, subtitle, body].allSatisfy { ($0 ?? "").isEmpty }) else {
            throw ShellError(.invalidPayload, "the payload has no alert to show: give 'aps.alert' a title or a body")
        }
    }

    private static func string(_ value: JSONValue?, _ key: String) throws(ShellError) -> String? {
        switch value {
        case nil, .null?: return nil
        case .string(let text)?: return text
        case let other?: throw ShellError(.invalidPayload, "'\(key)' must be a string, not \(other.typeName)")
        }
    }
}
