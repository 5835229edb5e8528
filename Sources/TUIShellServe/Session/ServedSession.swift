import HummingbirdWebSocket
import RouterCore
import TUIShell

/// One visitor's app for as long as their page stays: the app runs on a ``WebTerminal`` on the
/// main actor, a reader takes the page's messages (within the limits), a writer sends frames,
/// and a watchdog ends the session when the page goes quiet. Whichever ends it first gives the
/// reason the page shows.
struct ServedSession {
    let start: SessionStart
    let settings: ServeSettings
    let makeApp: @MainActor @Sendable () -> ShellApp

    func run(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter) async {
        let ending = SessionEnding()
        let activity = ActivityClock()
        let (messages, sender) = AsyncStream.makeStream(of: String.self)
        let terminal = await WebTerminal(size: start.size) { sender.yield($0) }
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                await runApp(on: terminal)
                ending.record(.appQuit)
                sender.finish()
            }
            group.addTask { await read(inbound, into: terminal, ending: ending, activity: activity) }
            group.addTask {
                await IdleWatchdog(timeout: settings.idleTimeout).watch(activity) {
                    ending.record(.idle(settings.idleTimeout))
                    await terminal.close()
                }
            }
            // The writer: frames until the app is done, then the reason, which ends the page's side.
            for await message in messages {
                try? await outbound.write(.text(message))
            }
            let end = ending.reason ?? .appQuit
            try? await outbound.close(.init(codeNumber: Int(end.code)), reason: end.reason)
            group.cancelAll()
        }
    }

    @MainActor
    private func runApp(on terminal: WebTerminal) async {
        let app = makeApp()
        terminal.topURL = { [weak app] in app?.window.topScreen?.url }
        await RemoteSession.run(app, on: terminal, open: start.open, animated: settings.animated) {
            [weak terminal] svg in
            terminal?.sendMessage(JSONValue.object([("type", .string("screenshot")), ("svg", .string(svg))]).jsonText)
            return "screenshot: downloaded by the page"
        }
        terminal.close()
    }

    /// Takes the page's messages until it closes or breaks a limit.
    private func read(
        _ inbound: WebSocketInboundStream, into terminal: WebTerminal, ending: SessionEnding, activity: ActivityClock
    ) async {
        var rate = RateWindow(limit: settings.maxMessagesPerSecond)
        var assembler = MessageAssembler(limit: settings.maxMessageBytes)
        var end = SessionEnd.pageClosed
        do {
            for try await frame in inbound {
                activity.touch()
                let text: String?
                do throws(SessionEnd) {
                    text = try assembler.add(frame)
                } catch {
                    end = error
                    break
                }
                guard let text else { continue }
                guard rate.admit() else {
                    end = .tooFast(limit: settings.maxMessagesPerSecond)
                    break
                }
                do throws(PageInput.Failure) {
                    await terminal.deliver(try PageInput.read(text))
                } catch {
                    end = .badMessage(error.message)
                    break
                }
            }
        } catch {
            // The connection broke under the frames: the page is gone.
        }
        ending.record(end)
        await terminal.close()
    }
}
