import Crypto
import NIOCore
import NIOSSH
import TUIShell

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
        let (saved, _) = directory.read(fileName, holding: "the SSH host key") { data in
            Data(base64Encoded: data).flatMap { try? Curve25519.Signing.PrivateKey(rawRepresentation: $0) }
        }
        if let saved { return NIOSSHPrivateKey(ed25519Key: saved) }
        let key = Curve25519.Signing.PrivateKey()
        do throws(StateFileError) {
            try directory.write(key.rawRepresentation.base64EncodedData(), to: fileName)
        } catch {
            throw ShellError(.usage, "cannot keep the SSH host key in \(error.path): \(error.reason)")
        }
        return NIOSSHPrivateKey(ed25519Key: key)
    }
}

/// Who may log in: the public keys of an OpenSSH `authorized_keys` file, or anyone.
struct SSHAuthorization: NIOSSHServerUserAuthenticationDelegate, Sendable {
    let keys: [NIOSSHPublicKey]
    let allowsAnyone: Bool
    /// Lines of the authorized keys file left out, and why.
    let warnings: [String]

    /// Who `settings` let in: anyone, or the keys of its file (which must then be given).
    init(_ settings: SSHSettings) throws(ShellError) {
        allowsAnyone = settings.allowsAnyone
        if settings.allowsAnyone {
            (keys, warnings) = ([], [])
        } else if let path = settings.authorizedKeysFile {
            let file = try AuthorizedKeys.read(path)
            (keys, warnings) = (file.keys, file.skipped)
        } else {
            throw ShellError(.usage, "SSH needs an authorized keys file, or to be opened to anyone")
        }
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
