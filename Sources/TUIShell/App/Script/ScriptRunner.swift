import RouterCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Runs a `tuishell script` against an app on the in-memory terminal, with virtual time.
///
/// Exit status: 0 when every line ran, 1 when an `expect` failed (the screen is printed), 2 for a
/// malformed line (nothing runs).
@MainActor
package final class ScriptRunner {
    private let app: ShellApp
    private let write: (String) -> Void
    private let writeError: (String) -> Void
    private let deliverPush: (String) async -> ShellError?
    private var printLifecycle = false
    private let narrator = Narrator()
    /// The lines narration announced since the last `narration` line.
    private var narration: [String] = []

    /// Creates a runner.
    ///
    /// - Parameters:
    ///   - write: receives stdout lines.
    ///   - writeError: receives stderr lines.
    ///   - deliverPush: handles a `push` line's file or JSON; returns the error, if any.
    package init(
        app: ShellApp, write: @escaping (String) -> Void, writeError: @escaping (String) -> Void,
        deliverPush: @escaping (String) async -> ShellError?
    ) {
        self.app = app
        self.write = write
        // Every error line echoes input (URLs, file names, expected text): escape it once, here.
        self.writeError = { writeError($0.escapingControlCharacters) }
        self.deliverPush = deliverPush
    }

    /// Runs `script`; returns the exit status.
    package func run(_ script: String) async -> Int32 {
        var commands: [(line: Int, command: ScriptLine)] = []
        // Any line break ends a line: "\r\n" is one Character in Swift, so splitting on "\n"
        // alone would run a CRLF script as one long line.
        for (index, line) in script.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            do throws(ScriptError) {
                if let command = try ScriptLine.parse(String(line)) { commands.append((index + 1, command)) }
            } catch {
                writeError("error: invalidScript: line \(index + 1): \(error.message)")
                return 2
            }
        }
        _ = app.events.drain()
        // Narration listens when the script reads it (its keys join the footer and help then).
        if commands.contains(where: { $0.command == .narration }) { app.narrator = narrator }
        // What the first screens started off the main actor lands before the first line.
        _ = await app.settleWork(timeout: .seconds(10))
        narrate()
        for (line, command) in commands {
            if let status = await execute(command, line: line) { return status }
            // What screens started off the main actor lands before the next line reads the screen.
            _ = await app.settleWork(timeout: .seconds(10))
            flushEvents()
            narrate()
            if app.isQuitRequested { return 0 }
        }
        return 0
    }

    /// Collects what narration says now, as the run loop would after a turn.
    private func narrate() {
        guard app.narrator != nil else { return }
        narration += narrator.update(app, frame: app.render()).lines
    }

    private func execute(_ command: ScriptLine, line: Int) async -> Int32? {
        switch command {
        case .open(let url, let origin):
            if let error = await app.open(url, origin: origin) { writeError("error: \(error)") }
        case .push(let source):
            if let error = await deliverPush(source) { writeError("error: \(error)") }
        case .keys(let keys):
            for key in keys {
                await app.handle(key)
                flushEvents()
                // Each key is a turn: a focus that moves twice is said twice.
                narrate()
                if app.isQuitRequested { return 0 }
            }
        case .type(let text):
            for character in text { await app.handle(.character(character)) }
        case .wait(let milliseconds):
            app.advance(by: milliseconds)
        case .resize(let width, let height):
            app.resize(width: width, height: height)
        case .expect(let text, let present):
            if screenShows(text) != present {
                app.window.animator.finish()
                if screenShows(text) != present {
                    flushEvents()
                    writeError(
                        "error: expect failed at line \(line): the screen \(present ? "does not show" : "shows") '\(text)'"
                    )
                    printScreen()
                    return 1
                }
            }
        case .screen:
            printScreen()
        case .stack:
            write(app.window.snapshot.jsonText)
        case .mouse(let event):
            await app.handle(event)
        case .screenshot(let path):
            if let error = OutputFile.write(app.screenshot(), to: path) {
                writeError("error: screenshotFailed: \(error.message)")
            }
        case .narration:
            narration.forEach(write)
            narration = []
        case .lifecycle(let on):
            flushEvents()
            printLifecycle = on
        }
        return nil
    }

    private func screenShows(_ text: String) -> Bool {
        let frame = app.render()
        return frame.lines.contains { $0.contains(text) }
    }

    private func printScreen() {
        write("--- screen ---")
        for line in app.render().lines { write(line) }
        write("--- end ---")
    }

    private func flushEvents() {
        let lines = app.events.drain()
        if printLifecycle { lines.forEach(write) }
    }
}
