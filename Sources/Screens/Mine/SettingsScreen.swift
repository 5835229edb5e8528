import TUIShell

/// Settings: the theme in use, read from the app each time it is drawn (the palette can switch
/// it while the screen is up), and a row that switches it.
@MainActor
final class SettingsScreen: ListScreen {
    private weak var app: ShellApp?

    init(app: ShellApp?) {
        self.app = app
        super.init(name: "Settings", title: "Settings")
        items = [.init("Switch theme") { [weak self] in self?.switchTheme() }]
    }

    override func draw(in canvas: inout Canvas) {
        readSettings()
        super.draw(in: &canvas)
    }

    /// The settings as they are now, whether or not the screen was drawn since they changed.
    override var narration: Narration? {
        readSettings()
        return super.narration
    }

    private func readSettings() {
        lines = ["Notifications: on", ListScreen.Line(themeLine)]
    }

    /// `Theme: dark`, saying so when `NO_COLOR` keeps the colours off.
    private var themeLine: String {
        guard let app else { return "Theme: unknown" }
        return "Theme: \(app.theme.name)" + (app.usesColor ? "" : " (no colour: NO_COLOR is set)")
    }

    private func switchTheme() {
        guard let app, let index = app.themes.firstIndex(of: app.theme) else { return }
        app.switchTheme(to: app.themes[(index + 1) % app.themes.count])
    }
}
