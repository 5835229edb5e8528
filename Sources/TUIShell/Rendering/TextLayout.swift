/// Text measured and laid out in terminal cells, as the frame draws it: CJK and most emoji take
/// two columns, combining marks none. For screens that lay out text of their own.
public enum TextLayout {
    /// The columns `text` takes.
    public static func width(of text: some StringProtocol) -> Int { TextWidth.of(text) }

    /// The longest start of `text` that fits in `columns`, ending in `…` when something was cut.
    public static func truncate(_ text: String, to columns: Int) -> String { TextWidth.truncate(text, to: columns) }

    /// `text` broken into lines of at most `columns` cells: at spaces where it can, inside a
    /// word only when the word alone is too wide; `\n` always breaks.
    public static func wrap(_ text: String, to columns: Int) -> [String] { TextWidth.wrap(text, to: columns) }

    /// `text` with each tab replaced by the spaces up to the next multiple of `tabWidth` columns
    /// (a tab would otherwise be drawn as `�`, like any control character).
    public static func expandingTabs(_ text: String, tabWidth: Int = 8) -> String {
        guard text.contains("\t") else { return text }
        let stop = max(1, tabWidth)
        var result = ""
        var column = 0
        for character in text {
            switch character {
            case "\t":
                let spaces = stop - column % stop
                result += String(repeating: " ", count: spaces)
                column += spaces
            case "\n":
                result.append(character)
                column = 0
            default:
                result.append(character)
                column += TextWidth.of(character)
            }
        }
        return result
    }
}
