/// SSH for ``TUIServer``: a port, and who may log in.
///
/// ```swift
/// var settings = ServeSettings(port: 8080)
/// settings.ssh = SSHSettings(port: 2222, authorizedKeysFile: "/home/me/.ssh/authorized_keys")
/// ```
public struct SSHSettings: Sendable, Equatable {
    /// The port SSH listens on, on ``ServeSettings/host``; 0 picks a free one.
    public var port: Int
    /// An OpenSSH `authorized_keys` file: only these keys may log in.
    public var authorizedKeysFile: String?
    /// Lets anyone log in, with any key or none (a classroom); the start says so loudly.
    public var allowsAnyone: Bool
    /// How long a connection may take to log in before it is closed.
    public var loginTimeout: Duration = .seconds(10)
    /// How many connections from one address may be still logging in at once; the next is closed.
    public var maxUnauthenticatedPerAddress = 3
    /// How many bytes a session may send in one second; more ends it.
    public var maxInputBytesPerSecond = 65_536

    /// Creates SSH settings: one of `authorizedKeysFile` and `allowsAnyone` says who may log in.
    ///
    /// - Parameters:
    ///   - port: the port; 0 picks a free one.
    ///   - authorizedKeysFile: the public keys that may log in.
    ///   - allowsAnyone: whether anyone may log in.
    public init(port: Int, authorizedKeysFile: String? = nil, allowsAnyone: Bool = false) {
        self.port = port
        self.authorizedKeysFile = authorizedKeysFile
        self.allowsAnyone = allowsAnyone
    }
}
