import RouterCore
import Testing

@testable import TUIShell

/// An app built by the run entry point from routes and screens (docs/screens.md): tabs come
/// from `tab:` routes, a screen has one name, a bad route is shown rather than fatal.
@MainActor
@Suite("An app from its routes")
struct AppFromRoutesTests {
    private static func screens() -> ScreenRegistry {
        let screens = ScreenRegistry()
        for name in ["Hello", "About", "Greeting"] {
            screens.register(name) { request in ListScreen(title: name, lines: ["\(request["name"] ?? "-")"]) }
        }
        return screens
    }

    @Test func tabRoutesMakeTheTabsInOrderAtTheirURLs() async throws {
        let app = ShellApp.make(
            routes: {
                [
                    try Route("hello://hello", screen: "Hello", presentation: .tab("Hello")),
                    try Route("hello://greet/:name", screen: "Greeting", access: .public),
                    try Route("hello://about", screen: "About", presentation: .tab("About")),
                ]
            }, screens: Self.screens(), history: CommandHistory(directory: nil))
        #expect(app.window.tabs.map(\.name) == ["Hello", "About"])
        #expect(app.window.tabs.map(\.root.url) == ["hello://hello", "hello://about"])
        #expect(await app.open("hello://greet/J%C3%BCrgen", origin: .external) == nil)
        #expect(app.window.topScreen?.name == "Greeting")
        #expect(app.router.table.routes.map(\.name) == ["Hello", "Greeting", "About"])
        // A tab switch has no animation unless its route names one.
        #expect(await app.open("hello://about", origin: .internal) == nil)
        #expect(app.window.animator.active == nil)
        #expect(app.window.topScreen?.name == "About")
    }

    /// `?` and the empty command bar show a link the app itself can open (its first public
    /// route's example), never the demo's; with no public route they show none.
    @Test(arguments: [(true, "hello://greet/42"), (false, nil)] as [(Bool, String?)])
    func theHintsGiveALinkFromTheAppsOwnTable(hasPublicRoute: Bool, example: String?) async throws {
        let app = ShellApp.make(
            routes: {
                [
                    try Route("hello://hello", screen: "Hello", presentation: .tab("Hello")),
                    try Route("hello://greet/:name", screen: "Greeting", access: hasPublicRoute ? .public : .internal),
                ]
            }, screens: Self.screens(), history: CommandHistory(directory: nil))
        app.resize(width: 120, height: 60)
        await app.handle(.character(":"))
        let bar = app.render().text
        await app.handle(.escape)
        await app.handle(.character("?"))
        let help = app.render().text
        #expect(!bar.contains("app://") && !help.contains("app://"))
        if let example {
            #expect(bar.contains("Open URL: a deep link, e.g. \(example) ·"))
            #expect(help.contains("Type or paste a deep link: \(example), https://…"))
        } else {
            #expect(bar.contains("Open URL: a deep link · Tab completes"))
            #expect(help.contains("Type or paste a deep link") && !help.contains("Type or paste a deep link:"))
        }
    }

    /// The first `tab:` route of a name makes the tab; later ones open inside it.
    @Test func laterRoutesOfATabOpenInsideIt() async throws {
        let app = ShellApp.make(
            routes: {
                [
                    try Route("hello://hello", screen: "Hello", presentation: .tab("Hello")),
                    try Route("hello://hello/about", screen: "About", access: .public, presentation: .tab("Hello")),
                    try Route("hello://greet/:name", screen: "Greeting", presentation: .tab("Greeting")),
                ]
            }, screens: Self.screens(), history: CommandHistory(directory: nil))
        #expect(app.window.tabs.map(\.name) == ["Hello"])
        #expect(app.status.messages.contains { $0.text.contains("the tab 'Greeting' needs a URL without parameters") })
        #expect(await app.open("hello://hello/about", origin: .external) == nil)
        #expect(app.window.tabs[0].stack.screens.map(\.name) == ["Hello", "About"])
    }

    @Test func aRouteThatCannotBeBuiltIsShownInTheFooter() {
        let app = ShellApp.make(
            routes: { [try Route("hello://greet/:name(", screen: "Greeting")] }, screens: Self.screens(),
            history: CommandHistory(directory: nil))
        #expect(app.window.tabs.map(\.name) == ["Home"])
        #expect(app.status.messages.contains { $0.text.contains("invalidPattern") })
    }
}
