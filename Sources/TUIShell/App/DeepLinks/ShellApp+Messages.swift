import RouterCore

/// What reaches the app from outside: links and push payloads from other terminals and scripts.
extension ShellApp {
    /// Applies a message from `tuishell openurl` / `tuishell push` (or a script's `push`): a link
    /// is routed with origin external, a payload becomes a banner. Returns the error to send
    /// back (a routing failure keeps the router's code); it is also shown in the footer.
    package func receive(_ message: DeepLinkMessage) async -> ShellError? {
        switch message {
        case .openURL(let url):
            narrator?.note("Link from outside: \(url)")
            return await open(url, origin: .external).map(ShellError.init)
        case .push(let text):
            do throws(ShellError) {
                deliver(try PushPayload(Array(text.utf8)))
                return nil
            } catch {
                status.show(failure: error)
                return error
            }
        }
    }

    /// Applies a script's `push` line: JSON when it starts with `{`, else the path of a payload
    /// file (`-`: standard input), read up to one byte past the limit. Returns the error, if any.
    package func receivePush(from source: String) async -> ShellError? {
        if source.hasPrefix("{") { return await receive(.push(source)) }
        do {
            let bytes = try InputFile.contents(of: source, limit: PushPayload.maximumSize + 1)
            return await receive(.push(try PushPayload.checkedText(bytes)))
        } catch let error as InputFileError {
            return ShellError(.invalidPayload, error.message)
        } catch let error as ShellError {
            return error
        } catch {
            return ShellError(.invalidPayload, "\(error)")
        }
    }

    /// Shows a push payload as a banner, queued behind any banner already up.
    package func deliver(_ payload: PushPayload) {
        showBanner(title: payload.title, lines: [payload.subtitle, payload.body].compactMap { $0 }, url: payload.url)
    }

    /// Shows a banner as a push notification does: Enter opens `url` (origin `external`), if any;
    /// it goes by itself after five seconds unless it `staysUntilDismissed` or the app is narrated
    /// (a screen reader may not have finished reading it by then).
    package func showBanner(title: String, lines: [String], url: String? = nil, staysUntilDismissed: Bool = false) {
        requestFrame()
        let waiting = { [overlays] in overlays.waiting(BannerOverlay.self) }
        let lifetime = staysUntilDismissed || narrator != nil ? nil : BannerOverlay.defaultLifetime
        overlays.show(
            BannerOverlay(title: title, lines: lines, url: url, lifetime: lifetime, waiting: waiting) {
                [navigator] url in
                navigator.openLater(url, origin: .external)
            })
    }

    /// Shows a toast that disappears by itself.
    public func showToast(_ message: String, kind: MessageKind = .info) {
        requestFrame()
        overlays.show(ToastOverlay(message: message, kind: kind))
    }
}
