import Crypto
import NIOCore
import NIOSSH
import TUIShell

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The server's host key: an Ed25519 key made on first use and kept in the state directory
/// (`ssh_host_ed25519_key`, the raw key in base64, mode 0600), so clients see the same host
/// from one run to the next.
enum SSHHostKey {
    static let fileName = "ssh_host_ed25519_key"

    /// The key kept in `directory`, made and saved there when there is none.
    static func load(from directory: StateDirectory) throws(ShellError) -> NIOSSHPrivateKey {
        let (saved, _) = directory.read(fileName) { data in
            Data(base64Encoded: data).flatMap { try? Curve25519.Signing.PrivateKey(rawRepresentation: $0) }
        }
        if let saved { return NIOSSHPrivateKey(ed25519Key: saved) }
        let key = Curve25519.Signing.PrivateKey()
        do {
            try directory.write(key.rawRepresentation.base64EncodedData(), to: fileName)
            chmod(directory.path + "/" + fileName, 0o600)
        } catch {
            throw ShellError(.usage, "cannot keep the SSH host key in \(directory.path): \(error)")
        }
        return NIOSSHPrivateKey(ed25519Key: key)
    }
}

/// Who may log in: the public keys of an OpenSSH `authorized_keys` file, or anyone.
struct SSHAuthorization: NIOSSHServerUserAuthenticationDelegate, Sendable {
    let keys: [NIOSSHPublicKey]
    let allowsAnyone: Bool

    /// Who `settings` let in: anyone, or the keys of its file (which must then be given).
    init(_ settings: SSHSettings) throws(ShellError) {
        allowsAnyone = settings.allowsAnyone
        if settings.allowsAnyone {
            keys = []
        } else if let path = settings.authorizedKeysFile {
            keys = try Self.keys(inFile: path)
        } else {
            throw ShellError(.usage, "SSH needs an authorized keys file, or to be opened to anyone")
        }
    }

    /// The keys of an `authorized_keys` file: one key a line (`type base64 comment`, options
    /// before it allowed), `#` comments and blank lines skipped; a line that is no key is an error.
    static func keys(inFile path: String) throws(ShellError) -> [NIOSSHPublicKey] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ShellError(.usage, "cannot read the authorized keys file \(path)")
        }
        var keys: [NIOSSHPublicKey] = []
        for (index, line) in String(decoding: data, as: UTF8.self).split(separator: "\n").enumerated() {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard let first = fields.first, !first.hasPrefix("#") else { continue }
            // Options (`from="…"`, `no-pty`) may come first; the key starts at its type.
            guard let type = fields.firstIndex(where: { $0.hasPrefix("ssh-") || $0.hasPrefix("ecdsa-") }),
                type + 1 < fields.count,
                let key = try? NIOSSHPublicKey(openSSHPublicKey: "\(fields[type]) \(fields[type + 1])")
            else {
                throw ShellError(.usage, "\(path):\(index + 1) is not a public key this server reads (ed25519, ecdsa)")
            }
            keys.append(key)
        }
        return keys
    }

    var supportedAuthenticationMethods: NIOSSHAvailableUserAuthenticationMethods {
        allowsAnyone ? .all : .publicKey
    }

    func requestReceived(
        request: NIOSSHUserAuthenticationRequest, responsePromise: EventLoopPromise<NIOSSHUserAuthenticationOutcome>
    ) {
        if allowsAnyone { return responsePromise.succeed(.success) }
        guard case .publicKey(let offer) = request.request, keys.contains(offer.publicKey) else {
            return responsePromise.succeed(.failure)
        }
        responsePromise.succeed(.success)
    }
}
