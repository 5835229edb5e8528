/// The bar opened with `:` or Ctrl+L: type or paste a deep link, Enter routes it.
///
/// The prompt (`:`) and the field on the last row; above it a live preview — the route the
/// text would match and its parameters, or why it would not — resolved as you type, as the
/// Router Lab's field does. Up/Down walk the history, Down past the newest entry bringing back
/// what was typed; Tab completes (``LinkCompletion``), listing the choices above the preview;
/// Esc closes. An overlay like any other: it takes every key while open and draws over the footer.
@MainActor
package final class CommandBar: Overlay {
    /// The text field.
    package private(set) var field = TextField()
    /// The text typed so far.
    package var text: String { field.text }
    /// The error of the last submission, shown above the bar.
    package private(set) var error: String?
    /// Tab completion and the choices it lists.
    package private(set) var completion = LinkCompletion()
    private var historyIndex: Int?
    /// What was typed before ↑ recalled history, for ↓ to bring back.
    private var draft = ""
    private let history: CommandHistory
    private let patterns: () -> [String]
    private let submitURL: (String) async -> String?
    private let resolve: (String) -> ResolutionSummary?
    /// A link the bar can open, for the hints; nil when no public route has an example.
    let exampleLink: () -> String?
    /// `exampleLink` as of this opening.
    private var example: String?
    /// The preview of the text it was last worked out for: drawing every frame (an animation
    /// runs at 60 a second) must not resolve the same text again.
    private var preview: (text: String, summary: ResolutionSummary?)?

    /// The prompt before the field: vim's `:`, which is also the key that opens the bar. What
    /// the bar is for is said on the line above it until something is typed.
    static let prompt = ":"
    /// The most rows Tab's choices take above the preview.
    static let choiceRows = 8

    /// - Parameters:
    ///   - patterns: the route patterns Tab completes.
    ///   - resolve: what the text would match, for the preview (`nil`: no preview).
    ///   - exampleLink: a link the bar can open, for its hint and `?` help.
    ///   - submit: routes a URL; returns the error to show, or `nil` to close the bar. It adds
    ///     the URL to the history once the link opened (``CommandHistory/adder(for:)``).
    init(
        history: CommandHistory, patterns: @escaping () -> [String],
        resolve: @escaping (String) -> ResolutionSummary? = { _ in nil },
        exampleLink: @escaping () -> String? = { nil },
        submit: @escaping (String) async -> String?
    ) {
        self.history = history
        self.patterns = patterns
        self.resolve = resolve
        self.exampleLink = exampleLink
        submitURL = submit
    }

    /// Empties the field for a new opening.
    func reset() {
        field.setText("")
        edited()
        historyIndex = nil
        example = exampleLink()
    }

    // MARK: Overlay

    package func draw(into grid: inout CellGrid, content: Rect) {
        let row = grid.height - 1
        if row > 0 {
            let (notice, style) = self.notice(width: grid.width)
            grid.fill(Rect(x: 0, y: row - 1, width: grid.width, height: 1))
            grid.write(TextWidth.truncate(notice, to: grid.width), column: 0, row: row - 1, style: style)
        }
        // Tab's choices above the preview, never over the title bar.
        let room = min(Self.choiceRows, row - 1 - content.y)
        if room > 0, !completion.choices.isEmpty {
            let rows = completion.rowCount(width: grid.width, maxRows: room)
            Canvas.draw(in: &grid, bounds: Rect(x: 0, y: row - 1 - rows, width: grid.width, height: rows)) { canvas in
                completion.draw(in: &canvas, area: Rect(x: 0, y: 0, width: canvas.width, height: canvas.height))
            }
        }
        Canvas.draw(in: &grid, bounds: Rect(x: 0, y: row, width: grid.width, height: 1)) { canvas in
            canvas.clear()
            let start = canvas.write(Self.prompt, row: 0, style: .hintKey)
            field.draw(in: &canvas, column: start, row: 0, width: canvas.width - start, focused: true)
        }
    }

    /// The line above the field: the last submission's error, else how to go through Tab's
    /// choices until one is picked, else the live preview of the text, else how to use the bar.
    private func notice(width: Int) -> (String, Style) {
        if let error { return ("✗ \(error)", .error) }
        if !completion.choices.isEmpty, completion.selected == nil {
            return ("\(completion.choices.count) choices · Tab goes through them · or type on", .hint)
        }
        let typed = text.trimmingSpaces
        guard !typed.isEmpty else { return (Self.hint(example: example, width: width), .hint) }
        if preview?.text != typed { preview = (typed, resolve(typed)) }
        guard let summary = preview?.summary else { return ("", .hint) }
        return (summary.isMatch ? "→ \(summary.oneLine)" : "✗ \(summary.oneLine)", summary.isMatch ? .hint : .error)
    }

    /// What the bar is for and its keys, the longest telling that fits `width` in whole phrases:
    /// words go before the example link, the example before keys, Esc last of all.
    static func hint(example: String?, width: Int) -> String {
        let keys = ["Tab completes", "↑/↓ history", "Esc closes"]
        let forExample = example.map { ", e.g. \($0)" } ?? ""
        let options = [
            ["Open URL: a deep link\(forExample)"] + keys, ["Open URL\(forExample)"] + keys,
            ["Open URL: a deep link"] + keys, ["Open URL", "Tab completes", "Esc closes"], ["Open URL", "Esc closes"],
        ]
        return options.map { $0.joined(separator: " · ") }.first { TextWidth.of($0) <= width } ?? "Esc closes"
    }

    package func handle(_ key: Key) async -> OverlayResponse {
        switch key {
        case .character(let character): return await paste(String(character))
        case .enter: return await submit()
        case .escape: return .close
        case .control("l"):
            field.setText("")
            edited()
        case .up: walkHistory(by: -1)
        case .down: walkHistory(by: 1)
        case .tab, .backTab:
            completion.complete(
                &field, candidates: LinkCompletion.candidates(history: history.entries, patterns: patterns()),
                step: key == .tab ? 1 : -1)
            error = nil
        default:
            if field.handle(key) { edited() }
        }
        return .handled
    }

    /// Inserts text at the cursor (typing or a paste); a line break submits what is before it.
    package func paste(_ input: String) async -> OverlayResponse {
        let line = input.prefix { !$0.isNewline }
        field.insert(line)
        edited()
        return line.count < input.count ? await submit() : .handled
    }

    /// Its keys, for `?`-less reading (narration's Ctrl+T); the bar itself covers the footer.
    package var bindings: [KeyBinding] {
        [
            KeyBinding(.enter, action: "open"), KeyBinding(.tab, action: "complete"),
            KeyBinding(.up, .down, label: "↑/↓", action: "history"), KeyBinding(.escape, action: "close"),
        ]
    }

    /// How to use it; as the focus, the text as it is edited (a narrated terminal echoes
    /// nothing), Tab's choice or the history entry recalled; on request, the text and its preview.
    /// A link that did not open is said by the footer's error, once.
    package var narration: OverlayNarration {
        let summary = ["Type or paste a deep link; Enter opens it, Tab completes, ↑/↓ history, Esc closes"]
        let typed = text.isEmpty ? "Nothing typed" : "Typed: \(text)"
        var focus = typed
        if let selected = completion.selected, completion.choices.indices.contains(selected) {
            focus = "Completed: " + Narration.position(text, index: selected, count: completion.choices.count)
        } else if !completion.choices.isEmpty {
            let choices = completion.choices.joined(separator: ", ")
            focus =
                "\(typed); \(Narration.count(completion.choices.count, "choice")): \(choices); Tab goes through them"
        } else if let historyIndex {
            focus = "History: " + Narration.position(text, index: historyIndex, count: history.entries.count)
        }
        // The preview in words: the line's `→` or `✗` mark is for the eye.
        let notice = notice(width: .max).0
        let preview = text.trimmingSpaces.isEmpty ? [] : ["Preview: " + Self.withoutMark(notice)]
        return OverlayNarration(
            role: .field, title: "Command bar",
            narration: Narration(summary: summary, focus: focus, details: summary + [typed] + preview))
    }

    /// `line` without the `→ ` or `✗ ` the preview begins with.
    private static func withoutMark(_ line: String) -> String {
        line.hasPrefix("→ ") || line.hasPrefix("✗ ") ? String(line.dropFirst(2)) : line
    }

    /// Whether it draws over the footer's row: yes, its field is there.
    package var coversFooter: Bool { true }

    // MARK: Editing

    /// An edit makes the last submission's error and Tab's choices stale: the preview of the
    /// text as it now reads takes their place.
    private func edited() {
        error = nil
        completion.reset()
    }

    private func submit() async -> OverlayResponse {
        let trimmed = text.trimmingSpaces
        guard !trimmed.isEmpty else { return .close }
        historyIndex = nil
        error = await submitURL(trimmed)
        return error == nil ? .close : .handled
    }

    /// ↑ (`step` -1) recalls older entries, keeping what was typed; ↓ newer ones, and past the
    /// newest what was typed.
    private func walkHistory(by step: Int) {
        let entries = history.entries
        guard !entries.isEmpty, historyIndex != nil || step < 0 else { return }
        if historyIndex == nil { draft = field.text }
        let next = (historyIndex ?? entries.count) + step
        if next >= entries.count {
            historyIndex = nil
            field.setText(draft)
        } else {
            historyIndex = max(0, next)
            field.setText(entries[max(0, next)])
        }
        edited()
    }
}
