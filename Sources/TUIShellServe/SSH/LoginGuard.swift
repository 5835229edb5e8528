import NIOCore
import NIOSSH
import Synchronization

/// The SSH connections of each address that have not logged in yet, within a cap.
final class LoginLedger: Sendable {
    let limitPerAddress: Int
    private let pending = Mutex<[String: Int]>([:])

    init(limitPerAddress: Int) { self.limitPerAddress = limitPerAddress }

    /// Counts a connection from `address` that has yet to log in; false when the address has
    /// its share already.
    func admit(_ address: String) -> Bool {
        pending.withLock { pending in
            let held = pending[address, default: 0]
            guard held < limitPerAddress else { return false }
            pending[address] = held + 1
            return true
        }
    }

    /// A connection from `address` logged in or went away.
    func release(_ address: String) {
        pending.withLock { pending in
            let held = pending[address, default: 1] - 1
            pending[address] = held > 0 ? held : nil
        }
    }
}

/// Guards one SSH connection until it logs in: refused at once when its address has too many
/// connections logging in (with a line before the SSH banner, which `ssh -v` shows), closed
/// when it has not logged in within the timeout. Goes first in the connection's pipeline.
final class LoginGuard: ChannelInboundHandler, @unchecked Sendable {
    typealias InboundIn = NIOAny

    private let ledger: LoginLedger
    private let timeout: Duration
    private let metrics: ServeMetrics
    // Touched on the connection's event loop only.
    private var address: String?
    private var deadline: Scheduled<Void>?

    init(ledger: LoginLedger, timeout: Duration, metrics: ServeMetrics) {
        self.ledger = ledger
        self.timeout = timeout
        self.metrics = metrics
    }

    func channelActive(context: ChannelHandlerContext) {
        let peer = context.channel.remoteAddress?.ipAddress ?? ""
        guard ledger.admit(peer) else {
            metrics.refused(.sshUnauthenticated)
            let line = "tuishell: too many connections from your address that have not logged in\r\n"
            context.writeAndFlush(NIOAny(ByteBuffer(string: line)), promise: nil)
            context.close(promise: nil)
            return
        }
        address = peer
        let nanoseconds = timeout.components.seconds * 1_000_000_000 + timeout.components.attoseconds / 1_000_000_000
        let loopBound = NIOLoopBound(context, eventLoop: context.eventLoop)
        deadline = context.eventLoop.scheduleTask(in: .nanoseconds(nanoseconds)) { [self] in
            guard address != nil else { return }
            metrics.refused(.sshLoginTimeout)
            loopBound.value.close(promise: nil)
        }
        context.fireChannelActive()
    }

    /// The connection logged in: it no longer counts against its address, and has no deadline.
    func loggedIn() {
        deadline?.cancel()
        deadline = nil
        if let address { ledger.release(address) }
        address = nil
    }

    func channelInactive(context: ChannelHandlerContext) {
        loggedIn()
        context.fireChannelInactive()
    }
}

/// Who may log in over one connection: the server's rule, and the connection's guard told once
/// it logged in.
struct GuardedAuthorization: NIOSSHServerUserAuthenticationDelegate {
    let authorization: SSHAuthorization
    let loginGuard: LoginGuard

    var supportedAuthenticationMethods: NIOSSHAvailableUserAuthenticationMethods {
        authorization.supportedAuthenticationMethods
    }

    func requestReceived(
        request: NIOSSHUserAuthenticationRequest, responsePromise: EventLoopPromise<NIOSSHUserAuthenticationOutcome>
    ) {
        responsePromise.futureResult.whenSuccess { [loginGuard] outcome in
            if case .success = outcome { loginGuard.loggedIn() }
        }
        authorization.requestReceived(request: request, responsePromise: responsePromise)
    }
}
