import RouterCore

/// Where what a screen tells or asks the user goes: the app's footer, toasts and dialogs. The
/// screen layer says what to show; the interface above it draws it (``OverlayMessages``).
@MainActor
package protocol MessagePresenter: AnyObject {
    /// A toast over the bottom of the content that goes by itself; a newer one replaces it.
    func showToast(_ message: String, kind: MessageKind)
    /// A message in the footer, in place of the key hints, until the next key.
    func showMessage(_ message: String, kind: MessageKind)
    /// A link's error in the footer, as a navigation's error is shown.
    func showError(_ error: RouteError)
    /// A dialog with `buttons`, `selected` chosen at first; `answer` gets the chosen index, or
    /// nil on Esc.
    func showAlert(title: String, message: String, buttons: [String], selected: Int, answer: @escaping (Int?) -> Void)
    /// A dialog asking for a line of text; `answer` gets the text on Enter, or nil on Esc.
    func showPrompt(title: String, message: String, text: String, answer: @escaping (String?) -> Void)
}
