/// The keys terminals send as escape sequences, whatever `TERM` says. Curses knows only the
/// sequences terminfo lists for `TERM`, but terminals and multiplexers send their own: tmux
/// sends `ESC [1~` for Home where xterm-256color's terminfo expects `ESC O H`, and the key
/// would be lost.
enum EscapeSequence {
    /// The key `sequence` (what followed ESC) stands for, or nil when it is none of these.
    static func key(_ sequence: String) -> Key? {
        keys[sequence]
    }

    /// The VT220 (`[1~`), rxvt (`[7~`), xterm (`[H`) and keypad-mode (`O H`) forms of each key.
    private static let keys: [String: Key] = [
        "[1~": .home, "[7~": .home, "[H": .home, "OH": .home,
        "[4~": .end, "[8~": .end, "[F": .end, "OF": .end,
        "[A": .up, "OA": .up, "[B": .down, "OB": .down,
        "[C": .right, "OC": .right, "[D": .left, "OD": .left,
        "[5~": .pageUp, "[6~": .pageDown, "[3~": .delete, "[Z": .backTab,
    ]
}
