import RouterCore

/// A message as it travels to the app, one per connection (docs/reference.md §10): a JSON header
/// line, `{"command":"openurl","url":"…","deadline":…}` or `{"command":"push","deadline":…}`, then
/// a push payload as the file's own bytes, so it is never escaped as JSON inside JSON.
///
/// The deadline is when the sender stops waiting (``WallClock``); the app never applies a message
/// after it, so a link reported as unanswered is not applied later. A request without one (sent by
/// hand) is applied whenever the app takes it.
package struct DeepLinkRequest: Sendable, Equatable {
    /// What is sent.
    package let message: DeepLinkMessage
    /// When the sender stops waiting, in milliseconds since 1970; `nil`: it waits as long as it takes.
    package let deadline: Int64?

    /// A request for `message`, given up at `deadline`.
    package init(_ message: DeepLinkMessage, deadline: Int64? = nil) {
        self.message = message
        self.deadline = deadline
    }

    /// The request as sent.
    package var bytes: [UInt8] {
        var header: [(String, JSONValue)]
        let payload: String
        switch message {
        case .openURL(let url):
            header = [("command", .string("openurl")), ("url", .string(url))]
            payload = ""
        case .push(let text):
            header = [("command", .string("push"))]
            payload = text
        }
        if let deadline { header.append(("deadline", .integer(Int(deadline)))) }
        return Array(JSONValue.object(header).jsonText.utf8) + [0x0A] + Array(payload.utf8)
    }

    /// Reads a request, or throws `invalidPayload` saying what is wrong with it.
    package init(bytes: [UInt8]) throws(ShellError) {
        let lineEnd = bytes.firstIndex(of: 0x0A) ?? bytes.endIndex
        let header: JSONValue
        do {
            header = try JSONParser.parse(Array(bytes[..<lineEnd]))
        } catch {
            throw ShellError(.invalidPayload, "the request is not JSON in UTF-8")
        }
        guard case .object = header else { throw ShellError(.invalidPayload, "the request is not a JSON object") }
        let command = try Self.string(header["command"], "command")
        let url = try Self.string(header["url"], "url")
        switch header["deadline"] {
        case nil, .null?: deadline = nil
        case .number(let value)? where value.rounded() == value && abs(value) < 1e15: deadline = Int64(value)
        case .integer(let value)?: deadline = Int64(value)
        default: throw ShellError(.invalidPayload, "the request's 'deadline' must be whole milliseconds")
        }
        let afterHeader = bytes[min(lineEnd + 1, bytes.endIndex)...]
        switch (command, url) {
        case ("openurl", let url?):
            // A link is the header alone: bytes after it are a sender's mistake, not a payload.
            guard afterHeader.isEmpty else {
                throw ShellError(.invalidPayload, "'openurl' takes nothing after its header line")
            }
            message = .openURL(url)
        case ("openurl", nil): throw ShellError(.invalidPayload, "'openurl' needs a 'url' string")
        case ("push", _): message = .push(String(decoding: afterHeader, as: UTF8.self))
        case (let command?, _): throw ShellError(.invalidPayload, "unknown command '\(command)'")
        case (nil, _): throw ShellError(.invalidPayload, "the request has no 'command'")
        }
    }

    private static func string(_ value: JSONValue?, _ key: String) throws(ShellError) -> String? {
        switch value {
        case nil, .null?: return nil
        case .string(let text)?: return text
        default: throw ShellError(.invalidPayload, "the request's '\(key)' must be a string")
        }
    }
}
