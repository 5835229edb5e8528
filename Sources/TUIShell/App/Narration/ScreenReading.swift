/// What Ctrl+T reads: the whole screen in words — where the user is (the screen, its tab or
/// modal), everything the screen shows, the focus, each overlay, the footer's messages and the
/// keys that work now.
@MainActor
enum ScreenReading {
    static func lines(of app: ShellApp) -> [String] {
        let window = app.window
        let state = window.state
        var lines: [String] = []
        if let screen = window.topScreen {
            let place = state.modals.isEmpty ? NavigationNarration.tab(state) : "modal"
            let depth = Narration.count(state[state.visiblePath].count, "screen")
            lines.append("Screen: \(screen.title) (\(place); \(depth) on its stack)")
            let narration = NarrationSnapshot.narration(of: screen, size: app.size)
            lines += narration.details
            if let focus = narration.focus { lines.append("Focus: \(focus)") }
        }
        for overlay in app.overlays.overlays {
            let narration = overlay.narration
            lines += [narration.introduction].compactMap { $0 } + narration.narration.details
            if let focus = narration.narration.focus { lines.append("Focus: \(focus)") }
        }
        lines += app.status.messages.map(\.text)
        let bindings = app.keys.activeBindings
        lines.append("Keys: " + bindings.map { "\($0.label) \($0.action)" }.joined(separator: ", "))
        return lines
    }
}
