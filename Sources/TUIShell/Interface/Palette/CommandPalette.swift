import RouterCore

/// The command palette (Ctrl+P): a query field over a list of public routes, command-bar
/// history and commands, fuzzy-matched as you type. A route with parameters or a wildcard asks
/// for each in turn (``ParameterPrompt``; a value it refuses is drawn in the error colour and
/// Enter refuses it), then opens the URL reverse routing builds. Esc closes it and changes nothing.
@MainActor
final class CommandPalette: Overlay {
    private let table: RouteTable
    private let entries: [PaletteEntry]
    private let open: (String) -> Void
    private var query = TextField()
    private var results: [PaletteEntry]
    /// The widest title of `results`, where the details line up.
    private var titleWidth: Int
    private var selection = 0
    private var scroll = ScrollView()
    private var prompt: ParameterPrompt?
    /// Why the chosen route could not be opened.
    private var failure: String?

    /// - Parameters:
    ///   - history: command-bar entries, most recent last.
    ///   - commands: the commands, built-in first.
    ///   - open: opens a URL the palette built.
    init(table: RouteTable, history: [String], commands: [PaletteCommand], open: @escaping (String) -> Void) {
        self.table = table
        self.open = open
        entries =
            table.routes.filter { $0.access == .public }.map(PaletteEntry.route)
            + history.reversed().map(PaletteEntry.history) + commands.map(PaletteEntry.command)
        results = entries
        titleWidth = Self.widestTitle(of: entries)
    }

    // MARK: Keys

    func handle(_ key: Key) -> OverlayResponse {
        if key == .escape { return .close }
        if prompt != nil { return handlePrompt(key) }
        switch key {
        case .up: move(to: selection - 1)
        case .down: move(to: selection + 1)
        case .pageUp: move(to: selection - scroll.pageSize)
        case .pageDown: move(to: selection + scroll.pageSize)
        case .enter: return choose(selection)
        default:
            if query.handle(key) { requery() }
        }
        return .handled
    }

    func paste(_ text: String) -> OverlayResponse {
        if prompt != nil {
            prompt?.field.insert(text)
        } else {
            query.insert(text)
            requery()
        }
        return .handled
    }

    /// Ranks the entries by the query as it now reads, from the top.
    private func requery() {
        results = PaletteEntry.ranked(entries, by: query.text.trimmingSpaces)
        titleWidth = Self.widestTitle(of: results)
        selection = 0
        failure = nil
    }

    private static func widestTitle(of entries: [PaletteEntry]) -> Int {
        entries.map { TextWidth.of($0.title) }.max() ?? 0
    }

    func click(item index: Int) -> OverlayResponse {
        prompt == nil ? choose(index) : .handled
    }

    func scroll(by rows: Int, area: Int) {
        scroll.scroll(by: rows)
        let visible = scroll.visibleRows
        if !visible.isEmpty { selection = max(visible.lowerBound, min(selection, visible.upperBound - 1)) }
    }

    var bindings: [KeyBinding] {
        // With nothing listed there is nothing to choose or move to.
        prompt == nil
            ? (results.isEmpty
                ? []
                : [
                    KeyBinding(.enter, action: "choose"), KeyBinding(.up, .down, label: "↑/↓", action: "move"),
                ]) + [KeyBinding(.escape, action: "close")]
            // A refused value cannot be entered, so Enter is not offered for it.
            : (prompt?.isValid == false
                ? [] : [KeyBinding(.enter, action: prompt?.isLast == true ? "open" : "next")])
                + [KeyBinding(.escape, action: "cancel")]
    }

    /// How to use it and how many entries match; the selected entry, or the parameter asked for,
    /// as the focus.
    var narration: OverlayNarration {
        var focus: String?
        if let prompt {
            let typed = prompt.field.text
            let answer = typed.isEmpty ? "empty" : typed + (prompt.isValid ? "" : ", does not match; Enter is refused")
            focus = "Enter \(prompt.question): \(answer)" + (prompt.failure.map { "; \($0)" } ?? "")
        } else if results.indices.contains(selection) {
            let entry = results[selection]
            focus = Narration.position("\(entry.title), \(entry.detail)", index: selection, count: results.count)
        } else {
            focus = "Nothing matches"
        }
        if let failure { focus = "\(failure); " + (focus ?? "") }
        let summary = [
            "Type to search routes, history and commands; ↑/↓ move, Enter chooses, Esc closes",
            Narration.count(results.count, "entry", plural: "entries"),
        ]
        let listed = results.prefix(Self.entriesReadInFull).map { "\($0.title), \($0.detail)" }
        return OverlayNarration(
            role: .dialog, title: "Command palette",
            narration: Narration(summary: summary, focus: focus, details: summary + listed))
    }

    /// How many entries a request for the whole screen reads.
    private static let entriesReadInFull = 30

    var stacking: OverlayStacking { .single }

    private func move(to index: Int) {
        selection = max(0, min(index, results.count - 1))
    }

    private func choose(_ index: Int) -> OverlayResponse {
        guard results.indices.contains(index) else { return .handled }
        switch results[index] {
        case .command(let command):
            command.run()
            return .close
        case .history(let url):
            open(url)
            return .close
        case .route(let route):
            if let prompt = ParameterPrompt(route: route, table: table) {
                self.prompt = prompt
                return .handled
            }
            do throws(ReverseRoutingError) {
                open(try table.url(for: route.name))
                return .close
            } catch {
                failure = "\(error)"
                return .handled
            }
        }
    }

