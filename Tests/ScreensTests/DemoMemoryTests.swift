import RouterCore
import TUIShell
import Testing

@testable import Screens

/// The demo app and everything it made are freed once the app is: a served demo makes one
/// app per visitor, and a cycle among its parts (a module's closures holding the context that
/// holds them, the router's handlers holding the navigation context that holds the router)
/// would keep each one for as long as the server lives.
@Suite("Demo memory")
@MainActor
struct DemoMemoryTests {
    @Test func theDemoAppAndItsPartsAreFreed() {
        weak var app: ShellApp?
        weak var router: Router?
        weak var window: Window?
        weak var screens: ScreenRegistry?
        do {
            let made = DemoApp.make(table: DemoRouteTable.builtIn)
            app = made
            router = made.router
            window = made.window
            screens = made.navigationContext.screens
            _ = made.render()
        }
        #expect(app == nil, "the app")
        #expect(router == nil, "the router")
        #expect(window == nil, "the window")
        #expect(screens == nil, "the screen registry")
    }

    @Test func theDemoAppIsFreedAfterARunThatQuits() async throws {
        weak var app: ShellApp?
        weak var router: Router?
        do {
            let made = DemoApp.make(table: DemoRouteTable.builtIn)
            app = made
            router = made.router
            let keys: [TerminalInput] = [
                .key(.character("j")), .key(.enter), .key(.escape), .key(.character("q")), .key(.character("y")),
            ]
            let loop = TerminalRunLoop(app: made, terminal: MemoryTerminal(inputs: keys))
            _ = try await loop.run {
                await TUIApplication.prepare(
                    made, settings: RunSettings(urls: ["app://goods/2"], animated: false), state: nil)
            }
        }
        // The run loop's last waits end within their timeout.
        let deadline = ContinuousClock.now.advanced(by: .seconds(3))
        while app != nil || router != nil, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(50))
        }
        #expect(app == nil, "the app outlived its run")
        #expect(router == nil, "the router outlived its app")
    }
}
