import RouterCore
import TUIShell
import TUIShellCLI

/// Two tabs and a greeting another terminal can open: `hello-shell openurl hello://greet/<name>`.
@main
struct HelloShell: TUIApp {
    static let name = "hello-shell"
    static let abstract = "Two tabs and a greeting, on tuishell."

    static func screens() -> ScreenRegistry {
        let screens = ScreenRegistry()
        screens.register("Hello") { _ in
            ListScreen(
                title: "Hello",
                lines: ["From another terminal: hello-shell openurl hello://greet/<you> --instance <instance>"],
                items: [.init("Greet the world", url: "hello://greet/world")])
        }
        screens.register("Greeting") { request in
            ListScreen(title: "Greeting", lines: ["Hello, \(request["name"] ?? "")!"])
        }
        screens.register("About") { _ in ListScreen(title: "About", lines: ["hello-shell: one file."]) }
        return screens
    }

    static func routes() throws -> [Route] {
        [
            try Route("hello://hello", screen: "Hello", presentation: .tab("Hello")),
            try Route("hello://greet/:name", screen: "Greeting", access: .public, parent: "Hello"),
            try Route("hello://about", screen: "About", access: .public, presentation: .tab("About")),
        ]
    }
}

#if Serve
    import TUIShellServe

    /// Built with `--traits Serve`: `hello-shell serve` too.
    extension HelloShell: TUIServedApp {}
#endif
