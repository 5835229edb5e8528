import Testing

/// What a person sees on terminals unlike the usual one (in the serialized tmux suite).
extension RealTerminalTests {
    /// On terminals without colour (vt100, xterm-mono) the title bar and the selected row are
    /// in reverse video, not in colours the terminal cannot show (they were plain text).
    @Test(arguments: ["vt100", "xterm-mono"])
    func withoutColourTheSelectionAndTitleAreReversed(term: String) async throws {
        let app = try await RunningApp(
            instance: "mono-\(term)", arguments: "--no-animation", environment: "env -u NO_COLOR TERM=\(term)")
        defer { app.stop() }
        let styled = try app.session.styledScreen().split(separator: "\n")
        for text in [" Home", "› Goods #1"] {
            let line = try #require(styled.first { $0.contains(text) }, "no line shows '\(text)'")
            #expect(Self.hasReverseVideo(line), "'\(text)' is not reversed on \(term): \(line)")
        }
    }

    /// Whether an SGR sequence in `line` turns on reverse video (`ESC [ … 7 … m`).
    static func hasReverseVideo(_ line: Substring) -> Bool {
        line.split(separator: "\u{1B}[").contains { sequence in
            guard let end = sequence.firstIndex(of: "m") else { return false }
            return sequence[..<end].split(separator: ";").contains("7")
        }
    }
}
