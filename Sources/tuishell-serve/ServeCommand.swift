import ArgumentParser
import CommandSupport
import RouterCore
import Screens
import TUIShell
import TUIShellCLI
import TUIShellServe

/// `tuishell serve` (this binary, which `tuishell serve` hands its arguments to): the demo app in
/// browser tabs and over SSH, one app per visitor.
@main
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tuishell serve",
        abstract: "Serve the app to browsers and over SSH: one app per visitor, deep links in the address.",
        discussion: """
            Open the printed address; add ?open=URL to start at a deep link. Nothing a visitor does \
            is saved. The server listens on this machine only unless --bind says otherwise; put TLS \
            in front of it (a reverse proxy) before sharing it beyond a trusted network.
            """
    )

    @OptionGroup var table: RouteTableOption

    @Option(help: ArgumentHelp("The port (0: any free one).", valueName: "port"))
    var port = 8080

    @Option(help: ArgumentHelp("The address to listen on.", valueName: "address"))
    var bind = "127.0.0.1"

    @Option(help: ArgumentHelp("Visitors with an app at once.", valueName: "count"))
    var maxSessions = 20

    @Option(help: ArgumentHelp("Seconds a silent page keeps its app.", valueName: "seconds"))
    var idleTimeout = 900

    @Option(help: ArgumentHelp("The largest message a page may send, in bytes.", valueName: "bytes"))
    var maxMessageBytes = 16_384

    @Option(help: ArgumentHelp("Messages a page may send in one second.", valueName: "count"))
    var maxMessageRate = 200

    @Flag(help: "Show every navigation at once, without transitions.")
    var noAnimation = false

    @Option(help: ArgumentHelp("Also serve over SSH on this port (0: any free one).", valueName: "port"))
    var ssh: Int?

    @Option(help: ArgumentHelp("The public keys that may log in over SSH.", valueName: "file"))
    var authorizedKeys: String?

    @Flag(help: "Let anyone log in over SSH, with any key or none (a classroom).")
    var sshOpen = false

    static func main() async {
        await CommandEntry.run(Self.self) { try await CommandEntry.parseAndRun(Self.self) }
    }

    func validate() throws {
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

    func run() async throws {
        // A table given on the command line is read now, so one that does not load fails at once.
        let table = try self.table.routes == nil ? nil : self.table.load()
        let settings = ServeSettings(
            host: bind, port: port, maxSessions: maxSessions, idleTimeout: .seconds(idleTimeout),
            maxMessageBytes: maxMessageBytes, maxMessagesPerSecond: maxMessageRate, animated: !noAnimation,
            ssh: ssh.map { SSHSettings(port: $0, authorizedKeysFile: authorizedKeys, allowsAnyone: sshOpen) })
        if sshOpen {
            StandardStreams.writeErrorLine(
                "warning: --ssh-open: ANYONE who can reach this machine can log in over SSH, with any key or none")
        }
        let announce: @Sendable (String) -> Void = { address in
            StandardStreams.writeLine("tuishell serving the demo on \(address)")
        }
        do {
            try await TUIServer.serve(named: "tuishell", settings: settings, onListening: announce) {
                DemoApp.make(table: table ?? DemoRouteTable.builtIn)
            }
        } catch let error as ShellError {
            throw CommandFailure(error, exitCode: 2)
        } catch {
            throw CommandFailure(code: "usage", message: "cannot serve on \(bind): \(error)", exitCode: 2)
        }
    }
}
