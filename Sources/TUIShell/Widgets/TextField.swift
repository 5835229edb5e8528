/// A one-line text field: typing, pasting, a cursor, and CJK measured in columns.
///
/// The command bar is one; screens embed one for input such as a phone number.
public struct TextField: Sendable {
    /// The text.
    public private(set) var text: String
    /// The cursor position, in characters.
    public private(set) var cursor: Int

    /// Creates a field with the cursor at the end of `text`.
    public init(text: String = "") {
        self.text = text
        cursor = text.count
    }

    /// Replaces the text, cursor at the end.
    public mutating func setText(_ newText: String) {
        text = newText
        cursor = newText.count
    }

    /// Inserts at the cursor, dropping line breaks (the field has one line). Other control
    /// characters stay, drawn as `�`, so a pasted URL that carries one fails with an error naming
    /// it instead of silently routing as a different URL.
    public mutating func insert(_ input: some StringProtocol) {
        let kept = input.filter { !$0.isNewline }
        text.insert(contentsOf: kept, at: text.index(text.startIndex, offsetBy: cursor))
        cursor += kept.count
    }

    /// Applies an editing key; returns `false` for keys a field does not use.
    public mutating func handle(_ key: Key) -> Bool {
        switch key {
        case .character(let character): insert(String(character))
        case .backspace:
            guard cursor > 0 else { return true }
            text.remove(at: text.index(text.startIndex, offsetBy: cursor - 1))
            cursor -= 1
        case .delete:
            if cursor < text.count { text.remove(at: text.index(text.startIndex, offsetBy: cursor)) }
        case .left: cursor = max(0, cursor - 1)
        case .right: cursor = min(text.count, cursor + 1)
        case .home, .control("a"): cursor = 0
        case .end, .control("e"): cursor = text.count
        case .control("u"): setText("")
        default: return false
        }
        return true
    }

    /// Draws the text at a position of `canvas`, with the cursor cell highlighted when focused.
    /// The view scrolls so the cursor stays visible.
    public func draw(in canvas: inout Canvas, column: Int, row: Int, width: Int, focused: Bool, style: Style = .plain) {
        guard width > 0 else { return }
        var visible = Substring(text)
        var cursorColumn = TextWidth.of(text.prefix(cursor))
        while cursorColumn >= width, let first = visible.first {
            cursorColumn -= TextWidth.of(first)
            visible = visible.dropFirst()
        }
        canvas.write(TextWidth.truncate(String(visible), to: width), column: column, row: row, style: style)
        guard focused else { return }
        let offset = text.count - visible.count
        let under = cursor < text.count ? String(text[text.index(text.startIndex, offsetBy: cursor)]) : " "
        if cursor >= offset { canvas.write(under, column: column + cursorColumn, row: row, style: .selection) }
    }
}
