/// The keys terminals send as escape sequences, whatever `TERM` says. Curses knows only the
/// sequences terminfo lists for `TERM`, but terminals and multiplexers send their own: tmux
/// sends `ESC [1~` for Home where xterm-256color's terminfo expects `ESC O H`, and the key
/// would be lost.
enum EscapeSequence {
    /// The key `sequence` (what followed ESC) stands for, or nil when it is none of these.
    static func key(_ sequence: String) -> Key? {
        keys[sequence]
    }

    /// The VT220 (`[1~`), rxvt (`[7~`), xterm (`[H`) and keypad-mode (`O H`) forms of each key,
    /// and the function keys as xterm and the VT220 send them.
    private static let keys: [String: Key] = [
        "[1~": .home, "[7~": .home, "[H": .home, "OH": .home,
        "[4~": .end, "[8~": .end, "[F": .end, "OF": .end,
        "[A": .up, "OA": .up, "[B": .down, "OB": .down,
        "[C": .right, "OC": .right, "[D": .left, "OD": .left,
        "[5~": .pageUp, "[6~": .pageDown, "[3~": .delete, "[Z": .backTab,
        "OP": .function(1), "OQ": .function(2), "OR": .function(3), "OS": .function(4),
        "[11~": .function(1), "[12~": .function(2), "[13~": .function(3), "[14~": .function(4),
        "[15~": .function(5), "[17~": .function(6), "[18~": .function(7), "[19~": .function(8),
        "[20~": .function(9), "[21~": .function(10), "[23~": .function(11), "[24~": .function(12),
    ]

    /// The key a character a terminal sent stands for: Tab, Enter (CR or LF), Backspace (BS or
    /// DEL), Ctrl plus a letter for the other control codes 1–26; nil for the rest below space.
    static func key(character value: UInt32) -> Key? {
        switch value {
        case 9: .tab
        case 10, 13: .enter
        case 8, 127: .backspace
        case 1...26: .control(Character(Unicode.Scalar(value + 96)!))
        case 0..<32: nil
        default: Unicode.Scalar(value).map { .character(Character($0)) }
        }
    }
}
