/// A mouse event in cells (0-based, as `screen` prints the frame): a left click or a wheel step.
package struct MouseEvent: Hashable, Sendable {
    /// What happened.
    package enum Kind: Hashable, Sendable {
        /// The left button went down.
        case click
        /// The wheel turned: towards the user's content above (`up`) or below.
        case wheelUp, wheelDown
    }

    package let kind: Kind
    package let column: Int
    package let row: Int

    package init(_ kind: Kind, column: Int, row: Int) {
        self.kind = kind
        self.column = column
        self.row = row
    }

    /// Decodes xterm's SGR (mode 1006) report: the part after `ESC [ <`, such as `0;12;5M`
    /// (button 0 pressed at column 12, row 5, both 1-based). Releases, drags and other buttons
    /// give nil: the app acts on presses.
    package init?(sgr report: String) {
        guard let final = report.last, final == "M" || final == "m" else { return nil }
        let numbers = report.dropLast().split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        guard numbers.count == 3, let button = numbers[0], let column = numbers[1], let row = numbers[2], column >= 1,
            row >= 1,
            final == "M"
        else { return nil }
        switch button & ~(4 | 8 | 16) {
        case 0: self.init(.click, column: column - 1, row: row - 1)
        case 64: self.init(.wheelUp, column: column - 1, row: row - 1)
        case 65: self.init(.wheelDown, column: column - 1, row: row - 1)
        default: return nil
        }
    }
}
