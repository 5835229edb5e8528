import RouterCore

extension ShellApp {
    /// Applies a message from `tuishell openurl` / `tuishell push` (or a script's `push`): a link
    /// is routed with origin external, a payload becomes a banner.
    ///
    /// - Returns: the error to send back; it is also shown in the footer.
    public func receive(_ message: DeepLinkMessage) async -> RouteError? {
        switch message {
        case .openURL(let url):
            return await open(url, origin: .external)
        case .push(let text):
            do throws(RouteError) {
                deliver(try PushPayload(Array(text.utf8)))
                return nil
            } catch {
                showError(error)
                return error
            }
        }
    }
}
