import Hummingbird
import HummingbirdWebSocket
import Logging
import NIOCore
import RouterCore
import TUIShell

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Serves a TUIShell app to browsers: each visitor's tab gets an app of its own, drawn in a page
/// of cells, with the deep link it shows in the address.
///
/// ```swift
/// try await TUIServer.serve(named: "hello-shell", settings: ServeSettings(port: 8080), screens: screens) {
///     [try Route("hello://hello", screen: "Hello", presentation: .tab("Hello"))]
/// }
/// ```
///
/// `GET /` is the page; `?open=URL` starts the visitor's app at that link, as `tuishell openurl`
/// would. Nothing a visitor does is saved, and no visitor sees another's app.
public enum TUIServer {
    /// Serves an app made of `routes` and `screens` until the process is stopped.
    ///
    /// - Parameters:
    ///   - name: the app's name, which the quit confirmation names.
    ///   - settings: the address and the limits.
    ///   - screens: the screens the routes name.
    ///   - routes: the route table, built once; a route that cannot be built shows its error in
    ///     every visitor's footer, as `TUIApplication.run` shows it in the terminal.
    ///   - configure: called with each visitor's app before it runs, as in
    ///     `TUIApplication.run(named:settings:screens:routes:configure:)`.
    ///   - onListening: called with the page's address once the server listens (by default,
    ///     `serving on ADDRESS` is printed on standard output).
    /// - Throws: ``ServeError`` when it cannot listen (a port out of range or taken), or cannot
    ///   use the SSH host key or the authorized keys.
    public static func serve(
        named name: String, settings: ServeSettings, screens: ScreenRegistry,
        routes: () throws -> [Route],
        configure: @escaping @MainActor @Sendable (ShellApp) -> Void = { _ in },
        onListening: (@Sendable (String) -> Void)? = nil
    ) async throws(ServeError) {
        let table = Result { try routes() }
        do {
            try await serve(named: name, settings: settings, onListening: onListening ?? announce) {
                let app = ShellApp.make(
                    routes: { try table.get() }, screens: screens, history: CommandHistory(directory: nil))
                configure(app)
                return app
            }
        } catch let error as ShellError {
            throw ServeError(message: error.message)
        } catch {
            throw ServeError(message: "\(error)")
        }
    }

    /// Prints the address on standard output at once, unbuffered, so a script reading a pipe sees it.
    /// What a visitor's app reads of the server's environment: `TUISHELL_THEME`, but not
    /// `NO_COLOR`, which is about the terminal the server writes its log to (often none, in CI or
    /// a service manager), not about the visitor's browser or SSH client, which get the theme's
    /// colours.
    package static func visitorEnvironment(_ environment: [String: String]) -> [String: String] {
        environment.filter { $0.key != "NO_COLOR" }
    }

    @Sendable private static func announce(_ address: String) {
        DescriptorWriter.writeAll(Array("serving on \(address)\n".utf8), to: STDOUT_FILENO)
    }

