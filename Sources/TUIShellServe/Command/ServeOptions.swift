import ArgumentParser
import TUIShell

/// The options of a `serve` command — the address, the limits, SSH — for any
/// swift-argument-parser command; `tuishell serve` and every ``TUIServedApp``'s `serve` take them.
public struct ServeOptions: ParsableArguments, Sendable {
    @Option(help: ArgumentHelp("The port (0: any free one).", valueName: "port"))
    public var port = 8080

    @Option(help: ArgumentHelp("The address to listen on.", valueName: "address"))
    public var bind = "127.0.0.1"

    @Option(help: ArgumentHelp("Visitors with an app at once.", valueName: "count"))
    public var maxSessions = 20

    @Option(help: ArgumentHelp("Seconds a silent page keeps its app.", valueName: "seconds"))
    public var idleTimeout = 900

    @Option(help: ArgumentHelp("The largest message a page may send, in bytes.", valueName: "bytes"))
    public var maxMessageBytes = 16_384

    @Option(help: ArgumentHelp("Messages a page may send in one second.", valueName: "count"))
    public var maxMessageRate = 200

    @Option(help: ArgumentHelp("Sessions one client address may have at once.", valueName: "count"))
    public var maxSessionsPerAddress = 10

    @Option(
        help: ArgumentHelp(
            "A proxy whose X-Forwarded-For names the client: an address or a CIDR block (repeatable).",
            valueName: "address"))
    public var trustedProxy: [String] = []

    @Option(help: ArgumentHelp("Seconds an app waits for its page to come back (0: not at all).", valueName: "seconds"))
    public var reattachGrace = 30

    @Option(help: ArgumentHelp("Seconds a draining server (SIGTERM) waits for its sessions.", valueName: "seconds"))
    public var drainTimeout = 60

    @Option(
        help: ArgumentHelp(
            "A name that starts this server's session tokens, for a proxy that sends pages back to it.",
            valueName: "id"))
    public var serverId: String?

    @Flag(help: "Show every navigation at once, without transitions.")
    public var noAnimation = false

    @Option(help: ArgumentHelp("Also serve over SSH on this port (0: any free one).", valueName: "port"))
    public var ssh: Int?

    @Option(help: ArgumentHelp("The public keys that may log in over SSH.", valueName: "file"))
    public var authorizedKeys: String?

    @Flag(help: "Let anyone log in over SSH, with any key or none (a classroom).")
    public var sshOpen = false

    @Option(help: ArgumentHelp("Seconds an SSH connection has to log in.", valueName: "seconds"))
    public var sshLoginTimeout = 10

    @Option(help: ArgumentHelp("SSH connections one address may have logging in at once.", valueName: "count"))
    public var maxSshUnauthenticated = 3

    @Option(help: ArgumentHelp("Bytes an SSH session may send in one second.", valueName: "bytes"))
    public var maxSshInputRate = 65_536

    public init() {}

    public func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be 0–65535") }
        if let ssh {
            guard (0...65_535).contains(ssh) else { throw ValidationError("--ssh must be 0–65535") }
            guard (authorizedKeys == nil) != (sshOpen == false) else {
                throw ValidationError("--ssh needs one of --authorized-keys FILE and --ssh-open")
            }
        } else if authorizedKeys != nil || sshOpen {
            throw ValidationError("--authorized-keys and --ssh-open go with --ssh PORT")
        }
        let positive = [
            ("--max-sessions", maxSessions), ("--idle-timeout", idleTimeout), ("--max-message-rate", maxMessageRate),
            ("--max-sessions-per-address", maxSessionsPerAddress), ("--drain-timeout", drainTimeout),
            ("--ssh-login-timeout", sshLoginTimeout), ("--max-ssh-unauthenticated", maxSshUnauthenticated),
            ("--max-ssh-input-rate", maxSshInputRate),
        ]
        for (name, value) in positive where value <= 0 { throw ValidationError("\(name) must be positive") }
        guard maxMessageBytes >= 256 else { throw ValidationError("--max-message-bytes must be at least 256") }
        guard reattachGrace >= 0 else { throw ValidationError("--reattach-grace must be 0 or more") }
        if let serverId, !ServeSettings.isServerID(serverId) {
            throw ValidationError("--server-id must be 1–32 letters, digits or _".escapingControlCharacters)
        }
    }

    /// What the options say, as the settings ``TUIServer`` takes; with `--ssh-open`, a warning
    /// that anyone may log in is written to standard error first.
    public func settings() -> ServeSettings {
        if sshOpen {
            DescriptorWriter.writeError(
                "warning: --ssh-open: ANYONE who can reach this machine can log in over SSH, with any key or none")
        }
        var settings = ServeSettings(
            host: bind, port: port, maxSessions: maxSessions, idleTimeout: .seconds(idleTimeout),
            maxMessageBytes: maxMessageBytes, maxMessagesPerSecond: maxMessageRate, animated: !noAnimation,
            ssh: ssh.map { port in
                var ssh = SSHSettings(port: port, authorizedKeysFile: authorizedKeys, allowsAnyone: sshOpen)
                ssh.loginTimeout = .seconds(sshLoginTimeout)
                ssh.maxUnauthenticatedPerAddress = maxSshUnauthenticated
                ssh.maxInputBytesPerSecond = maxSshInputRate
                return ssh
            })
        settings.maxSessionsPerAddress = maxSessionsPerAddress
        settings.trustedProxies = trustedProxy
        settings.reattachGrace = .seconds(reattachGrace)
        settings.drainTimeout = .seconds(drainTimeout)
        settings.serverID = serverId
        return settings
    }
}
