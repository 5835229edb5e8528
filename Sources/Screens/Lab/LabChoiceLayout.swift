import TUIShell

/// Where the Router Lab's rows of choices go at a given width: each row's label, then its
/// choices, wrapping (under the label, or below it on a narrow terminal) so every choice has a
/// place on screen; a choice wider than the line is cut with `…` when drawn.
struct LabChoiceLayout {
    /// One choice's place, lines counted from the first row of choices.
    struct Placement {
        let line: Int
        let column: Int
        let text: String
    }

    /// Each row's label and the line it is on.
    private(set) var titles: [(text: String, line: Int)] = []
    /// The choices in focus order (focus stop 1 is the first).
    private(set) var placements: [Placement] = []
    /// How many lines the rows take.
    private(set) var lineCount = 0

    /// Lays out `rows` (a label and its choices' texts) in `width` columns.
    init(rows: [(label: String, choices: [String])], width: Int) {
        let indent = width >= 40 ? 12 : 3
        var line = 0
        for (label, choices) in rows {
            titles.append((label, line))
            var column = indent
            if indent < 12 { line += 1 }
            for text in choices {
                if column > indent, column + TextWidth.of(text) > width {
                    line += 1
                    column = indent
                }
                placements.append(Placement(line: line, column: column, text: text))
                column += TextWidth.of(text) + 2
            }
            line += 1
        }
        lineCount = line
    }
}