    /// Serves the app `makeApp` builds, one per visitor, until a signal drains the server (see
    /// ``Drain``). Nothing is announced until every listener listens: SSH binds first, then
    /// HTTP, then both addresses go to `onListening`; a port that cannot be taken is a `usage`
    /// `ShellError` naming it.
    package static func serve(
        named name: String, settings: ServeSettings, onListening: @escaping @Sendable (String) -> Void,
        makeApp: @escaping @MainActor @Sendable () -> ShellApp
    ) async throws {
        for port in [settings.port] + (settings.ssh.map { [$0.port] } ?? []) where !(0...65_535).contains(port) {
            throw ShellError(.usage, "port \(port) is not 0–65535")
        }
        if let id = settings.serverID, !ServeSettings.isServerID(id) {
            throw ShellError(.usage, "the server ID '\(id)' is not 1–32 letters, digits or _".escapingControlCharacters)
        }
        var proxies: [AddressBlock] = []
        for text in settings.trustedProxies {
            guard let block = AddressBlock(text) else {
                throw ShellError(
                    .usage, "'\(text)' is no IP address or CIDR block (--trusted-proxy)".escapingControlCharacters)
            }
            proxies.append(block)
        }
        let environment = visitorEnvironment(ProcessInfo.processInfo.environment)
        let context = ServeContext(settings: settings, trustedProxies: proxies) {
            let app = makeApp()
            app.name = name
            _ = app.adoptAppearance(from: environment)
            return app
        }
        let ssh = try settings.ssh.map { ssh throws(ShellError) in
            try SSHServer(
                context: context, ssh: ssh, hostKey: SSHHostKey.load(from: .current(appName: name)),
                authorization: SSHAuthorization(ssh))
        }
        for warning in ssh?.authorization.warnings ?? [] {
            DescriptorWriter.writeError("warning: \(warning)".escapingControlCharacters)
        }
        // Every session's app reads the same environment: a theme it does not know is said once.
        if let warning = await MainActor.run(body: { context.makeApp().adoptAppearance(from: environment) }) {
            DescriptorWriter.writeError(warning.escapingControlCharacters)
        }
        var listening: Channel?
        if let ssh {
            do {
                listening = try await ssh.listen()
            } catch {
                throw ShellError(
                    .usage, "cannot listen for SSH on \(address(settings.host, ssh.ssh.port)): \(reason(error))")
            }
        }
        let sshChannel = listening
        defer { sshChannel?.close(promise: nil) }
        let pages = PageSessions(context: context)
        let application = Application(
            router: PageRoutes.router(
                appName: name,
                status: .init(
                    isDraining: { context.drain.isDraining },
                    metrics: {
                        context.metrics.exposition(draining: context.drain.isDraining, detached: pages.detachedCount)
                    })),
            server: .http1WebSocketUpgrade(
                // Frames up to a MiB reach the session, which refuses a message over its own limit
                // with a reason the page shows; a larger frame is cut off by the decoder.
                configuration: .init(ws: .init(maxFrameSize: max(settings.maxMessageBytes, 1 << 20)))
            ) { request, channel, _ in
                guard let target = request.path, target.hasPrefix("/session") else { return .dontUpgrade }
                let start = SessionStart(requestTarget: target)
                // A draining server takes back its own pages only.
                if context.drain.isDraining, !pages.holds(start.token) {
                    context.metrics.refused(.draining)
                    DrainingRefusal.send(on: channel)
                    return .dontUpgrade
                }
                let client = context.clientAddress.resolve(
                    peer: channel.remoteAddress?.ipAddress ?? "",
                    forwardedFor: request.headerFields.filter { $0.name.canonicalName == "x-forwarded-for" }.map(
                        \.value))
                return .upgrade([:]) { inbound, outbound, _ in
                    await pages.serve(start, from: client, on: PageSocket(inbound: inbound, outbound: outbound))
                }
            },
            configuration: .init(address: .hostname(settings.host, port: settings.port), serverName: nil),
            onServerRunning: { channel in
                onListening("http://\(address(settings.host, channel.localAddress?.port ?? settings.port))/")
                if let port = sshChannel?.localAddress?.port { onListening("ssh://\(address(settings.host, port))") }
            },
            logger: quietLogger
        )
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                do {
                    try await application.runService(gracefulShutdownSignals: [])
                } catch {
                    throw ShellError(
                        .usage, "cannot serve on \(address(settings.host, settings.port)): \(reason(error))")
                }
            }
            group.addTask {
                await context.drain.run(roster: context.roster) { context.gate.count == 0 && pages.areClosed }
            }
            // The server failing to listen, or the drain done: either ends serving.
            try await group.next()
            group.cancelAll()
        }
    }

    /// Cancellation at shutdown is logged as an error by the server; only its crashes matter here.
    private static var quietLogger: Logger {
        var logger = Logger(label: "tuishell.serve")
        logger.logLevel = .critical
        return logger
    }

    /// The system's words for a failed bind ("Address already in use"), else the error itself.
    private static func reason(_ error: any Error) -> String {
        if let error = error as? IOError { return String(cString: strerror(error.errnoCode)) }
        // The resolver's own words (`Name or service not known`), without NIO's type names.
        if let error = error as? SocketAddressError.UnknownHost {
            return "the host '\(error.host)' was not found (\(error.errorDescription))"
        }
        return "\(error)"
    }

    /// `host:port`, with an IPv6 address in brackets as URLs write it.
    private static func address(_ host: String, _ port: Int) -> String {
        host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
    }
}
