/// Where ``TUIServer`` listens and what it allows each visitor.
///
/// ```swift
/// var settings = ServeSettings(port: 8080)
/// settings.maxSessions = 50
/// ```
public struct ServeSettings: Sendable, Equatable {
    /// The address to listen on: `127.0.0.1` (this machine only) unless given.
    public var host: String
    /// The port; 0 picks a free one (the address printed at start says which).
    public var port: Int
    /// How many visitors may have an app at once; one more is told the server is full.
    public var maxSessions: Int
    /// How long a session may go without a message from its page before it ends.
    public var idleTimeout: Duration
    /// The largest message a page may send, in bytes (a paste is one message).
    public var maxMessageBytes: Int
    /// How many messages a page may send within one second before its session ends.
    public var maxMessagesPerSecond: Int
    /// Whether transitions animate in the page.
    public var animated: Bool
    /// SSH beside the page, when given: each SSH session with a terminal gets an app too.
    public var ssh: SSHSettings?
    /// How many sessions one client address may have at once (pages and SSH together).
    public var maxSessionsPerAddress: Int = 10
    /// The proxies whose `X-Forwarded-For` names the client: addresses or CIDR blocks
    /// (`10.0.0.0/8`). From any other peer the header is ignored.
    public var trustedProxies: [String] = []
    /// How long a page's app waits for its page to come back after the WebSocket drops
    /// (a reload, a network blip); zero ends the app with the socket.
    public var reattachGrace: Duration = .seconds(30)
    /// A name for this server that starts its sessions' tokens (`a-…`), so a proxy in front
    /// of several servers can send a page coming back to the server that holds its app. Letters,
    /// digits and `_`, at most 32.
    public var serverID: String?
    /// How long a draining server (after `SIGTERM`) waits for its sessions before closing them.
    public var drainTimeout: Duration = .seconds(60)

    /// Creates settings; every limit has a default fit for a classroom on one machine.
    ///
    /// - Parameters:
    ///   - host: the address to listen on.
    ///   - port: the port; 0 picks a free one.
    ///   - maxSessions: visitors with an app at once.
    ///   - idleTimeout: how long a silent page keeps its app.
    ///   - maxMessageBytes: the largest message a page may send.
    ///   - maxMessagesPerSecond: how many messages a page may send in a second.
    ///   - animated: whether transitions animate.
    ///   - ssh: SSH beside the page, if wanted.
    public init(
        host: String = "127.0.0.1", port: Int = 8080, maxSessions: Int = 20, idleTimeout: Duration = .seconds(900),
        maxMessageBytes: Int = 16_384, maxMessagesPerSecond: Int = 200, animated: Bool = true, ssh: SSHSettings? = nil
    ) {
        self.host = host
        self.port = port
        self.maxSessions = maxSessions
        self.idleTimeout = idleTimeout
        self.maxMessageBytes = maxMessageBytes
        self.maxMessagesPerSecond = maxMessagesPerSecond
        self.animated = animated
        self.ssh = ssh
    }

    /// Whether `text` can name a server in its tokens (``serverID``).
    static func isServerID(_ text: String) -> Bool {
        (1...32).contains(text.unicodeScalars.count)
            && text.unicodeScalars.allSatisfy { scalar in
                scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                    || ("0"..."9").contains(scalar)
            }
    }
}
