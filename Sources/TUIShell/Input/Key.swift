/// A key press, as screens and the event loop see it, whichever terminal produced it.
public enum Key: Hashable, Sendable, CustomStringConvertible {
    case character(Character)
    case enter, escape, tab, backTab, backspace, delete
    case up, down, left, right, home, end, pageUp, pageDown
    /// Ctrl plus a letter, lowercased: `.control("l")` is Ctrl+L.
    case control(Character)
    /// A function key: `.function(12)` is F12.
    case function(Int)

    /// The key named in a script or a binding: `enter esc tab backspace up down left right space
    /// home end pgup pgdn ctrl+l f12 q ?`, or one character.
    public init?(name: String) {
        switch name.lowercased() {
        case "enter", "return": self = .enter
        case "esc", "escape": self = .escape
        case "tab": self = .tab
        case "shift+tab", "backtab": self = .backTab
        case "backspace": self = .backspace
        case "delete", "del": self = .delete
        case "up": self = .up
        case "down": self = .down
        case "left": self = .left
        case "right": self = .right
        case "home": self = .home
        case "end": self = .end
        case "pageup", "pgup": self = .pageUp
        case "pagedown", "pgdn": self = .pageDown
        case "space": self = .character(" ")
        default:
            if name.count == 1, let character = name.first {
                self = .character(character)
            } else if name.lowercased().hasPrefix("ctrl+"), name.count == 6, let letter = name.lowercased().last,
                letter.isLetter
            {
                self = .control(letter)
            } else if name.lowercased().hasPrefix("f"), let number = Int(name.dropFirst()), (1...12).contains(number) {
                self = .function(number)
            } else {
                return nil
            }
        }
    }

    /// The key as a script names it (``init(name:)`` reads it back): `enter`, `ctrl+l`, `f12`,
    /// `space`, `q`.
    public var scriptName: String {
        switch self {
        case .character(" "): "space"
        case .character(let character): String(character)
        case .enter: "enter"
        case .escape: "esc"
        case .tab: "tab"
        case .backTab: "shift+tab"
        case .backspace: "backspace"
        case .delete: "delete"
        case .up: "up"
        case .down: "down"
        case .left: "left"
        case .right: "right"
        case .home: "home"
        case .end: "end"
        case .pageUp: "pgup"
        case .pageDown: "pgdn"
        case .control(let letter): "ctrl+\(letter)"
        case .function(let number): "f\(number)"
        }
    }

    /// The key as people write it in hints: `Enter`, `Esc`, `Ctrl+L`, `q`.
    public var description: String {
        switch self {
        case .character(" "): "Space"
        case .character(let character): String(character)
        case .enter: "Enter"
        case .escape: "Esc"
        case .tab: "Tab"
        case .backTab: "Shift+Tab"
        case .backspace: "Backspace"
        case .delete: "Delete"
        case .up: "↑"
        case .down: "↓"
        case .left: "←"
        case .right: "→"
        case .home: "Home"
        case .end: "End"
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
        case .control(let letter): "Ctrl+\(letter.uppercased())"
        case .function(let number): "F\(number)"
        }
    }
}

/// A key a screen responds to, with the words the footer and `?` help show for it.
public struct KeyBinding: Sendable, Equatable {
    /// The keys, the first one shown in the footer.
    public let keys: [Key]
    /// The keys as `?` lists them: `Esc/Backspace/←`, or a range such as `1–9`.
    public let label: String
    /// What it does, in a few words.
    public let action: String
    /// What it does in one line, for `?` (default: the action).
    public let explanation: String

    /// The key the footer names: the label when one was given (`1–9`), else the first key.
    public let hintKey: String
    /// Whether the footer shows it only after every primary binding that fits (paging keys,
    /// say); `?` lists it either way.
    public let isSecondary: Bool

    /// Creates a binding; `label` defaults to the keys joined with `/`, `explanation` to `action`.
    public init(
        _ keys: Key..., label: String? = nil, action: String, explanation: String? = nil, secondary: Bool = false
    ) {
        self.init(keys: keys, label: label, action: action, explanation: explanation, secondary: secondary)
    }

    /// Creates a binding of a list of keys; `label` defaults to the keys joined with `/`. The
    /// footer names the label, else the first key — both arrows of a pair (`↑/↓`), since a
    /// hint that says `↑ move` hides that `↓` moves too.
    public init(keys: [Key], label: String? = nil, action: String, explanation: String? = nil, secondary: Bool = false)
    {
        self.keys = keys
        self.label = label ?? keys.map(\.description).joined(separator: "/")
        let pair = keys.prefix(2).map(\.description).joined(separator: "/")
        let isArrowPair = keys.starts(with: [.up, .down]) || keys.starts(with: [.left, .right])
        hintKey = label ?? (isArrowPair ? pair : keys.first?.description ?? "")
        self.action = action
        self.explanation = explanation ?? action
        isSecondary = secondary
    }
}
