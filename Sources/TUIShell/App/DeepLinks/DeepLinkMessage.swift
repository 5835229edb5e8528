import RouterCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What `tuishell openurl` and `tuishell push` send to the running app, one per connection, and
/// the app's answer.
///
/// A request is a JSON header line, `{"command":"openurl","url":"…"}` or `{"command":"push"}`;
/// a push payload follows the line as the file's own bytes, so it is never escaped as JSON
/// inside JSON. The answer is `{"ok":true}` or `{"ok":false,"error":{"code":…,"message":…}}`.
package enum DeepLinkMessage: Sendable, Equatable {
    /// A deep link, routed with origin external.
    case openURL(String)
    /// A simulated push payload, the file's text (checked by the app, docs/reference.md §8).
    case push(String)

    private struct Header: Codable {
        var command: String?
        var url: String?
    }

    private struct Reply: Codable {
        struct Failure: Codable {
            var code: String
            var message: String
        }

        var ok: Bool
        var error: Failure?
    }

    /// The request as sent.
    package var bytes: [UInt8] {
        let encoder = JSONEncoder()
        switch self {
        case .openURL(let url):
            return Array((try? encoder.encode(Header(command: "openurl", url: url))) ?? Data()) + [0x0A]
        case .push(let payload):
            return Array((try? encoder.encode(Header(command: "push"))) ?? Data()) + [0x0A] + Array(payload.utf8)
        }
    }

    /// Reads a request, or throws `invalidPayload` saying what is wrong with it.
    package init(bytes: [UInt8]) throws(ShellError) {
        let lineEnd = bytes.firstIndex(of: 0x0A) ?? bytes.endIndex
        let header: Header
        do {
            header = try JSONDecoder().decode(Header.self, from: Data(bytes[..<lineEnd]))
        } catch DecodingError.typeMismatch {
            throw ShellError(.invalidPayload, "the request's 'command' and 'url' must be strings")
        } catch {
            throw ShellError(.invalidPayload, "the request is not JSON in UTF-8")
        }
        let afterHeader = bytes[min(lineEnd + 1, bytes.endIndex)...]
        switch (header.command, header.url) {
        case ("openurl", let url?):
            // A link is the header alone: bytes after it are a sender's mistake, not a payload.
            guard afterHeader.isEmpty else {
                throw ShellError(.invalidPayload, "'openurl' takes nothing after its header line")
            }
            self = .openURL(url)
        case ("openurl", nil): throw ShellError(.invalidPayload, "'openurl' needs a 'url' string")
        case ("push", _): self = .push(String(decoding: afterHeader, as: UTF8.self))
        case (let command?, _): throw ShellError(.invalidPayload, "unknown command '\(command)'")
        case (nil, _): throw ShellError(.invalidPayload, "the request has no 'command'")
        }
    }

    /// The app's answer: accepted (`nil`) or the error.
    package static func reply(for error: ShellError?) -> [UInt8] {
        let reply = Reply(
            ok: error == nil, error: error.map { Reply.Failure(code: $0.code.rawValue, message: $0.message) })
        return Array((try? JSONEncoder().encode(reply)) ?? Data()) + [0x0A]
    }

    /// Reads an answer: `nil` when accepted, else the app's error.
    package static func error(fromReply bytes: [UInt8]) -> ShellError? {
        guard let reply = try? JSONDecoder().decode(Reply.self, from: Data(bytes)) else {
            return ShellError(.noInstance, "the app sent an answer that could not be read")
        }
        if reply.ok { return nil }
        guard let failure = reply.error, !failure.code.isEmpty else {
            return ShellError(.noInstance, "the app refused the message without saying why")
        }
        return ShellError(ShellError.Code(rawValue: failure.code), failure.message)
    }
}
