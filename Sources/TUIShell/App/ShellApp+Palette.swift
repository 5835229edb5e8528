extension ShellApp {
    /// The palette's own commands: themes, animations, a screenshot, the keys, quitting.
    var builtInCommands: [PaletteCommand] {
        let themes = themes.map { theme in
            PaletteCommand("Theme: \(theme.name)", isInEffect: { [weak self] in self?.appearance.theme == theme }) {
                [weak self] in
                self?.switchTheme(to: theme)
            }
        }
        let animations = [true, false].map { on in
            PaletteCommand(
                "Animations: \(on ? "on" : "off")", isInEffect: { [weak self] in self?.window.animator.isEnabled == on }
            ) { [weak self] in
                self?.window.animator.isEnabled = on
                self?.status.show("Animations: \(on ? "on" : "off")", kind: .success)
            }
        }
        return themes + animations + [
            PaletteCommand("Screenshot") { [weak self] in
                self?.closePalette()
                self?.saveScreenshot()
            },
            PaletteCommand("Keys") { [weak self] in self?.keys.showHelp() },
            PaletteCommand("Messages") { [weak self] in self?.showMessageLog() },
            PaletteCommand("Quit") { [weak self] in self?.keys.confirmQuit() },
        ]
    }

    /// Opens the command palette over everything (Ctrl+P).
    package func openPalette() {
        let palette = CommandPalette(
            table: router.table, history: history.entries, commands: builtInCommands + paletteCommands
        ) { [weak self] url in
            guard let self else { return }
            // Like the command bar's, the history keeps only links that opened.
            navigator.openLater(url, origin: .external, whenFinished: history.adder(for: url))
        }
        overlays.show(palette)
    }

    /// Draws with `theme` from the next frame on and confirms it in the footer.
    package func switchTheme(to theme: Theme) {
        appearance.theme = theme
        status.show("Theme: \(theme.name)", kind: .success)
    }

    /// Lets `environment` have its say over the theme the app set: `TUISHELL_THEME` picks another
    /// of ``themes``, `NO_COLOR` turns colour off. Returns the warning for a `TUISHELL_THEME` that
    /// names none of them.
    package func adoptAppearance(from environment: [String: String]) -> String? {
        appearance = Appearance(environment: environment, theme: theme, offered: themes)
        return appearance.warning
    }

    /// Shows the recent status messages, newest last (palette: `Messages`).
    package func showMessageLog() {
        closePalette()
        let lines = status.log.isEmpty ? ["No messages yet."] : status.log.map(\.text)
        overlays.show(
            ReadingBox(title: "Messages (\(status.log.count))", isLog: true) { lines.map(ReadingBox.Line.text) })
    }

    /// Closes the command palette, if it is open.
    package func closePalette() {
        if let palette = overlays.overlays.last(where: { $0 is CommandPalette }) { overlays.close(palette) }
    }
}
