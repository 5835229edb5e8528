import RouterCore

/// What reaches the app from outside: links and push payloads from other terminals and scripts.
extension ShellApp {
    /// Applies a message from `tuishell openurl` / `tuishell push` (or a script's `push`): a link
    /// is routed with origin external, a payload becomes a banner. Returns the error to send
    /// back (a routing failure keeps the router's code); it is also shown in the footer.
    package func receive(_ message: DeepLinkMessage) async -> ShellError? {
        switch message {
        case .openURL(let url):
            return await open(url, origin: .external).map(ShellError.init)
        case .push(let text):
            do throws(ShellError) {
                deliver(try PushPayload(Array(text.utf8)))
                return nil
            } catch {
                status.show(error)
                return error
            }
        }
    }

    /// Shows a push payload as a banner, queued behind any banner already up.
    package func deliver(_ payload: PushPayload) {
        let waiting = { [overlays] in overlays.waiting(BannerOverlay.self) }
        overlays.show(
            BannerOverlay(payload: payload, waiting: waiting) { [navigator] url in
                navigator.openLater(url, origin: .external)
            })
    }

    /// Shows a toast that disappears by itself.
    public func showToast(_ message: String, kind: MessageKind = .info) {
        overlays.show(ToastOverlay(message: message, kind: kind))
    }
}
