import TUIShell

/// What every remote session does with its app, whichever terminal carries it (a page, an SSH
/// channel): nothing saved, screenshots kept off the server's disk, the start link opened after
/// the first frame as `openurl` would.
enum RemoteSession {
    @MainActor
    static func run(
        _ app: ShellApp, on terminal: any Terminal, open: String?, animated: Bool,
        screenshot: @escaping @MainActor (String) -> String
    ) async {
        app.screenshotReceiver = screenshot
        let loop = TerminalRunLoop(app: app, terminal: terminal)
        let links = RunSettings(urls: open.map { [$0] } ?? [], animated: animated)
        _ = try? await loop.run {
            await TUIApplication.prepare(app, settings: links, state: nil)
            app.window.animator.isEnabled = animated
        }
    }
}
