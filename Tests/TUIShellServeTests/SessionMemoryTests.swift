import RouterCore
import TUIShell
import Testing

@testable import TUIShellServe

/// A served app is freed when its session ends: a thousand visitors a day must not leave a
/// thousand apps behind.
@Suite("Session memory")
@MainActor
struct SessionMemoryTests {
    private static func app() -> ShellApp {
        let screens = ScreenRegistry()
        for name in ["Hello", "About"] {
            screens.register(name) { _ in ListScreen(title: name, lines: ["one", "two", "three"]) }
        }
        return ShellApp.make(
            routes: {
                [
                    try Route("hello://hello", screen: "Hello", presentation: .tab("Hello")),
                    try Route("hello://about", screen: "About", access: .public),
                ]
            }, screens: screens, history: CommandHistory(directory: nil))
    }

    @Test func anAppThatRanOnAPageIsFreedWhenItsSessionEnds() async throws {
        weak var freedApp: ShellApp?
        weak var freedTerminal: WebTerminal?
        do {
            let app = Self.app()
            let terminal = WebTerminal(size: (80, 24)) { _ in }
            freedApp = app
            freedTerminal = terminal
            let context = ServeContext(settings: ServeSettings(animated: false), trustedProxies: []) { app }
            let run = Task {
                await context.runListed(
                    app, on: terminal, open: "hello://about", announce: {}, end: { _ in }, screenshot: { $0 })
            }
            terminal.deliver(.key(.character("j")))
            terminal.deliver(.key(.escape))
            try await Task.sleep(for: .milliseconds(200))
            terminal.close()
            await run.value
        }
        // The run loop's last waits end within their timeout.
        let deadline = ContinuousClock.now.advanced(by: .seconds(3))
        while freedApp != nil || freedTerminal != nil, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(50))
        }
        #expect(freedApp == nil, "the app outlived its session")
        #expect(freedTerminal == nil, "the terminal outlived its session")
    }
}
