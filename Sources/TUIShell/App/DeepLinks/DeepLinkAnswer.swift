import RouterCore

/// The app's answer to a request (docs/reference.md §10), its keys always in this order:
/// `{"ok":true}` or `{"ok":false,"error":{"code":…,"message":…}}`, on one line. To a request with a
/// deadline, the app first writes ``applying`` as it starts applying the message in time.
package enum DeepLinkAnswer {
    /// `{"applying":true}`: the app took the message before its deadline and applies it now, so
    /// the sender waits for how it went instead of giving up at the deadline.
    static let applying = Array(JSONValue.object([("applying", .bool(true))]).jsonText.utf8) + [0x0A]

    /// The answer: accepted (`nil`) or the error.
    package static func bytes(for error: ShellError?) -> [UInt8] {
        var answer: [(String, JSONValue)] = [("ok", .bool(error == nil))]
        if let error {
            answer.append(
                ("error", .object([("code", .string(error.code.rawValue)), ("message", .string(error.message))])))
        }
        return Array(JSONValue.object(answer).jsonText.utf8) + [0x0A]
    }

    /// Whether `bytes` begin with ``applying``.
    static func beginsApplying(_ bytes: [UInt8]) -> Bool { bytes.starts(with: applying) }

    /// Reads an answer, after an ``applying`` line if there is one: `nil` when accepted, else the
    /// app's error.
    package static func error(from bytes: [UInt8]) -> ShellError? {
        let answer = beginsApplying(bytes) ? Array(bytes.dropFirst(applying.count)) : bytes
        guard let reply = try? JSONParser.parse(answer), case .bool(let ok)? = reply["ok"] else {
            return ShellError(.noInstance, "the app sent an answer that could not be read")
        }
        if ok { return nil }
        guard case .string(let code)? = reply["error"]?["code"], !code.isEmpty,
            case .string(let message)? = reply["error"]?["message"]
        else {
            return ShellError(.noInstance, "the app refused the message without saying why")
        }
        return ShellError(ShellError.Code(rawValue: code), message)
    }
}
