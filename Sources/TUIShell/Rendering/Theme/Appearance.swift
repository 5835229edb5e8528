/// How cells look right now: the theme, and whether colour is used at all. The app owns one;
/// the curses terminal, the in-memory terminal and screenshots resolve every cell through it.
package struct Appearance: Sendable, Equatable {
    /// The palette.
    package var theme: Theme
    /// False under `NO_COLOR`: attributes only.
    package var usesColor: Bool

    /// Creates an appearance.
    package init(theme: Theme = .dark, usesColor: Bool = true) {
        self.theme = theme
        self.usesColor = usesColor
    }

    /// What `environment` asks for: `TUISHELL_THEME` naming one of `offered` instead of `theme`
    /// (the app's own), and no colour when `NO_COLOR` is set to anything but empty. Any other
    /// theme name is reported in `warning` and `theme` used.
    package init(environment: [String: String], theme: Theme = .dark, offered: [Theme] = Theme.all) {
        let requested = environment["TUISHELL_THEME"].flatMap { $0.isEmpty ? nil : $0 }
        let named = requested.flatMap { name in offered.first { $0.name == name } }
        self.init(theme: named ?? theme, usesColor: environment["NO_COLOR"].map(\.isEmpty) ?? true)
        if let requested, named == nil {
            let names = offered.map(\.name).joined(separator: ", ")
            warning = "warning: TUISHELL_THEME '\(requested)' is not a theme (\(names)); using \(theme.name)"
        }
    }

    /// Why the environment's theme was not used, if it was not.
    package private(set) var warning: String?

    /// The colours and attributes `style` comes to.
    package func resolve(_ style: Style) -> ResolvedStyle {
        let paint = style.custom != 0 ? theme.paint(custom: style.custom) : style.role.map(theme.paint)
        let own = style.attributes
        guard usesColor else { return ResolvedStyle(attributes: own.union(paint?.monochrome ?? [])) }
        return ResolvedStyle(
            foreground: paint?.foreground ?? theme.foreground,
            background: paint?.background ?? theme.background,
            attributes: own.union(paint?.attributes ?? [])
        )
    }
}

/// A cell's look, ready to draw: colours (none without colour) and attributes.
package struct ResolvedStyle: Hashable, Sendable {
    package var foreground: RGB?
    package var background: RGB?
    package var attributes: TextAttributes

    package init(foreground: RGB? = nil, background: RGB? = nil, attributes: TextAttributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }
}
