import NIOCore
import NIOPosix
import NIOSSH
import TUIShell

/// The SSH side of ``TUIServer``: each session with a PTY runs an app of its own on that
/// terminal, within the same session limits and idle timeout as the pages. A connection must
/// log in within the login timeout, and an address may have only a few connections logging in.
struct SSHServer {
    let context: ServeContext
    let ssh: SSHSettings
    let hostKey: NIOSSHPrivateKey
    let authorization: SSHAuthorization
    private let logins: LoginLedger

    init(context: ServeContext, ssh: SSHSettings, hostKey: NIOSSHPrivateKey, authorization: SSHAuthorization) {
        self.context = context
        self.ssh = ssh
        self.hostKey = hostKey
        self.authorization = authorization
        logins = LoginLedger(limitPerAddress: ssh.maxUnauthenticatedPerAddress)
    }

    private var settings: ServeSettings { context.settings }

    /// Starts listening; the channel it returns is closed to stop. A connection that sends
    /// nothing for the idle timeout is closed (one that never logs in, `ssh -N`, a subsystem).
    func listen() async throws -> Channel {
        let bootstrap = ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .serverChannelOption(ChannelOptions.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { [self] channel in
                channel.eventLoop.makeCompletedFuture {
                    let loginGuard = LoginGuard(ledger: logins, timeout: ssh.loginTimeout, metrics: context.metrics)
                    let delegate = GuardedAuthorization(authorization: authorization, loginGuard: loginGuard)
                    try channel.pipeline.syncOperations.addHandlers([
                        loginGuard,
                        IdleStateHandler(readTimeout: TimeAmount.seconds(settings.idleTimeout.components.seconds)),
                        QuietConnectionCloser(),
                        NIOSSHHandler(
                            role: .server(.init(hostKeys: [hostKey], userAuthDelegate: delegate)),
                            allocator: channel.allocator,
                            inboundChildChannelInitializer: { child, type in
                                guard case .session = type else {
                                    return child.eventLoop.makeFailedFuture(ChannelError.operationUnsupported)
                                }
                                return child.eventLoop.makeCompletedFuture {
                                    try child.pipeline.syncOperations.addHandler(
                                        SSHSessionHandler { channel, start, events in
                                            Task { await session(on: channel, start: start, events: events) }
                                        })
                                }
                            }),
                    ])
                }
            }
        return try await bootstrap.bind(host: settings.host, port: ssh.port).get()
    }

    /// One session: the app until it quits, the client leaves or the session goes idle.
    private func session(
        on channel: Channel, start: SSHSessionHandler.Start, events: AsyncStream<SSHSessionHandler.Event>
    )
        async
    {
        let write: @Sendable ([UInt8]) -> Void = { bytes in
            channel.writeAndFlush(
                SSHChannelData(type: .channel, data: .byteBuffer(ByteBuffer(bytes: bytes))), promise: nil)
        }
        let address = channel.parent?.remoteAddress?.ipAddress ?? ""
        if context.drain.isDraining {
            context.metrics.refused(.draining)
            return await refuse(channel, saying: DrainingRefusal.reason, write: write)
        }
        if let refusal = context.enter(from: address) {
            return await refuse(channel, saying: refusal.reason, write: write)
        }
        defer { context.leave(from: address) }
        context.metrics.started(.ssh)
        let terminal = await SSHTerminal(size: start.size, narrated: start.narrated, send: write)
        let activity = ActivityClock()
        let ending = SessionEnding()
        let end: @Sendable (SessionEnd) async -> Void = { reason in
            ending.record(reason)
            await terminal.close()
        }
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                var input = RateWindow(limit: ssh.maxInputBytesPerSecond)
                for await event in events {
                    activity.touch()
                    switch event {
                    case .bytes(let bytes):
                        guard input.admit(count: bytes.count) else {
                            return await end(.inputRate(limit: ssh.maxInputBytesPerSecond))
                        }
                        await terminal.receive(bytes)
                    case .resize(let width, let height): await terminal.resize(width: width, height: height)
                    case .closed: break
                    }
                }
                await end(.pageClosed)
            }
            group.addTask {
                await IdleWatchdog(timeout: settings.idleTimeout).watch(activity) {
                    await end(.idle(settings.idleTimeout))
                }
            }
            await runApp(on: terminal, end: end)
            ending.record(.appQuit)
            let reason = ending.reason ?? .appQuit
            if reason != .appQuit, reason != .pageClosed {
                write(Array("tuishell: \(reason.reason)\r\n".utf8))
            }
            context.metrics.ended(.ssh, reason)
            // 0 when the visitor ended it (quit, or left); 1 when a limit or a shutdown did.
            let status = reason == .appQuit || reason == .pageClosed ? 0 : 1
            try? await channel.triggerUserOutboundEvent(SSHChannelRequestEvent.ExitStatus(exitStatus: status)).get()
            try? await channel.close()
            group.cancelAll()
        }
    }

    /// Tells the client why on its terminal and ends the session with status 1.
    private func refuse(_ channel: Channel, saying reason: String, write: @Sendable ([UInt8]) -> Void) async {
        write(Array("tuishell: \(reason)\r\n".utf8))
        try? await channel.triggerUserOutboundEvent(SSHChannelRequestEvent.ExitStatus(exitStatus: 1)).get()
        try? await channel.close()
    }

    @MainActor
    private func runApp(on terminal: SSHTerminal, end: @escaping @Sendable (SessionEnd) async -> Void) async {
        terminal.meter = FrameMeter(metrics: context.metrics)
        let app = context.makeApp()
        let announce: @Sendable () async -> Void = { [weak app, context] in
            await MainActor.run { context.announceDrain(on: app, movesElsewhere: false) }
        }
        await context.runListed(app, on: terminal, open: nil, announce: announce, end: end) { _ in
            "screenshot: not kept in an SSH session (F12 works in a local run)"
        }
        terminal.close()
    }
}

/// Closes a connection the idle handler found quiet.
private final class QuietConnectionCloser: ChannelInboundHandler, Sendable {
    typealias InboundIn = NIOAny

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if event is IdleStateHandler.IdleStateEvent {
            context.close(promise: nil)
        } else {
            context.fireUserInboundEventTriggered(event)
        }
    }
}
