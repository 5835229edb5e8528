/// Narration: what a sighted user sees change, said as lines of plain text — a screen opened,
/// closed or shown again and how, the focus as it moves, a dialog's question and choices, a
/// message, a notification, a link from outside. The same lines go to a narrated terminal, over
/// SSH, to the served page's live region and to `tuishell script`'s `narration` command.
///
/// The run loop (or the script runner) asks for an ``update(_:frame:)`` after each turn; the
/// narrator compares the app with the snapshot of the last update and says the difference.
@MainActor
package final class Narrator {
    /// Ctrl+R (or F2) says the last announcement again.
    static let repeatKeys: Set<Key> = [.control("r"), .function(2)]
    /// Ctrl+T (or F3, for a browser, which keeps Ctrl+T) reads the whole screen: title, content,
    /// focus, dialogs, messages and keys.
    static let readKeys: Set<Key> = [.control("t"), .function(3)]

    /// The keys narration adds, for the footer and `?`.
    static let bindings = [
        KeyBinding(
            .control("r"), .function(2), action: "repeat", explanation: "say the last announcement again",
            secondary: true),
        KeyBinding(
            .control("t"), .function(3), action: "read screen", explanation: "read the whole screen", secondary: true),
    ]

    private var last: NarrationSnapshot?
    private var pending: [String] = []
    /// What each screen that speaks for itself last said of itself, so a line it gains is said
    /// when the user is there to hear it: on the same screen, or coming back to it ("Paid").
    private var heardSummaries: [ScreenID: [String]] = [:]
    /// Whether a key was pressed since the last update: one that changed nothing hears the focus
    /// again.
    private var keyPressed = false
    /// What Ctrl+R asked to hear again: said first, and not itself the next thing to repeat.
    private var repeated: [String] = []
    /// The lines of the last update that said something, which Ctrl+R says again.
    private(set) var lastAnnouncement: [String] = []

    package init() {}

    /// Takes `key` when it is one of narration's (Ctrl+R, Ctrl+T); whether it did. What it
    /// asks for is said at the next update.
    func take(_ key: Key, in app: ShellApp) -> Bool {
        if Self.repeatKeys.contains(key) {
            repeated += lastAnnouncement.isEmpty ? ["Nothing announced yet"] : lastAnnouncement
        } else if Self.readKeys.contains(key) {
            pending += ScreenReading.lines(of: app)
        } else {
            keyPressed = true
            return false
        }
        return true
    }

    /// Says `line` at the next update, before what changed: a link that arrived from outside.
    func note(_ line: String) {
        pending.append(line)
    }

    /// The last words of a session that quit: said instead of what quitting closed.
    package func farewell(_ app: ShellApp, frame: CellGrid) -> NarrationUpdate {
        NarrationUpdate(
            lines: ["Quit \(app.name)"], outline: outline(NarrationSnapshot(app: app), frame: frame))
    }

    /// What changed since the last update, as lines, and the outline of the screen now.
    package func update(_ app: ShellApp, frame: CellGrid) -> NarrationUpdate {
        let now = NarrationSnapshot(app: app)
        var lines = pending
        pending = []
        if let last {
            lines += changes(from: last, to: now)
        } else {
            lines.append("\(app.name), narrated: ? lists the keys, Ctrl+T reads the screen, Ctrl+R repeats")
            lines.append("Shown: \(now.topTitle) (\(NavigationNarration.tab(now.state)))")
            lines += now.screen.summary
            if let top = now.top, now.screenSpeaks { heardSummaries[top] = now.screen.summary }
            lines += overlayLines(now.overlays)
            if let focus = now.focus { lines.append(focus) }
        }
        // A key that changed nothing hears the focus again: the end of a list, a value refused,
        // are not silence.
        if lines.isEmpty, keyPressed, let focus = now.focus, now.focusOwner == last?.focusOwner {
            lines = [focus]
        }
        keyPressed = false
        last = now
        lines = lines.map(NarrationText.clean).filter { !$0.isEmpty }
        if !lines.isEmpty { lastAnnouncement = lines }
        defer { repeated = [] }
        return NarrationUpdate(lines: repeated + lines, outline: outline(now, frame: frame))
    }

    private func changes(from old: NarrationSnapshot, to new: NarrationSnapshot) -> [String] {
        var lines: [String] = []
        let closed = old.overlays.filter { shown in !new.overlays.contains { $0.overlay === shown.overlay } }
            .filter { $0.narration.role != .message }
        for shown in closed.reversed() { lines.append("Closed: \(shown.narration.title)") }
        lines += NavigationNarration.lines(from: old, to: new)
        lines += summaryLines(from: old, to: new)
        let opened = new.overlays.filter { shown in !old.overlays.contains { $0.overlay === shown.overlay } }
        lines += overlayLines(opened)
        // Each message shown since, even one the footer already showed: a second failure is news.
        let shown = new.messages.suffix(max(0, min(new.messagesShown - old.messagesShown, new.messages.count)))
        lines += shown.map(\.text)
        // A notification the closed overlay hid the keys from is still there: Enter is its now.
        for still in new.overlays where still.narration.role == .notification && !closed.isEmpty {
            if old.overlays.contains(where: { $0.overlay === still.overlay }) {
                lines.append(
                    "Still shown: "
                        + ([still.narration.introduction].compactMap { $0 } + still.narration.narration.summary).joined(
                            separator: ", "))
            }
        }
        // The focus, when it moved, or its owner changed or was uncovered (an alert or a
        // notification closed, a screen came back).
        let uncovered = !closed.isEmpty || new.focusOwner != old.focusOwner || new.top != old.top
        if let focus = new.focus, focus != old.focus || uncovered, !lines.contains(focus) { lines.append(focus) }
        return lines
    }

    /// What the top screen says of itself: all of its summary when it is new to the user (opened,
    /// or another tab's); else, for a screen that speaks for itself, the lines it gained since
    /// the user last heard it ("Paid: order #1" on the product paid for, a table's sort).
    private func summaryLines(from old: NarrationSnapshot, to new: NarrationSnapshot) -> [String] {
        guard let top = new.top else { return [] }
        let isReturn = old.titles[top] != nil && new.state.selectedTab == old.state.selectedTab
        for id in heardSummaries.keys where new.titles[id] == nil && id != top { heardSummaries[id] = nil }
        let summary = new.screen.summary
        let heard = heardSummaries[top] ?? (top == old.top ? old.screen.summary : nil)
        if new.screenSpeaks { heardSummaries[top] = summary }
        if top != old.top, !isReturn { return summary }
        guard new.screenSpeaks, let heard else { return [] }
        return summary.filter { !heard.contains($0) }
    }

    /// Overlays as they appear: what each is, and its summary (its focus follows, when it takes
    /// the keys).
    private func overlayLines(_ overlays: [NarrationSnapshot.ShownOverlay]) -> [String] {
        overlays.flatMap { shown in
            [shown.narration.introduction].compactMap { $0 } + shown.narration.narration.summary
        }
    }
}
