import TUIShell

/// The Router Lab's three panes — the route table, the last request's timeline and the live
/// lifecycle log — with one of them focused: its title marked `▸`, and PgUp/PgDn/Home/End
/// act on it. `]` and `[` move the focus (Tab and the digits stay the tab bar's, as everywhere).
struct LabPanes {
    /// The panes, in focus order.
    enum Pane: Int, CaseIterable {
        case routes, timeline, log

        var name: String {
            switch self {
            case .routes: "routes"
            case .timeline: "timeline"
            case .log: "log"
            }
        }
    }

    /// The focused pane.
    private(set) var focused = Pane.timeline
    /// Each pane's view; the log follows its newest line.
    private var views = [ScrollView(), ScrollView(), ScrollView(isLog: true)]

    /// From this width the panes stand side by side.
    static let threeColumnWidth = 120

    /// Moves the focus to the next pane (`step` 1) or the previous (-1), round the three.
    mutating func focus(step: Int) {
        let count = Pane.allCases.count
        focused = Pane.allCases[(focused.rawValue + step % count + count) % count]
    }

    /// Focuses `pane`.
    mutating func focus(_ pane: Pane) { focused = pane }

    /// Scrolls `pane` as little as it takes to show `line`; the pages keys move it on from there.
    mutating func reveal(_ line: Int, in pane: Pane) { views[pane.rawValue].reveal(line) }

    /// A paging key for the focused pane.
    mutating func page(_ key: Key) { _ = views[focused.rawValue].handle(key) }

    /// The wheel over pane `area`.
    mutating func scroll(by rows: Int, area: Int) {
        if views.indices.contains(area) { views[area].scroll(by: rows) }
    }

    /// Where the panes go below `row`: three columns on a wide terminal, else the table on the
    /// left and the timeline above the log on the right.
    static func layout(width: Int, row: Int, height: Int) -> [Rect] {
        if width >= threeColumnWidth {
            let third = width / 3
            return [
                Rect(x: 1, y: row, width: third - 1, height: height),
                Rect(x: third + 1, y: row, width: third - 1, height: height),
                Rect(x: 2 * third + 1, y: row, width: width - 2 * third - 1, height: height),
            ]
        }
        let half = width / 2
        // A third for the log, at least 3 rows, but never more than half: the timeline keeps
        // its title row on a short terminal.
        let logHeight = min(max(3, height / 3), height / 2)
        return [
            Rect(x: 1, y: row, width: half - 1, height: height),
            Rect(x: half + 1, y: row, width: width - half - 1, height: height - logHeight),
            Rect(x: half + 1, y: row + height - logHeight, width: width - half - 1, height: logHeight),
        ]
    }

    /// Draws `pane` in `rect`: its title in the first row (marked and in the selection colour
    /// when focused), its lines below, scrolled. With `firstItem`, each line is a clickable item
    /// numbered from it; the `selected` line is highlighted.
    mutating func draw(
        _ pane: Pane, title: String, lines: [(text: String, style: Style)], in rect: Rect, canvas: inout Canvas,
        firstItem: Int? = nil, selected: Int? = nil
    ) {
        let isFocused = pane == focused
        canvas.write(
            (isFocused ? "▸ " : "") + title, column: rect.x, row: rect.y, style: isFocused ? .selection : .title,
            width: rect.width)
        let body = Rect(x: rect.x, y: rect.y + 1, width: rect.width, height: rect.height - 1)
        guard body.height > 0 else { return }
        views[pane.rawValue].layout(contentHeight: lines.count, viewportHeight: body.height)
        let visible = views[pane.rawValue].visibleRows
        // Up to the column's edge less one, so a cut line's `…` stays inside it, and less the
        // markers' column while lines are hidden.
        let width = views[pane.rawValue].textWidth(in: body.width - 1)
        for (offset, line) in lines[visible].enumerated() {
            let isSelected = visible.lowerBound + offset == selected
            canvas.write(
                line.text, column: body.x, row: body.y + offset, style: isSelected ? .selection : line.style,
                width: width)
            if let firstItem {
                canvas.addClickRegion(
                    Rect(x: body.x, y: body.y + offset, width: body.width - 1, height: 1),
                    item: firstItem + visible.lowerBound + offset)
            }
        }
        views[pane.rawValue].drawIndicators(
            in: &canvas, area: Rect(x: body.x, y: body.y, width: body.width - 1, height: body.height))
        canvas.addScrollRegion(body, area: pane.rawValue)
    }
}
