import NIOSSH
import TUIShell

/// The keys of an OpenSSH `authorized_keys` file that may log in, read as OpenSSH reads it where
/// it can: `#` comments and blank lines skipped, keys of a type this server cannot check (RSA,
/// DSA, security keys) skipped. A key with options before it (`from="…"`, `command="…"`,
/// `no-pty`) is left out rather than let in without them, since the options are not enforced.
struct AuthorizedKeys {
    /// The keys that may log in.
    let keys: [NIOSSHPublicKey]
    /// Why some lines were left out, for the start-up warning.
    let skipped: [String]

    /// The key types this server checks.
    static let types: Set<Substring> = [
        "ssh-ed25519", "ecdsa-sha2-nistp256", "ecdsa-sha2-nistp384", "ecdsa-sha2-nistp521",
    ]

    /// Reads the file at `path`; a line that is no key at all, or a file with no usable key, is
    /// a `usage` error naming the file (its absolute path) and the line.
    static func read(_ path: String) throws(ShellError) -> AuthorizedKeys {
        let bytes: [UInt8]
        do throws(InputFileError) {
            bytes = try InputFile.contents(of: path, limit: 1 << 20)
        } catch {
            throw ShellError(.usage, error.message)
        }
        var keys: [NIOSSHPublicKey] = []
        var skipped: [String] = []
        // Blank lines count, so each warning names the line an editor shows; `isNewline` takes a
        // CRLF (one Character in Swift) as one line end too.
        let lines = String(decoding: bytes, as: UTF8.self).split(
            omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        for (index, line) in lines.enumerated() {
            let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard let first = fields.first, !first.hasPrefix("#") else { continue }
            let place = "\(path):\(index + 1)"
            guard
                let type = fields.firstIndex(where: {
                    $0.hasPrefix("ssh-") || $0.hasPrefix("ecdsa-") || $0.hasPrefix("sk-")
                }),
                type + 1 < fields.count
            else {
                throw ShellError(.usage, "\(place) is not a public key")
            }
            guard type == 0 else {
                skipped.append("\(place): options before the key are not enforced here, so that key may not log in")
                continue
            }
            guard types.contains(fields[type]) else {
                skipped.append("\(place): \(fields[type]) keys are not supported (ed25519 and ecdsa are)")
                continue
            }
            guard let key = try? NIOSSHPublicKey(openSSHPublicKey: "\(fields[type]) \(fields[type + 1])") else {
                throw ShellError(.usage, "\(place) is not a readable \(fields[type]) key")
            }
            keys.append(key)
        }
        guard !keys.isEmpty else {
            throw ShellError(.usage, "\(path) lists no key this server can check, so nobody could log in over SSH")
        }
        return AuthorizedKeys(keys: keys, skipped: skipped)
    }
}
