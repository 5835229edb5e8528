import HummingbirdWebSocket
import TUIShell

/// One WebSocket of a page: its messages go to the session's app within the limits, the
/// session's messages come back, until the socket closes (the session waits for its page) or
/// the session ends (the page is told why).
struct PageSocket {
    let inbound: WebSocketInboundStream
    let outbound: WebSocketOutboundWriter

    /// Refuses the page: a close frame with the reason.
    func close(_ end: SessionEnd) async {
        try? await outbound.close(.init(codeNumber: Int(end.code)), reason: end.reason)
    }

    /// Carries `session` for as long as this socket is open and the session runs.
    func run(_ session: PageSession, size: (width: Int, height: Int), context: ServeContext) async {
        let (messages, sender) = AsyncStream.makeStream(of: String.self)
        await session.connect(sender, size: size, grace: context.settings.reattachGrace)
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                await read(into: session, settings: context.settings)
                // The socket closed: the writer stops, and the session waits for its page.
                sender.finish()
            }
            group.addTask {
                await IdleWatchdog(timeout: context.settings.idleTimeout).watch(session.activity) {
                    await session.end(.idle(context.settings.idleTimeout))
                }
            }
            // The writer: messages until the socket closes or the session ends, then the reason.
            for await message in messages {
                try? await outbound.write(.text(message))
            }
            if let end = session.ending.reason { await close(end) }
            group.cancelAll()
        }
    }

    /// Takes the page's messages until the socket closes or a message breaks a limit, which
    /// ends the session.
    private func read(into session: PageSession, settings: ServeSettings) async {
        var rate = RateWindow(limit: settings.maxMessagesPerSecond)
        var assembler = MessageAssembler(limit: settings.maxMessageBytes)
        do {
            for try await frame in inbound {
                session.activity.touch()
                let text: String?
                do throws(SessionEnd) {
                    text = try assembler.add(frame)
                } catch {
                    return await session.end(error)
                }
                guard let text else { continue }
                guard rate.admit() else { return await session.end(.tooFast(limit: settings.maxMessagesPerSecond)) }
                do throws(PageInput.Failure) {
                    await session.terminal.deliver(try PageInput.read(text))
                } catch {
                    return await session.end(.badMessage(error.message))
                }
            }
        } catch {
            // The connection broke under the frames: the page is gone, perhaps for a moment.
        }
    }
}
