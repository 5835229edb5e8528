import Foundation

/// The one-line bar opened with `:` or Ctrl+L: type or paste a deep link, Enter routes it.
///
/// Up/Down walk the history, Tab completes route patterns and history entries, Esc closes.
@MainActor
public final class CommandBar {
    /// The text field.
    public private(set) var field = TextField()
    /// The text typed so far.
    public var text: String { field.text }
    /// The error of the last submission, shown above the bar.
    public var error: String?
    private var historyIndex: Int?
    private let history: CommandHistory
    private let completions: () -> [String]

    init(history: CommandHistory, completions: @escaping () -> [String]) {
        self.history = history
        self.completions = completions
    }

    /// What a key did to the bar.
    enum Response {
        case editing, close, submit(String)
    }

    func reset() {
        field.setText("")
        error = nil
        historyIndex = nil
    }

    /// Inserts text at the cursor (typing or a paste); a newline submits what is before it.
    func insert(_ input: String) -> Response {
        let line = input.prefix { $0 != "\n" && $0 != "\r\n" && $0 != "\r" }
        field.insert(line)
        error = nil
        return line.count < input.count ? submit() : .editing
    }

    func handle(_ key: Key) -> Response {
        switch key {
        case .character(let character): return insert(String(character))
        case .enter: return submit()
        case .escape: return .close
        case .control("l"):
            field.setText("")
            error = nil
        case .up: walkHistory(by: -1)
        case .down: walkHistory(by: 1)
        case .tab: complete()
        default: _ = field.handle(key)
        }
        return .editing
    }

    private func submit() -> Response {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return .close }
        history.add(trimmed)
        historyIndex = nil
        return .submit(trimmed)
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

    /// Completes to the longest common prefix of the candidates starting with the text.
    private func complete() {
        let matches = Array(Set((history.entries.reversed() + completions()).filter { $0.hasPrefix(text) && $0 != text }))
        guard let first = matches.first else { return }
        var prefix = first
        for match in matches.dropFirst() {
            while !match.hasPrefix(prefix) { prefix.removeLast() }
        }
        if prefix.count > text.count { field.setText(prefix) }
    }
}
