import NIOCore
import NIOSSH
import TUIShell

/// One SSH session channel: it waits for a PTY request and a shell request, then runs an app on
/// an ``SSHTerminal`` of that size until the app quits or the client leaves. Window changes
/// resize it; a session without a PTY is told how to ask for one. A `dumb` PTY, or the
/// environment's `TUISHELL_NARRATE`, asks for a narrated terminal (``NarrationRequest``).
final class SSHSessionHandler: ChannelInboundHandler, @unchecked Sendable {
    typealias InboundIn = SSHChannelData

    /// What reaches the app, in the order the client sent it.
    enum Event: Sendable {
        case bytes([UInt8])
        case resize(width: Int, height: Int)
        case closed
    }

    /// The terminal the client asked for before its shell.
    struct Start: Sendable {
        /// The PTY's size in cells.
        var size: (width: Int, height: Int)
        /// Whether it is narrated rather than drawn on.
        var narrated: Bool
    }

    private let run: @Sendable (Channel, Start, AsyncStream<Event>) -> Void
    private var size: (width: Int, height: Int)?
    private var narration = NarrationRequest()
    private var events: AsyncStream<Event>.Continuation?

    /// A handler that calls `run` with the channel, the terminal asked for and the client's
    /// events once the shell starts.
    init(run: @escaping @Sendable (Channel, Start, AsyncStream<Event>) -> Void) {
        self.run = run
    }

    func handlerAdded(context: ChannelHandlerContext) {
        _ = context.channel.setOption(ChannelOptions.allowRemoteHalfClosure, value: true)
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        switch event {
        case let request as SSHChannelRequestEvent.PseudoTerminalRequest:
            size = (request.terminalCharacterWidth, request.terminalRowHeight)
            narration.terminal(request.term)
            if request.wantReply { context.triggerUserOutboundEvent(ChannelSuccessEvent(), promise: nil) }
        case let request as SSHChannelRequestEvent.ShellRequest:
            if request.wantReply { context.triggerUserOutboundEvent(ChannelSuccessEvent(), promise: nil) }
            guard let size, events == nil else {
                refuse(context, saying: "tuishell needs a terminal: connect with ssh -t", on: .channel)
                return
            }
            let (stream, continuation) = AsyncStream.makeStream(of: Event.self)
            events = continuation
            run(context.channel, Start(size: size, narrated: narration.isNarrated), stream)
        case let request as SSHChannelRequestEvent.EnvironmentRequest where request.name == NarrationRequest.variable:
            // Only this variable means anything here; the others are ignored, as before.
            narration.environment(request.name, request.value)
            if request.wantReply { context.triggerUserOutboundEvent(ChannelSuccessEvent(), promise: nil) }
        case let request as SSHChannelRequestEvent.WindowChangeRequest:
            events?.yield(.resize(width: request.terminalCharacterWidth, height: request.terminalRowHeight))
        case let request as SSHChannelRequestEvent.SubsystemRequest:
            // sftp and the like: said at once, rather than held until the idle timeout.
            if request.wantReply { context.triggerUserOutboundEvent(ChannelSuccessEvent(), promise: nil) }
            refuse(
                context,
                saying:
                    "tuishell runs no subsystems (\(request.subsystem.escapingControlCharacters)): connect with ssh -t")
        case let request as SSHChannelRequestEvent.ExecRequest:
            // Accepted, so the client shows the reason, then ended with status 1.
            if request.wantReply { context.triggerUserOutboundEvent(ChannelSuccessEvent(), promise: nil) }
            refuse(context, saying: "tuishell runs no commands: connect with ssh -t")
        default:
            context.fireUserInboundEventTriggered(event)
        }
    }

    /// Says why on the channel (so the client shows it), then ends the session with status 1.
    private func refuse(
        _ context: ChannelHandlerContext, saying reason: String, on type: SSHChannelData.DataType = .stdErr
    ) {
        let data = SSHChannelData(type: type, data: .byteBuffer(ByteBuffer(string: reason + "\r\n")))
        context.writeAndFlush(NIOAny(data), promise: nil)
        context.triggerUserOutboundEvent(SSHChannelRequestEvent.ExitStatus(exitStatus: 1), promise: nil)
        context.close(promise: nil)
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let message = unwrapInboundIn(data)
        guard case .channel = message.type, case .byteBuffer(let buffer) = message.data else { return }
        events?.yield(.bytes(Array(buffer.readableBytesView)))
    }

    func channelInactive(context: ChannelHandlerContext) {
        events?.yield(.closed)
        events?.finish()
        context.fireChannelInactive()
    }
}
