/// Telling the user something and asking: each goes to the app the screen is shown in, and does
/// nothing while the screen is not shown. A dialog's answer is not delivered to a screen that has
/// left its stack meanwhile.
extension Screen {
    /// Shows a toast over the bottom of the content that goes away by itself after three
    /// seconds (or at once with Esc); a newer toast replaces it.
    public func showToast(_ message: String, kind: MessageKind = .info) {
        services?.messages.showToast(message, kind: kind)
    }

    /// Shows a message in the footer, in place of the key hints, until the next key.
    public func showMessage(_ message: String, kind: MessageKind = .info) {
        services?.messages.showMessage(message, kind: kind)
    }

    /// Shows an alert sized to its message with one button; `then` runs once it is closed
    /// (Enter, Esc or a click).
    public func alert(_ title: String, message: String, button: String = "OK", then: (@MainActor () -> Void)? = nil) {
        let answer = whileShown { (_: Int?) in then?() }
        services?.messages.showAlert(title: title, message: message, buttons: [button], selected: 0, answer: answer)
    }

    /// Asks a yes-or-no question in a dialog sized to its message: `then` gets `true` for
    /// `confirm` (selected at first; Enter), `false` for `cancel` or Esc.
    ///
    /// ```swift
    /// confirm("Delete branch?", message: "main will be gone.", confirm: "Delete") { [unowned self] yes in
    ///     if yes { deleteBranch() }
    /// }
    /// ```
    public func confirm(
        _ title: String, message: String, confirm: String = "OK", cancel: String = "Cancel",
        then: @escaping @MainActor (Bool) -> Void
    ) {
        let answer = whileShown { (choice: Int?) in then(choice == 1) }
        services?.messages.showAlert(
            title: title, message: message, buttons: [cancel, confirm], selected: 1, answer: answer)
    }

    /// Asks for a line of text in a dialog: `then` gets the text on Enter, or `nil` on Esc.
    ///
    /// ```swift
    /// prompt("Search", message: "Commits whose message contains:") { [unowned self] text in
    ///     if let text { table.filter = text }
    /// }
    /// ```
    public func prompt(
        _ title: String, message: String, text: String = "", then: @escaping @MainActor (String?) -> Void
    ) {
        services?.messages.showPrompt(title: title, message: message, text: text, answer: whileShown(then))
    }

    /// `answer`, run only while the screen is still on a stack: a dialog can outlive the screen
    /// that asked (a link from outside replaced it), whose callback must then not run.
    private func whileShown<Answer>(_ answer: @escaping @MainActor (Answer) -> Void) -> (Answer) -> Void {
        { [weak self] value in
            guard self?.navigationStack != nil else { return }
            answer(value)
        }
    }
}
