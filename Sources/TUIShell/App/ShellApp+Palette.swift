extension ShellApp {
    /// The palette's own commands: themes, animations, a screenshot, the keys, quitting.
    var builtInCommands: [PaletteCommand] {
        let themes = Theme.all.map { theme in
            PaletteCommand("Theme: \(theme.name)") { [weak self] in self?.appearance.theme = theme }
        }
        return themes + [
            PaletteCommand("Animations: on") { [weak self] in self?.window.animator.isEnabled = true },
            PaletteCommand("Animations: off") { [weak self] in self?.window.animator.isEnabled = false },
            PaletteCommand("Screenshot") { [weak self] in
                self?.closePalette()
                self?.saveScreenshot()
            },
            PaletteCommand("Keys") { [weak self] in self?.keys.showHelp() },
            PaletteCommand("Quit") { [weak self] in self?.keys.confirmQuit() },
        ]
    }

    /// Opens the command palette over everything (Ctrl+P).
    public func openPalette() {
        let palette = CommandPalette(table: router.table, history: history.entries, commands: builtInCommands + paletteCommands) { [weak self] url in
            guard let self else { return }
            history.add(url)
            navigator.openLater(url, origin: .external)
        }
        overlays.show(palette)
    }

    /// Closes the command palette, if it is open.
    public func closePalette() {
        if let palette = overlays.overlays.last(where: { $0 is CommandPalette }) { overlays.close(palette) }
    }
}
