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

    @Flag(help: "Show every navigation at once, without transitions.")
    public var noAnimation = false

    @Option(help: ArgumentHelp("Also serve over SSH on this port (0: any free one).", valueName: "port"))
    public var ssh: Int?

    @Option(help: ArgumentHelp("The public keys that may log in over SSH.", valueName: "file"))
    public var authorizedKeys: String?

    @Flag(help: "Let anyone log in over SSH, with any key or none (a classroom).")
    public var sshOpen = false

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
        guard maxSessions > 0, idleTimeout > 0, maxMessageBytes >= 256, maxMessageRate > 0 else {
            throw ValidationError(
                """
                --max-sessions, --idle-timeout and --max-message-rate must be positive, --max-message-bytes at \
                least 256
                """
            )
        }
    }

    /// What the options say, as the settings ``TUIServer`` takes; with `--ssh-open`, a warning
    /// that anyone may log in is written to standard error first.
    public func settings() -> ServeSettings {
        if sshOpen {
            DescriptorWriter.writeError(
                "warning: --ssh-open: ANYONE who can reach this machine can log in over SSH, with any key or none")
        }
        return ServeSettings(
            host: bind, port: port, maxSessions: maxSessions, idleTimeout: .seconds(idleTimeout),
            maxMessageBytes: maxMessageBytes, maxMessagesPerSecond: maxMessageRate, animated: !noAnimation,
            ssh: ssh.map { SSHSettings(port: $0, authorizedKeysFile: authorizedKeys, allowsAnyone: sshOpen) })
    }
}
