/// Tab completion of a link in a ``TextField``, as the command bar and the Router Lab's field do
/// it. The first Tab completes to the longest common prefix of the candidates that start with
/// the text and, when more than one remains, lists them; each further Tab puts the next choice
/// in the field (Shift+Tab the one before), round the list. Any other edit ends it (``reset()``).
package struct LinkCompletion {
    /// The choices listed, sorted; empty when none are.
    package private(set) var choices: [String] = []
    /// The choice in the field, once Tab went through the list.
    package private(set) var selected: Int?

    /// A completion with nothing listed.
    package init() {}

    /// The candidates for links: history entries and route patterns cut before their first
    /// parameter or wildcard (``literalPrefix(of:)``).
    package static func candidates(history: [String], patterns: [String]) -> [String] {
        history + patterns.compactMap(literalPrefix)
    }

    /// A URL pattern up to its first parameter or wildcard segment: `app://goods/:id([0-9]+)` →
    /// `app://goods/`. Patterns that are not URLs (`user/login`, `/login`) complete nothing.
    package static func literalPrefix(of pattern: String) -> String? {
        guard let schemeEnd = pattern.firstRange(of: "://") else { return nil }
        let rest = pattern[schemeEnd.upperBound...]
        var end = pattern.endIndex
        for marker in ["/:", "/*"] {
            if let found = rest.firstRange(of: marker), found.lowerBound < end {
                end = pattern.index(after: found.lowerBound)
            }
        }
        if rest.hasPrefix(":") || rest.hasPrefix("*") { end = schemeEnd.upperBound }
        return String(pattern[..<end])
    }

    /// Tab (`step` 1) or Shift+Tab (`step` -1) in `field`.
    package mutating func complete(_ field: inout TextField, candidates: [String], step: Int = 1) {
        if !choices.isEmpty {
            let next =
                selected.map { ($0 + step + choices.count) % choices.count } ?? (step > 0 ? 0 : choices.count - 1)
            selected = next
            field.setText(choices[next])
            return
        }
        let text = field.text
        let matches = Set(candidates).filter { $0.hasPrefix(text) && $0 != text }.sorted()
        guard var prefix = matches.first else { return }
        for match in matches.dropFirst() {
            while !match.hasPrefix(prefix) { prefix.removeLast() }
        }
        if prefix.count > text.count { field.setText(prefix) }
        choices = matches.count > 1 ? matches : []
    }

    /// Forgets the list, after an edit.
    package mutating func reset() {
        choices = []
        selected = nil
    }

    /// How many rows the list takes laid out in `width` columns, at most `maxRows`.
    package func rowCount(width: Int, maxRows: Int) -> Int {
        min(maxRows, ChoiceColumns(choices, width: width).rows)
    }

    /// Draws the list in `area`: in columns, in order along each row, the selected choice in the
    /// selection colour. When rows do not all fit, the last row says how many choices are left
    /// out and the rows shown keep the selected one in sight.
    package func draw(in canvas: inout Canvas, area: Rect) {
        guard area.height > 0, area.width > 0, !choices.isEmpty else { return }
        let layout = ChoiceColumns(choices, width: area.width)
        let shownRows = layout.rows <= area.height ? layout.rows : area.height - 1
        let selectedRow = (selected ?? 0) / layout.columns
        let firstRow = max(0, min(selectedRow - shownRows + 1, layout.rows - shownRows))
        let blank = String(repeating: " ", count: area.width)
        for row in 0..<area.height { canvas.write(blank, column: area.x, row: area.y + row) }
        for line in 0..<shownRows {
            for column in 0..<layout.columns {
                let index = (firstRow + line) * layout.columns + column
                guard choices.indices.contains(index) else { break }
                canvas.write(
                    choices[index], column: area.x + column * layout.cellWidth, row: area.y + line,
                    style: index == selected ? .selection : .hint, width: min(layout.cellWidth - 2, area.width))
            }
        }
        if shownRows < layout.rows {
            let hidden = choices.count - shownRows * layout.columns
            canvas.write(
                "… \(hidden) more: Tab goes through them", column: area.x, row: area.y + shownRows, style: .hint,
                width: area.width)
        }
    }
}

/// The choices laid out in as many columns of equal width as fit.
private struct ChoiceColumns {
    /// A column's width, with the two spaces between columns.
    let cellWidth: Int
    let columns: Int
    let rows: Int

    init(_ choices: [String], width: Int) {
        cellWidth = min(max(1, width) + 2, (choices.map { TextWidth.of($0) }.max() ?? 0) + 2)
        columns = max(1, (width + 2) / cellWidth)
        rows = (choices.count + columns - 1) / columns
    }
}
