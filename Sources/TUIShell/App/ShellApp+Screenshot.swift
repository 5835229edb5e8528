/// A frame as a picture, for `Ctrl+S`, the palette and `tuishell script --svg`.
extension ShellApp {
    /// The current frame as an SVG picture.
    package func screenshot() -> String {
        SVGScreenshot.render(render(), appearance: appearance)
    }

    /// Writes the current frame to a new `./<name>-<YYYYMMDD-HHMMSS>.svg` and says where in the
    /// footer (or why not); a served app hands it to the page instead.
    package func saveScreenshot() {
        if let screenshotReceiver {
            status.show(screenshotReceiver(screenshot()), kind: .success)
            return
        }
        switch OutputFile.writeNew(screenshot(), named: name) {
        case .success(let name): status.show("screenshot: \(name)", kind: .success)
        case .failure(let error): status.show("error: screenshotFailed: \(error.message)", kind: .error)
        }
    }
}
