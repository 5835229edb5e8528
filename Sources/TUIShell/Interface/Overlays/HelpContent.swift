/// What `?` shows: the keys in sections — this screen, navigation, global — each with a line
/// of explanation, then how the command bar and the palette are used. Shown in a
/// ``ReadingBox``, so `/` filters it.
@MainActor
enum HelpContent {
    /// The keys that move between places; the other global ones are "Global".
    private static let navigationKeys: Set<Key> = [.escape, .character(":"), .tab, .character("1")]

    /// Help for the bindings that work now, asked of `bindings` each time it is drawn (a link
    /// may change the screen under it): the top screen's and the global ones.
    static func box(
        exampleLink: String?, bindings: @escaping @MainActor () -> (screen: [KeyBinding], global: [KeyBinding])
    ) -> ReadingBox {
        ReadingBox(title: "Keys", closingKeys: [.character("?"), .function(1)]) {
            let (screen, global) = bindings()
            return lines(screen: screen, global: global, exampleLink: exampleLink)
        }
    }

    /// The help's lines for the `screen` bindings of the top screen and the `global` ones.
    private static func lines(screen: [KeyBinding], global: [KeyBinding], exampleLink: String?) -> [ReadingBox.Line] {
        let navigation = global.filter { !navigationKeys.isDisjoint(with: $0.keys) }
        let other = global.filter { navigationKeys.isDisjoint(with: $0.keys) }
        let keyColumn = (screen + global).map { TextWidth.of($0.label) }.max() ?? 0
        let describe = { (binding: KeyBinding) in
            ReadingBox.Line.text(
                binding.label + String(repeating: " ", count: keyColumn + 2 - TextWidth.of(binding.label))
                    + binding.explanation)
        }
        var lines: [ReadingBox.Line] = []
        for (title, bindings) in [("This screen", screen), ("Navigation", navigation), ("Global", other)]
        where !bindings.isEmpty {
            if !lines.isEmpty { lines.append(.text("")) }
            lines.append(.title(title))
            lines += bindings.map(describe)
        }
        let typing = "Type or paste a deep link" + (exampleLink.map { ": \($0), https://…" } ?? "")
        lines += [.text(""), .title("Command bar (: or Ctrl+L)")] + ([typing] + commandBar).map(ReadingBox.Line.text)
        lines += [.text(""), .title("Palette (Ctrl+P)")] + palette.map(ReadingBox.Line.text)
        return lines
    }

    private static let commandBar = [
        "The line above it shows the route it would match, or why not",
        "Tab completes from routes and history; Tab again goes through the choices",
        "↑/↓ walk the history (↓ past the newest brings back what you typed)",
        "Ctrl+W deletes the word before the cursor, Ctrl+U the whole line",
        "Enter opens it as a link from outside; history keeps links that opened",
    ]

    private static let palette = [
        "Search public routes, history and commands; Enter chooses",
        "A route with parameters or a wildcard asks for each, checked as typed",
        "Commands: Theme, Animations, Screenshot, Keys, Messages, Quit",
    ]
}
