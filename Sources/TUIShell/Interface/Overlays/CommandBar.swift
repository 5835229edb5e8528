/// The bar opened with `:` or Ctrl+L: type or paste a deep link, Enter routes it.
///
/// The prompt (`:`) and the field on the last row; above it a live preview — the route the
/// text would match and its parameters, or why it would not — resolved as you type, as the
/// Router Lab's field does. Up/Down walk the history; Tab completes to the longest common prefix
/// of history entries and route patterns cut before their first parameter (never inserting
/// `:name(…)`), and lists the choices when the prefix is ambiguous; Esc closes. An overlay like
/// any other: it takes every key while open and draws over the footer.
@MainActor
package final class CommandBar: Overlay {
    /// The text field.
    package private(set) var field = TextField()
    /// The text typed so far.
    package var text: String { field.text }
    /// The error of the last submission, shown above the bar.
    package private(set) var error: String?
    /// The completions Tab found when it could not decide, shown above the bar.
    package private(set) var choices: [String] = []
    private var historyIndex: Int?
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
        error = nil
        choices = []
        historyIndex = nil
        example = exampleLink()
    }

    // MARK: Overlay

    package func draw(into grid: inout CellGrid, content: Rect) {
        let row = grid.height - 1
        if row > 0 {
            let (notice, style) = self.notice()
            grid.fill(Rect(x: 0, y: row - 1, width: grid.width, height: 1))
            grid.write(TextWidth.truncate(notice, to: grid.width), column: 0, row: row - 1, style: style)
        }
        Canvas.draw(in: &grid, bounds: Rect(x: 0, y: row, width: grid.width, height: 1)) { canvas in
            canvas.clear()
            let start = canvas.write(Self.prompt, row: 0, style: .hintKey)
            field.draw(in: &canvas, column: start, row: 0, width: canvas.width - start, focused: true)
        }
    }

    /// The line above the field: the last submission's error, else Tab's choices, else the
    /// live preview of the text, else how to use the bar.
    private func notice() -> (String, Style) {
        if let error { return ("✗ \(error)", .error) }
        if !choices.isEmpty { return (choices.joined(separator: "  "), .hint) }
        let typed = text.trimmingSpaces
        guard !typed.isEmpty else {
            let link = example.map { ", e.g. \($0)" } ?? ""
            return ("Open URL: a deep link\(link) · Tab completes · ↑/↓ history · Esc closes", .hint)
        }
        if preview?.text != typed { preview = (typed, resolve(typed)) }
        guard let summary = preview?.summary else { return ("", .hint) }
        return (summary.isMatch ? "→ \(summary.oneLine)" : "✗ \(summary.oneLine)", summary.isMatch ? .hint : .error)
    }

    package func handle(_ key: Key) async -> OverlayResponse {
        switch key {
        case .character(let character): return await paste(String(character))
        case .enter: return await submit()
        case .escape: return .close
        case .control("l"):
            field.setText("")
            error = nil
        case .up: walkHistory(by: -1)
        case .down: walkHistory(by: 1)
        case .tab: complete()
        default:
            // An edit makes the last submission's error and Tab's choices stale: the preview
            // of the text as it now reads takes their row.
            if field.handle(key) {
                error = nil
                choices = []
            }
        }
        return .handled
    }

    /// Inserts text at the cursor (typing or a paste); a line break submits what is before it.
    package func paste(_ input: String) async -> OverlayResponse {
        let line = input.prefix { !$0.isNewline }
        field.insert(line)
        error = nil
        choices = []
        return line.count < input.count ? await submit() : .handled
    }

    package var bindings: [KeyBinding] { [] }

    // MARK: Editing

    private func submit() async -> OverlayResponse {
        let trimmed = text.trimmingSpaces
        guard !trimmed.isEmpty else { return .close }
        historyIndex = nil
        error = await submitURL(trimmed)
        return error == nil ? .close : .handled
    }

    private func walkHistory(by step: Int) {
        let entries = history.entries
        guard !entries.isEmpty else { return }
        let next = (historyIndex ?? entries.count) + step
        if next >= entries.count {
            historyIndex = nil
            field.setText("")
        } else {
            historyIndex = max(0, next)
            field.setText(entries[historyIndex!])
        }
    }

    /// Completes to the longest common prefix of the candidates starting with the text, or lists
    /// them when that adds nothing.
    private func complete() {
        let candidates = Set(history.entries + patterns().compactMap(Self.literalPrefix))
        let matches = candidates.filter { $0.hasPrefix(text) && $0 != text }.sorted()
        guard var prefix = matches.first else {
            choices = []
            return
        }
        for match in matches.dropFirst() {
            while !match.hasPrefix(prefix) { prefix.removeLast() }
        }
        if prefix.count > text.count {
            field.setText(prefix)
            choices = matches.count > 1 ? matches : []
        } else {
            choices = matches
        }
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
}
