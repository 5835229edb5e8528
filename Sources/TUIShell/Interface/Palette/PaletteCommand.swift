/// A command in the command palette (Ctrl+P): its title, as the palette lists and matches it,
/// and what choosing it does. The app's built-in ones (`Theme: dark`, `Screenshot`, `Quit` …)
/// come first; an app adds its own to `paletteCommands`:
///
/// ```swift
/// app.paletteCommands.append(PaletteCommand("Clear cart") { cart.removeAll() })
/// ```
public struct PaletteCommand {
    /// What the palette shows and matches the query against.
    public let title: String
    /// Runs when the command is chosen; the palette closes right after (a command that must not
    /// see it, such as a screenshot, closes it first with the palette's close).
    public let run: @MainActor () -> Void
    /// For a command that sets something (`Theme: dark`): whether that is how things are now,
    /// which the palette shows beside it.
    public let isInEffect: (@MainActor () -> Bool)?

    /// Creates a command; give `isInEffect` for one that sets a value, so the palette can say
    /// which value is in effect.
    public init(_ title: String, isInEffect: (@MainActor () -> Bool)? = nil, run: @escaping @MainActor () -> Void) {
        self.title = title
        self.isInEffect = isInEffect
        self.run = run
    }
}
