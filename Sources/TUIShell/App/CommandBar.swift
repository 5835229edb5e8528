import Foundation

/// The one-line bar opened with `:` or Ctrl+L: type or paste a deep link, Enter routes it.
///
/// Up/Down walk the history, Tab completes route patterns and history entries, Esc closes.
@MainActor
public final class CommandBar {
    /// The text typed so far.
    public private(set) var text = ""
    /// The cursor position, in characters.
    public private(set) var cursor = 0
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
        text = ""
        cursor = 0
        error = nil
        historyIndex = nil
    }

    /// Inserts text at the cursor (typing or a paste); a newline submits what is before it.
    func insert(_ input: String) -> Response {
        for character in input {
            if character == "\n" || character == "\r\n" || character == "\r" { return submit() }
            guard !character.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else { continue }
            text.insert(character, at: text.index(text.startIndex, offsetBy: cursor))
            cursor += 1
        }
        error = nil
        return .editing
    }

    func handle(_ key: Key) -> Response {
        switch key {
        case .character(let character): return insert(String(character))
        case .enter: return submit()
        case .escape: return .close
        case .backspace:
            if cursor > 0 {
                text.remove(at: text.index(text.startIndex, offsetBy: cursor - 1))
                cursor -= 1
            }
        case .delete:
            if cursor < text.count { text.remove(at: text.index(text.startIndex, offsetBy: cursor)) }
        case .left: cursor = max(0, cursor - 1)
        case .right: cursor = min(text.count, cursor + 1)
        case .home, .control("a"): cursor = 0
        case .end, .control("e"): cursor = text.count
        case .control("u"), .control("l"):
            text = ""
            cursor = 0
            error = nil
        case .up: walkHistory(by: -1)
        case .down: walkHistory(by: 1)
        case .tab: complete()
        default: break
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
            text = ""
        } else {
            historyIndex = max(0, next)
            text = entries[historyIndex!]
        }
        cursor = text.count
    }

    /// Completes to the longest common prefix of the candidates starting with the text.
    private func complete() {
        let matches = Array(Set((history.entries.reversed() + completions()).filter { $0.hasPrefix(text) && $0 != text }))
        guard let first = matches.first else { return }
        var prefix = first
        for match in matches.dropFirst() {
            while !match.hasPrefix(prefix) { prefix.removeLast() }
        }
        if prefix.count > text.count {
            text = prefix
            cursor = text.count
        }
    }
}
