import RouterCore
import Synchronization
import TUIShell

/// The pages' sessions of one server by token: a page that names a token this server holds,
/// whose socket dropped, comes back to its app; any other page gets a new app.
final class PageSessions: Sendable {
    private let context: ServeContext
    private let sessions = Mutex<[String: PageSession]>([:])
    private let connections = Atomic(0)
    private let socketsOpen = Atomic(0)

    init(context: ServeContext) { self.context = context }

    /// Whether no page's socket is open: each has had its last message.
    var areClosed: Bool { socketsOpen.load(ordering: .relaxed) == 0 }

    /// How many sessions wait for their page.
    var detachedCount: Int { sessions.withLock { $0.values.count(where: \.isDetached) } }

    /// Whether `token` names a session here (a reattach a draining server still takes).
    func holds(_ token: String?) -> Bool {
        guard let token else { return false }
        return sessions.withLock { $0[token] != nil }
    }

    /// Serves one WebSocket: the session its token names when that one waits for its page, else
    /// a new app at the start's link, within the limits; until the socket closes or the session
    /// ends.
    func serve(_ start: SessionStart, from address: String, on socket: PageSocket) async {
        let connection = connections.add(1, ordering: .relaxed).newValue
        socketsOpen.add(1, ordering: .relaxed)
        defer { socketsOpen.subtract(1, ordering: .relaxed) }
        let session: PageSession
        if let waiting = start.token.flatMap({ token in sessions.withLock { $0[token] } }),
            waiting.claim(for: connection)
        {
            context.metrics.reattached()
            session = waiting
            // A page that comes back while the server drains is told again.
            if context.drain.isDraining { await session.tellDraining() }
        } else if let refusal = context.enter(from: address) {
            await socket.close(refusal)
            return
        } else {
            session = await begin(start, from: address)
            _ = session.claim(for: connection)
        }
        let grace = context.settings.reattachGrace
        await socket.run(session, size: start.size, context: context)
        guard session.ending.reason == nil, let detachment = await session.detach(connection) else { return }
        guard grace > .zero else { return await session.end(.pageClosed) }
        Task {
            try? await Task.sleep(for: grace)
            if session.isStillDetached(since: detachment) { await session.end(.expired) }
        }
    }

    /// A new session: its app runs until it quits or the session ends, then gives its place back.
    private func begin(_ start: SessionStart, from address: String) async -> PageSession {
        let secret = (0..<4).map { _ in String(UInt32.random(in: .min ... .max), radix: 16) }
            .map { String(repeating: "0", count: 8 - $0.count) + $0 }.joined()
        let token = context.settings.serverID.map { $0 + "-" + secret } ?? secret
        let terminal = await WebTerminal(size: start.size)
        let session = PageSession(token: token, address: address, terminal: terminal)
        sessions.withLock { $0[token] = session }
        context.metrics.started(.page)
        Task { [context] in
            await runApp(session, open: start.open, context: context)
            session.ending.record(.appQuit)
            session.finish()
            sessions.withLock { _ = $0.removeValue(forKey: token) }
            context.leave(from: address)
            context.metrics.ended(.page, session.ending.reason ?? .appQuit)
        }
        return session
    }

    @MainActor
    private func runApp(_ session: PageSession, open: String?, context: ServeContext) async {
        let app = context.makeApp()
        let terminal = session.terminal
        terminal.topURL = { [weak app] in app?.window.topScreen?.url }
        terminal.meter = FrameMeter(metrics: context.metrics)
        let screenshot: @MainActor (String) -> String = { [weak terminal] svg in
            terminal?.sendMessage(JSONValue.object([("type", .string("screenshot")), ("svg", .string(svg))]).jsonText)
            return "screenshot: downloaded by the page"
        }
        session.setDrainNotice { [weak app] in
            await MainActor.run { context.announceDrain(on: app, movesElsewhere: true) }
        }
        await context.runListed(
            app, on: terminal, open: open, announce: { await session.tellDraining() }, end: { await session.end($0) },
            screenshot: screenshot)
        terminal.close()
    }
}
