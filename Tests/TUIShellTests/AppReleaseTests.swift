import RouterCore
import Testing

@testable import TUIShell

/// An app's parts go with it: the window, the router and its table, the screens.
@MainActor
@Suite("App release")
struct AppReleaseTests {
    @Test func everyPartIsFreedWithTheApp() {
        weak var app: ShellApp?
        weak var window: Window?
        weak var navigator: Navigator?
        weak var router: Router?
        weak var overlays: OverlayStack?
        weak var registry: ScreenRegistry?
        weak var root: Screen?
        do {
            let screens = ScreenRegistry()
            screens.register("Hello") { _ in ListScreen(title: "Hello", lines: ["a"]) }
            let made = ShellApp.make(
                routes: { [try Route("hello://hello", screen: "Hello", presentation: .tab("Hello"))] },
                screens: screens,
                history: CommandHistory(directory: nil))
            app = made
            window = made.window
            navigator = made.navigator
            router = made.router
            overlays = made.overlays
            registry = screens
            root = made.window.topScreen
        }
        #expect(app == nil && navigator == nil, "the app and its navigator")
        #expect(window == nil && root == nil, "the window and its screens")
        #expect(router == nil && registry == nil, "the router and the screen registry")
        #expect(overlays == nil, "the overlays")
    }
}
