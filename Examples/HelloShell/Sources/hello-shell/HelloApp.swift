import RouterCore
import TUIShell

/// The app: its routes, its screens, its tabs.
@MainActor
enum HelloApp {
    /// The route table, in code: a public greeting anyone may open, and the About tab.
    static func routes() throws(RouteError) -> Router {
        let router = Router()
        try router.register(
            Route(
                name: "greet", pattern: "hello://greet/:name", access: .public,
                screen: "Greeting", presentation: .push, transition: .slide
            ))
        try router.register(
            Route(
                name: "about", pattern: "hello://about", access: .public,
                screen: "About", presentation: .tab("About"), transition: TransitionStyle.none
            ))
        return router
    }

    /// Screen factories by the names the routes use; the router has already decoded `:name`.
    static func screens() -> ScreenRegistry {
        let screens = ScreenRegistry()
        screens.register("Greeting") { request in
            ListScreen(name: "Greeting", title: "Greeting", lines: ["Hello, \(request["name"] ?? "")!"])
        }
        screens.register("About") { _ in about() }
        return screens
    }

    /// The Hello tab's root: a button that opens a greeting as an in-app link.
    static func hello() -> Screen {
        let screen = ListScreen(
            name: "Hello", title: "Hello",
            lines: ["From another terminal: tuishell openurl hello://greet/<name> --instance <name>"],
            items: [.init("Greet the world", url: "hello://greet/world")]
        )
        screen.url = "hello://hello"
        return screen
    }

    static func about() -> Screen {
        let screen = ListScreen(
            name: "About", title: "About", lines: ["hello-shell: a tuishell app in under 150 lines."])
        screen.url = "hello://about"
        return screen
    }

    /// The whole app; a route table that does not load is a programming error shown on screen.
    static func make(history: CommandHistory) -> ShellApp {
        let router: Router
        var problem: RouteError?
        do throws(RouteError) {
            router = try routes()
        } catch {
            router = Router()
            problem = error
        }
        let app = ShellApp(
            router: router, screens: screens(), tabs: [("Hello", hello()), ("About", about())], history: history)
        if let problem { app.status.show(problem) }
        return app
    }
}