    private func handlePrompt(_ key: Key) -> OverlayResponse {
        guard var prompt else { return .handled }
        defer { self.prompt = prompt }
        if key == .enter {
            guard let url = prompt.accept() else { return .handled }
            open(url)
            return .close
        }
        _ = prompt.field.handle(key)
        return .handled
    }

    // MARK: Drawing

    func draw(into grid: inout CellGrid, content: Rect) {
        // The full width of the content, from its top, closed by a rule; the list below the
        // query grows to 12 rows.
        let height = min(content.height, (prompt == nil ? 4 + max(1, min(results.count, 12)) : 3) + 1)
        guard content.width >= 10, height >= 4 else { return }
        Canvas.draw(in: &grid, bounds: Rect(x: content.x, y: content.y, width: content.width, height: height - 1)) {
            canvas in
            canvas.clear()
            if let prompt { drawPrompt(prompt, in: &canvas) } else { drawSearch(in: &canvas) }
        }
        grid.write(
            String(repeating: "─", count: content.width), column: content.x, row: content.y + height - 1, style: .hint)
    }

    /// The placeholder an empty query shows.
    static let placeholder = "Search routes, history, commands…"

    private func drawSearch(in canvas: inout Canvas) {
        canvas.fillRow(0, style: .title)
        canvas.write(" Command palette", row: 0, style: .title, width: canvas.width)
        canvas.write("›", column: 1, row: 1, style: .hintKey)
        query.draw(in: &canvas, column: 3, row: 1, width: canvas.width - 4, focused: true)
        if query.text.isEmpty {
            canvas.write(Self.placeholder, column: 4, row: 1, style: .hint, width: canvas.width - 5)
        }
        if let failure { canvas.write(failure, column: 1, row: 2, style: .error, width: canvas.width - 2) }
        let listTop = 3
        let typed = query.text.trimmingSpaces
        scroll.layout(contentHeight: results.count, viewportHeight: canvas.height - listTop)
        scroll.reveal(selection)
        if results.isEmpty { canvas.write("nothing matches", column: 3, row: listTop, style: .hint) }
        // Details line up after the longest title of the results, within the left half: the
        // column stays put while the list pages.
        let detailColumn = min(canvas.width / 2, 5 + titleWidth)
        for index in scroll.visibleRows {
            let row = listTop + index - scroll.offset
            let selected = index == selection
            if selected { canvas.fillRow(row, style: .selection) }
            let highlights = results[index].highlights(typed)
            canvas.write(selected ? "› " : "  ", column: 1, row: row, style: selected ? .selection : .plain)
            Self.write(
                results[index].title, marking: highlights.title, in: &canvas, column: 3, row: row,
                style: selected ? .selection : .plain, width: detailColumn - 4)
            Self.write(
                results[index].detail, marking: highlights.detail, in: &canvas, column: detailColumn, row: row,
                style: selected ? .selection : .hint, width: canvas.width - detailColumn - 1)
            canvas.addRegion(Rect(x: 0, y: row, width: canvas.width, height: 1), .item(index))
            if selected { canvas.markFocus(Rect(x: 0, y: row, width: canvas.width, height: 1)) }
        }
        let list = Rect(x: 0, y: listTop, width: canvas.width, height: canvas.height - listTop)
        scroll.drawIndicators(in: &canvas, area: list)
        canvas.addRegion(list, .scrollArea(0))
    }

    /// Writes `text` cut to `width`, the characters at `marked` offsets in the match colour
    /// (underlined too, so they show without colour).
    private static func write(
        _ text: String, marking marked: [Int], in canvas: inout Canvas, column: Int, row: Int, style: Style, width: Int
    ) {
        let shown = TextWidth.truncate(text, to: max(0, width))
        guard !marked.isEmpty else {
            canvas.write(shown, column: column, row: row, style: style)
            return
        }
        let marks = Set(marked)
        var x = column
        for (offset, character) in shown.enumerated() {
            let isMark = marks.contains(offset) && character != "…"
            // On the selected row the mark keeps the selection's colours, so the bar stays whole.
            let mark =
                style.role == .selection
                ? Style(.selection, attributes: [.bold, .underline]) : Style(.hintKey, attributes: [.bold, .underline])
            x = canvas.write(String(character), column: x, row: row, style: isMark ? mark : style)
        }
    }

    private func drawPrompt(_ prompt: ParameterPrompt, in canvas: inout Canvas) {
        canvas.write(
            "Open \(prompt.route.name)  \(prompt.route.pattern.text)", column: 1, row: 0, style: .title,
            width: canvas.width - 2)
        let label = "\(prompt.question): "
        let column = canvas.write(label, column: 1, row: 1, width: canvas.width - 2)
        let valid = prompt.field.text.isEmpty || prompt.isValid
        prompt.field.draw(
            in: &canvas, column: column, row: 1, width: canvas.width - column - 1, focused: true,
            style: valid ? .plain : .error)
        let note =
            prompt.failure
            ?? (valid ? "Enter: \(prompt.isLast ? "open" : "next") · Esc: cancel" : "does not match; Enter is refused")
        canvas.write(
            note, column: 1, row: 2, style: prompt.failure != nil || !valid ? .error : .hint, width: canvas.width - 2)
    }
}
