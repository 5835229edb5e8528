/// Narration: what a sighted user sees change, said as lines of plain text — a screen opened,
/// closed or shown again and how, the focus as it moves, a dialog's question and choices, a
/// message, a notification, a link from outside. The same lines go to a narrated terminal, over
/// SSH, to the served page's live region and to `tuishell script`'s `narration` command.
///
/// The run loop (or the script runner) asks for an ``update(_:frame:)`` after each turn; the
/// narrator compares the app with the snapshot of the last update and says the difference.
@MainActor
package final class Narrator {
    /// Ctrl+R says the last announcement again.
    static let repeatKey = Key.control("r")
    /// Ctrl+T reads the whole screen: title, content, focus, dialogs, messages and keys.
    static let readKey = Key.control("t")

    /// The keys narration adds, for the footer and `?`.
    static let bindings = [
        KeyBinding(repeatKey, action: "repeat", explanation: "say the last announcement again", secondary: true),
        KeyBinding(readKey, action: "read screen", explanation: "read the whole screen", secondary: true),
    ]

    private var last: NarrationSnapshot?
    private var pending: [String] = []
    /// What Ctrl+R asked to hear again: said first, and not itself the next thing to repeat.
    private var repeated: [String] = []
    /// The lines of the last update that said something, which Ctrl+R says again.
    private(set) var lastAnnouncement: [String] = []

    package init() {}

    /// Takes `key` when it is one of narration's (Ctrl+R, Ctrl+T); whether it did. What it
    /// asks for is said at the next update.
    func take(_ key: Key, in app: ShellApp) -> Bool {
        switch key {
        case Self.repeatKey: repeated += lastAnnouncement.isEmpty ? ["Nothing announced yet"] : lastAnnouncement
        case Self.readKey: pending += ScreenReading.lines(of: app)
        default: return false
        }
        return true
    }

    /// Says `line` at the next update, before what changed: a link that arrived from outside.
    func note(_ line: String) {
        pending.append(line)
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
            lines += overlayLines(now.overlays)
            if let focus = now.focus { lines.append(focus) }
        }
        last = now
        lines = lines.map(NarrationText.clean).filter { !$0.isEmpty }
        if !lines.isEmpty { lastAnnouncement = lines }
        defer { repeated = [] }
        return NarrationUpdate(lines: repeated + lines, outline: outline(now, app: app, frame: frame))
    }

    private func changes(from old: NarrationSnapshot, to new: NarrationSnapshot) -> [String] {
        var lines: [String] = []
        let closed = old.overlays.filter { shown in !new.overlays.contains { $0.overlay === shown.overlay } }
        for shown in closed.reversed() where shown.narration.role != .message {
            lines.append("Closed: \(shown.narration.title)")
        }
        let navigation = NavigationNarration.lines(from: old, to: new)
        lines += navigation
        // A screen the user comes back to is named, not described again; a new one, or a tab's,
        // is described.
        let isReturn = new.top.map { old.titles[$0] != nil } == true && new.state.selectedTab == old.state.selectedTab
        if new.top != old.top, !isReturn { lines += new.screen.summary }
        // The same screen, telling something new about itself: its new summary lines.
        if new.top == old.top, new.screenSpeaks {
            lines += new.screen.summary.filter { !old.screen.summary.contains($0) }
        }
        let opened = new.overlays.filter { shown in !old.overlays.contains { $0.overlay === shown.overlay } }
        lines += overlayLines(opened)
        for message in new.messages where !old.messages.contains(message) { lines.append(message.text) }
        // The focus, when it moved, or its owner changed (an alert closed, a screen came back).
        if let focus = new.focus, focus != old.focus || new.focusOwner != old.focusOwner || new.top != old.top {
            if !lines.contains(focus) { lines.append(focus) }
        }
        return lines
    }

    /// Overlays as they appear: what each is, and its summary (its focus follows, when it takes
    /// the keys).
    private func overlayLines(_ overlays: [NarrationSnapshot.ShownOverlay]) -> [String] {
        overlays.flatMap { shown in
            [shown.narration.introduction].compactMap { $0 } + shown.narration.narration.summary
        }
    }

    private func outline(_ now: NarrationSnapshot, app: ShellApp, frame: CellGrid) -> ScreenOutline {
        let dialogOverlay = now.overlays.last { $0.narration.isDialog }
        var dialog = dialogOverlay.map {
            ScreenOutline.Dialog(title: $0.narration.title, isAlert: $0.narration.role == .alert)
        }
        if dialog == nil, !now.state.modals.isEmpty {
            dialog = ScreenOutline.Dialog(title: now.topTitle, isAlert: false)
        }
        return ScreenOutline(
            title: now.topTitle, tabs: now.state.tabs.map(\.name), selectedTab: now.state.selectedTab,
            tabsCovered: !now.state.modals.isEmpty, dialog: dialog, focusRow: Self.focusRow(in: frame),
            focus: now.focus)
    }

    /// The row of the focus drawn by the topmost layer that marked one: an overlay's above the
    /// screen's.
    private static func focusRow(in frame: CellGrid) -> Int? {
        let marks = frame.regions.filter { $0.target == .focus }
        let top = marks.max { rank($0.layer) < rank($1.layer) }
        return top?.rect.y
    }

    private static func rank(_ layer: HitLayer) -> Int {
        switch layer {
        case .screen: 0
        case .chrome: 1
        case .overlay(let index): 2 + index
        }
    }
}
