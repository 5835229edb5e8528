import RouterCore

/// What screens tell and ask the user, drawn as the app's overlays and footer messages.
@MainActor
package final class OverlayMessages: MessagePresenter {
    private let overlays: OverlayStack
    private let status: StatusLine

    package init(overlays: OverlayStack, status: StatusLine) {
        self.overlays = overlays
        self.status = status
    }

    package func showToast(_ message: String, kind: MessageKind) {
        overlays.show(ToastOverlay(message: message, kind: kind))
    }

    package func showMessage(_ message: String, kind: MessageKind) {
        status.show(message, kind: kind)
    }

    package func showError(_ error: RouteError) {
        status.show(error)
    }

    package func showAlert(
        title: String, message: String, buttons: [String], selected: Int, answer: @escaping (Int?) -> Void
    ) {
        overlays.show(
            AlertOverlay(title: title, message: message, buttons: buttons, selected: selected, onChoose: answer))
    }

    package func showPrompt(title: String, message: String, text: String, answer: @escaping (String?) -> Void) {
        overlays.show(PromptOverlay(title: title, message: message, text: text, onAnswer: answer))
    }
}
