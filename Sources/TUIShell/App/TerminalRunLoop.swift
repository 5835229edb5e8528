/// The interactive event loop, on any ``Terminal``: draw, wait for input (briefly while
/// animating), advance the clock by the real time that passed, handle the input, apply deep
/// links — until quit or a termination signal.
@MainActor
package final class TerminalRunLoop {
    private let app: ShellApp
    private let terminal: any Terminal
    /// Where messages from `tuishell openurl` / `push` come from, once there is a socket; each
    /// arrival wakes the terminal's wait for input, when it has a waker.
    var deepLinks: DeepLinkServer? {
        didSet {
            guard let waker = terminal.waker else { return }
            deepLinks?.onArrival { waker.wake() }
        }
    }
    private let recorder: SessionRecorder?

    /// Creates a loop for `app` on `terminal`, taking messages from `deepLinks` when given and
    /// writing everything down in `recorder` when given.
    package init(
        app: ShellApp, terminal: any Terminal, deepLinks: DeepLinkServer? = nil, recorder: SessionRecorder? = nil
    ) {
        self.app = app
        self.terminal = terminal
        self.recorder = recorder
        defer { self.deepLinks = deepLinks }
    }

    /// Runs until the user quits or the terminal goes away (0) or a signal arrives (128 + its number). The terminal is
    /// restored before this returns.
    ///
    /// - Parameter afterFirstFrame: what start-up can wait until the first frame is on screen
    ///   (restoring, links given at start, the socket): it runs once, right after that frame.
    package func run(afterFirstFrame: () async -> Void = {}) async throws(TerminalError) -> Int32 {
        try terminal.start()
        defer { terminal.stop() }
        let size = terminal.size
        app.resize(width: size.width, height: size.height)
        recorder?.begin(width: size.width, height: size.height)
        if terminal.narrates, app.narrator == nil { app.narrator = Narrator() }
        show()
        await afterFirstFrame()
        let clock = ContinuousClock()
        var lastTick = clock.now
        var frame = FrameNeed()
        while !app.isQuitRequested, !terminal.isClosed, TerminalSignals.received == 0 {
            // A frame when something may have changed; an idle app (a served one among a
            // thousand) costs a render every `FrameNeed.quietLimit` turns, not every turn.
            if frame.isDue(animating: app.window.animator.active != nil, requested: app.isFrameRequested) {
                app.isFrameRequested = false
                // A frame nothing asked for (the quiet turns' safety net) is not narrated: a
                // thousand idle pages would pay for it; the next frame something asked for says
                // whatever changed meanwhile.
                show(narrating: !frame.isQuietOnly)
            }
            // A terminal with a waker ends its wait when a link arrives; on one without, links are
            // polled between keys, so a message waits at most 40 ms.
            let longestIdle = deepLinks == nil || terminal.waker != nil ? 250 : 40
            let animator = app.window.animator
            let idle = animator.active != nil ? 16 : min(longestIdle, animator.clock.timeUntilNextTimer ?? longestIdle)
            let input = await terminal.read(timeout: max(1, idle))
            let now = clock.now
            let elapsed = lastTick.duration(to: now)
            lastTick = now
            let milliseconds = Int(
                elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000)
            if app.advance(by: milliseconds) { frame.changed() }
            recorder?.elapse(milliseconds)
            if let input {
                frame.changed()
                await handle(input)
                // Input already waiting (keys typed faster than frames are drawn, text sent
                // without bracketed paste) is handled before the next frame: a frame per key
                // made 9,000 typed characters cost 9,000 frames. A frame still comes at least
                // every `batchLimit`, so the screen follows a long stream. A narrated terminal
                // hears every key's effect: each focus move is a line.
                let batchEnd = now.advanced(by: terminal.showsFrames ? Self.batchLimit : .zero)
                while !app.isQuitRequested, clock.now < batchEnd, let waiting = await terminal.read(timeout: 0) {
                    await handle(waiting)
                }
            }
            // Background work applies its result on the main actor between turns: while any
            // runs, and for one turn after, every turn draws.
            frame.working(!(app.window.services?.work.isIdle ?? true))
            // Links a timer or background work asked for (a screen's `open`) go now, not at the
            // next key.
            await app.navigator.settle()
            for delivery in deepLinks?.takeDeliveries() ?? [] {
                // One whose sender stopped waiting is dropped: it was reported as never applied.
                guard delivery.beginApplying() else { continue }
                frame.changed()
                recorder?.record(delivery.message)
                delivery.reply(await app.receive(delivery.message))
            }
            await Task.yield()
        }
        // A narrated session ends with what its last keys did (its input ran out) or a word
        // that it quit, not in silence.
        if terminal.narrates, let narrator = app.narrator {
            if app.isQuitRequested {
                terminal.announce(narrator.farewell(app, frame: app.render()))
            } else {
                show()
            }
        }
        if app.isQuitRequested { recorder?.endedByQuitting() }
        return TerminalSignals.received == 0 ? 0 : 128 + TerminalSignals.received
    }

    /// Draws the frame on a terminal that shows frames, and says what changed on one that
    /// narrates (a served page does both).
    private func show(narrating: Bool = true) {
        let grid = app.render()
        if terminal.showsFrames { terminal.draw(grid, appearance: app.appearance) }
        if narrating, let narrator = app.narrator { terminal.announce(narrator.update(app, frame: grid)) }
    }

    /// How long input that keeps arriving may hold back the next frame.
    private static let batchLimit = Duration.milliseconds(50)

    private func handle(_ input: TerminalInput) async {
        recorder?.record(input, in: app)
        switch input {
        case .key(let key): await app.handle(key)
        case .paste(let text): await app.paste(text)
        case .mouse(let event): await app.handle(event)
        case .resize(let width, let height): app.resize(width: width, height: height)
        }
        recorder?.handled(by: app)
    }
}

/// Whether the run loop's next turn draws: after anything that may change the screen (input,
/// a timer, a link, background work, an animation, a frame asked for from outside), and
/// otherwise every `quietLimit` turns, so a change no one announced still shows within seconds.
struct FrameNeed {
    /// Quiet turns between frames nothing asked for: at most 250 ms each, so about two seconds.
    static let quietLimit = 8

    private var pending = true
    private var quietTurns = 0
    private var wasWorking = false
    /// Whether the last frame due was due only because the quiet turns ran out.
    private(set) var isQuietOnly = false

    /// Something changed: the next turn draws.
    mutating func changed() { pending = true }

    /// Background work is running (`true`) or not: a turn while it runs and the turn after it
    /// ended draw, since it applies its result between turns.
    mutating func working(_ isWorking: Bool) {
        if isWorking || wasWorking { pending = true }
        wasWorking = isWorking
    }

    /// Whether this turn draws; counts the quiet turns.
    mutating func isDue(animating: Bool, requested: Bool) -> Bool {
        quietTurns += 1
        guard pending || animating || requested || quietTurns >= Self.quietLimit else { return false }
        isQuietOnly = !(pending || animating || requested)
        pending = false
        quietTurns = 0
        return true
    }
}
