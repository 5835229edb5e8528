import NIOCore
import NIOPosix
import NIOSSH
import TUIShell

/// The SSH side of ``TUIServer``: each session with a PTY runs an app of its own on that
/// terminal, within the same session limit and idle timeout as the pages.
struct SSHServer {
    let settings: ServeSettings
    let ssh: SSHSettings
    let hostKey: NIOSSHPrivateKey
    let authorization: SSHAuthorization
    let gate: SessionGate
    let makeApp: @MainActor @Sendable () -> ShellApp

    /// Starts listening; the channel it returns is closed to stop. A connection that sends
    /// nothing for the idle timeout is closed (one that never logs in, `ssh -N`, a subsystem).
    func listen() async throws -> Channel {
        let bootstrap = ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .serverChannelOption(ChannelOptions.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { [self] channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandlers([
                        IdleStateHandler(readTimeout: TimeAmount.seconds(settings.idleTimeout.components.seconds)),
                        QuietConnectionCloser(),
                        NIOSSHHandler(
                            role: .server(.init(hostKeys: [hostKey], userAuthDelegate: authorization)),
                            allocator: channel.allocator,
                            inboundChildChannelInitializer: { child, type in
                                guard case .session = type else {
                                    return child.eventLoop.makeFailedFuture(ChannelError.operationUnsupported)
                                }
                                return child.eventLoop.makeCompletedFuture {
                                    try child.pipeline.syncOperations.addHandler(
                                        SSHSessionHandler { channel, size, events in
                                            Task { await session(on: channel, size: size, events: events) }
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
        on channel: Channel, size: (width: Int, height: Int), events: AsyncStream<SSHSessionHandler.Event>
    )
        async
    {
        let write: @Sendable ([UInt8]) -> Void = { bytes in
            channel.writeAndFlush(
                SSHChannelData(type: .channel, data: .byteBuffer(ByteBuffer(bytes: bytes))), promise: nil)
        }
        guard gate.enter() else {
            write(Array("tuishell: \(SessionEnd.full(limit: gate.limit).reason)\r\n".utf8))
            try? await channel.close()
            return
        }
        defer { gate.leave() }
        let terminal = await SSHTerminal(
            size: size,
            send: write)
        let activity = ActivityClock()
        let ending = SessionEnding()
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                for await event in events {
                    activity.touch()
                    switch event {
                    case .bytes(let bytes): await terminal.receive(bytes)
                    case .resize(let width, let height): await terminal.resize(width: width, height: height)
                    case .closed: break
                    }
                }
                ending.record(.pageClosed)
                await terminal.close()
            }
            group.addTask {
                await IdleWatchdog(timeout: settings.idleTimeout).watch(activity) {
                    ending.record(.idle(settings.idleTimeout))
                    await terminal.close()
                }
            }
            await runApp(on: terminal)
            ending.record(.appQuit)
            if let end = ending.reason, end != .appQuit, end != .pageClosed {
                write(Array("tuishell: \(end.reason)\r\n".utf8))
            }
            try? await channel.triggerUserOutboundEvent(SSHChannelRequestEvent.ExitStatus(exitStatus: 0)).get()
            try? await channel.close()
            group.cancelAll()
        }
    }

    @MainActor
    private func runApp(on terminal: SSHTerminal) async {
        await RemoteSession.run(makeApp(), on: terminal, open: nil, animated: settings.animated) { _ in
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
