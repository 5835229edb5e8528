/// A one-line text field: typing, pasting, a cursor, and CJK measured in columns.
///
/// The command bar is one; screens embed one for input such as a phone number. The text is kept
/// as characters, so a key costs the same in a field of 9,000 characters as in an empty one:
/// the cursor is an index, and drawing reads only the characters in view.
public struct TextField: Sendable {
    private var characters: [Character]
    /// The cursor position, in characters.
    public private(set) var cursor: Int

    /// Creates a field with the cursor at the end of `text`.
    public init(text: String = "") {
        characters = Array(text)
        cursor = characters.count
    }

    /// The text.
    public var text: String { String(characters) }

    /// Replaces the text, cursor at the end.
    public mutating func setText(_ newText: String) {
        characters = Array(newText)
        cursor = characters.count
    }

    /// Inserts at the cursor, dropping line breaks (the field has one line). Other control
    /// characters stay, drawn as `�`, so a pasted URL that carries one fails with an error naming
    /// it instead of silently routing as a different URL.
    public mutating func insert(_ input: some StringProtocol) {
        let kept = input.filter { !$0.isNewline }
        characters.insert(contentsOf: kept, at: cursor)
        cursor += kept.count
    }

    /// Applies an editing key; returns `false` for keys a field does not use.
    public mutating func handle(_ key: Key) -> Bool {
        switch key {
        case .character(let character): insert(String(character))
        case .backspace:
            guard cursor > 0 else { return true }
            characters.remove(at: cursor - 1)
            cursor -= 1
        case .delete:
            if cursor < characters.count { characters.remove(at: cursor) }
        case .left: cursor = max(0, cursor - 1)
        case .right: cursor = min(characters.count, cursor + 1)
        case .home, .control("a"): cursor = 0
        case .end, .control("e"): cursor = characters.count
        case .control("u"): setText("")
        case .control("w"): deleteWordBeforeCursor()
        default: return false
        }
        return true
    }

    /// The characters that end a word for Ctrl+W: a space and the separators of a URL, so it
    /// takes back one part of a link (`app://goods/12` → `app://goods/`).
    static let wordSeparators: Set<Character> = [" ", "/", ":", ".", "?", "&", "=", "#"]

    /// Ctrl+W: deletes the separators just before the cursor, then the word before them.
    private mutating func deleteWordBeforeCursor() {
        var start = cursor
        while start > 0, Self.wordSeparators.contains(characters[start - 1]) { start -= 1 }
        while start > 0, !Self.wordSeparators.contains(characters[start - 1]) { start -= 1 }
        characters.removeSubrange(start..<cursor)
        cursor = start
    }

    /// Draws the text at a position of `canvas`, with the cursor cell highlighted when focused.
    /// The view scrolls so the cursor stays visible: it starts as far left as it can while the
    /// cursor's cell is still inside `width`. Text hidden on the left is marked by a `…` in the
    /// first cell, as text cut on the right ends in one.
    public func draw(in canvas: inout Canvas, column: Int, row: Int, width: Int, focused: Bool, style: Style = .plain) {
        guard width > 0 else { return }
        var (start, cursorColumn) = firstVisible(width: width)
        // The marker takes a cell of its own, so the view starts over in one cell fewer.
        let marker = start > 0 && width > 1 ? 1 : 0
        if marker > 0 {
            (start, cursorColumn) = firstVisible(width: width - 1)
            canvas.write("…", column: column, row: row, style: .hint)
        }
        // One character past what fits is enough for `truncate` to see that the text goes on.
        var end = start
        var used = 0
        while end < characters.count, used <= width - marker {
            used += TextWidth.of(characters[end])
            end += 1
        }
        canvas.write(
            TextWidth.truncate(String(characters[start..<end]), to: width - marker), column: column + marker,
            row: row, style: style)
        guard focused else { return }
        let under = cursor < characters.count ? String(characters[cursor]) : " "
        canvas.write(under, column: column + marker + cursorColumn, row: row, style: .selection)
    }

    /// The first character shown when `width` columns show the text up to the cursor's cell, and
    /// the cursor's column from there.
    private func firstVisible(width: Int) -> (start: Int, cursorColumn: Int) {
        var start = cursor
        var cursorColumn = 0
        while start > 0, cursorColumn + TextWidth.of(characters[start - 1]) < width {
            start -= 1
            cursorColumn += TextWidth.of(characters[start])
        }
        return (start, cursorColumn)
    }
}
