/// What an overlay says in narrated mode: what kind of thing it is, its title, and its
/// ``Narration``. The narrator reads an overlay's kind and title when it appears, then its
/// summary and focus; the served page marks a dialog or an alert as one.
package struct OverlayNarration: Equatable {
    /// What kind of overlay it is, for the words that introduce it and the page's roles.
    package enum Role: Equatable, Sendable {
        /// A dialog that asks for something (a line of text, the palette): `Dialog: <title>`.
        case dialog
        /// An alert that waits for a choice among buttons: `Alert: <title>`.
        case alert
        /// A notification that may open a link: `Notification: <title>`.
        case notification
        /// A message that goes away by itself: read as it is.
        case message
        /// Text to read (help, the message log): its title, then every line.
        case reading
        /// The command bar: a field for a link.
        case field
    }

    /// What kind of overlay it is.
    package var role: Role
    /// Its title (empty for a message).
    package var title: String
    /// Its summary, focus and details.
    package var narration: Narration

    /// The line that introduces it: `Alert: Quit tuishell?`; nil for a message, which is read
    /// as it is.
    package var introduction: String? {
        switch role {
        case .dialog: "Dialog: \(title)"
        case .alert: "Alert: \(title)"
        case .notification: "Notification: \(title)"
        case .message: nil
        case .reading, .field: title
        }
    }

    /// Whether the page marks it as a dialog (`role=dialog`, or `alertdialog` for an alert).
    package var isDialog: Bool { [.dialog, .alert, .field].contains(role) }

    /// The buttons of a dialog in words: `Choices: Log in, Cancel`, and the selected one with its
    /// place as the focus, `Log in button, 1 of 2`.
    package static func buttons(_ buttons: [String], selected: Int) -> (choices: String, focus: String?) {
        let focus =
            buttons.indices.contains(selected)
            ? Narration.position("\(buttons[selected]) button", index: selected, count: buttons.count) : nil
        return ("Choices: " + buttons.joined(separator: ", "), focus)
    }
}
