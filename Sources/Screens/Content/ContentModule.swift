import RouterCore
import TUIShell

/// Posts, web pages (a stand-in for a web view) and the AOPRouter blog: each says which link
/// opened it and what that link shows.
@MainActor
enum ContentModule {
    static func install(in context: DemoContext) {
        context.screens.register("Post") { request in post(id: request["postId"] ?? "") }
        context.screens.register("Web") { request in
            ListScreen(
                name: "Web", title: "Web: \(request.url.host)",
                lines: [
                    ListScreen.Line(request.url.original, style: .link), "",
                    "A stand-in for a web view: every http:// and https:// link opens here,",
                    "as a web page would in an app that has one.",
                ])
        }
        context.screens.register("Blog") { _ in
            WordedListScreen(
                name: "Blog", title: "Blog",
                lines: [
                    "AOPRouter's blog page, at aop://blog/open.",
                    "aop://blog/redirect redirects here; other aop:// links reach",
                    "closure handlers and miss handlers:",
                ],
                items: [
                    .init("A log message   aop://log?message=hello", url: "aop://log?message=hello"),
                    .init("A miss handler  aop://log/anything", url: "aop://log/anything"),
                ])
        }
    }

    /// One post: its id from the link, and the next one to push.
    private static func post(id: String) -> Screen {
        let next = Int(id).map { String($0 + 1) }
        return WordedListScreen(
            name: "Post", title: "Post \(id)",
            lines: [
                "Post \(id), opened by app://post/:postId with postId \(id).",
                "Any postId opens a post; a link from another terminal does too:",
                ListScreen.Line("tuishell openurl app://post/\(id)", style: .link),
            ],
            items: next.map { [.init("Next post  app://post/\($0)", url: "app://post/\($0)")] } ?? [])
    }
}
