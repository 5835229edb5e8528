/// Writes an interactive session down as a `tuishell script` that replays it headlessly to the
/// same navigation: `resize` first, then keys (`key`, runs of typed characters as `type`),
/// pastes, clicks and wheel steps, resizes, links and pushes from outside (`open`, `push`), and
/// `wait` for the time that passed between them, so timers and animations line up. (Pauses under
/// ``typingPause`` inside a run of typed characters are added up after the run, which keeps a
/// typed word on one line.) The keys that quit end the session, not the script: they are left
/// out, so a script ends on the state the session ended on.
@MainActor
package final class SessionRecorder {
    /// The script so far, one line each.
    package private(set) var lines: [String] = []
    private var pendingWait = 0
    private var typed = ""
    private var waitInTyping = 0
    private let linksAtStart: [String]
    /// Where the lines that asked to quit begin, while the quit confirmation is up.
    private var quitStart: Int?
    private var linesBeforeInput = 0

    /// The longest pause inside a run of typed characters that does not end the run.
    package static let typingPause = 50

    /// Creates a recorder; `linksAtStart` are the links the app opened before its first frame
    /// (`--open`), replayed right after the size.
    package init(linksAtStart: [String] = []) {
        self.linksAtStart = linksAtStart
    }

    /// Begins the script with the terminal's size and the links opened at start.
    package func begin(width: Int, height: Int) {
        lines = ["resize \(width)x\(height)"] + linksAtStart.map { "open \($0)" }
    }

    /// Time passed: it becomes a `wait` before the next line.
    package func elapse(_ milliseconds: Int) {
        pendingWait += max(0, milliseconds)
    }

    /// An input, recorded before `app` handles it (a paste depends on where it lands).
    package func record(_ input: TerminalInput, in app: ShellApp) {
        linesBeforeInput = lines.count
        switch input {
        case .key(.character(let character)) where character != " " && !character.isWhitespace:
            if !typed.isEmpty, pendingWait < Self.typingPause {
                waitInTyping += pendingWait
                pendingWait = 0
            }
            flushWait()
            typed.append(character)
        case .key(let key): append("key \(key.scriptName)")
        case .paste(let text): recordPaste(text, in: app)
        case .mouse(let event):
            switch event.kind {
            case .click: append("click \(event.column) \(event.row)")
            case .wheelUp: append("scroll up \(event.column) \(event.row)")
            case .wheelDown: append("scroll down \(event.column) \(event.row)")
            }
        case .resize(let width, let height): append("resize \(width)x\(height)")
        }
    }

    /// Called after `app` handled the input: notes whether it asked to quit.
    package func handled(by app: ShellApp) {
        if app.overlays.contains(QuitConfirmation.self) {
            guard quitStart == nil else { return }
            // A typed `q` ends its run of typing, so the characters before it stay.
            if let last = typed.popLast() {
                flushTyped()
                linesBeforeInput = lines.count
                typed.append(last)
            }
            quitStart = linesBeforeInput
        } else if !app.isQuitRequested {
            quitStart = nil
        }
    }

    /// Leaves out the lines since the quit was asked for (the session ended there).
    package func endedByQuitting() {
        flushTyped()
        if let quitStart, quitStart <= lines.count { lines.removeLast(lines.count - quitStart) }
        pendingWait = 0
    }

    /// A message from `tuishell openurl` or `push`.
    package func record(_ message: DeepLinkMessage) {
        switch message {
        case .openURL(let url): append("open \(url)")
        // A JSON payload has no line break outside its strings, and none inside them.
        case .push(let text): append("push " + text.split(whereSeparator: \.isNewline).joined(separator: " "))
        }
    }

    /// The script, ending with the time that passed after the last input.
    package var script: String {
        flushTyped()
        flushWait()
        return lines.joined(separator: "\n") + "\n"
    }

    /// A paste replays as typing: into the command bar it opens when nothing else takes text
    /// (`key :` first), whose first line break submits it and drops the rest, as a paste does.
    private func recordPaste(_ text: String, in app: ShellApp) {
        let opensCommandBar = app.overlays.keyTaker == nil && app.window.topScreen?.isEditingText != true
        if opensCommandBar { append("key :") }
        let intoCommandBar = opensCommandBar || app.overlays.keyTaker is CommandBar
        let firstLine = text.prefix { !$0.isNewline }
        let kept = intoCommandBar ? String(firstLine) : text.filter { !$0.isNewline }
        for (index, piece) in kept.split(separator: " ", omittingEmptySubsequences: false).enumerated() {
            if index > 0 { append("key space") }
            if !piece.isEmpty { append("type \(piece)") }
        }
        if intoCommandBar, firstLine.count < text.count { append("key enter") }
    }

    private func append(_ line: String) {
        flushTyped()
        flushWait()
        lines.append(line)
    }

    private func flushTyped() {
        guard !typed.isEmpty else { return }
        lines.append("type \(typed)")
        typed = ""
        appendWait(waitInTyping)
        waitInTyping = 0
    }

    private func flushWait() {
        guard pendingWait > 0 else { return }
        flushTyped()
        appendWait(pendingWait)
        pendingWait = 0
    }

    /// A `wait` line, or more time on the `wait` line just written.
    private func appendWait(_ milliseconds: Int) {
        guard milliseconds > 0 else { return }
        if let last = lines.last, last.hasPrefix("wait "), let earlier = Int(last.dropFirst(5).dropLast(2)) {
            lines[lines.count - 1] = "wait \(earlier + milliseconds)ms"
        } else {
            lines.append("wait \(milliseconds)ms")
        }
    }
}
