import RouterCore
import TUIShell

/// Posts, web pages (a stand-in for a web view) and the AOPRouter blog.
@MainActor
enum ContentScreens {
    static func register(in registry: ScreenRegistry) {
        registry.register("Post") { request in ListScreen(name: "Post", title: "Post \(request["postId"] ?? "")") }
        registry.register("Web") { request in
            ListScreen(name: "Web", title: "Web: \(request.url.host)", lines: [request.url.original])
        }
        registry.register("Blog") { _ in ListScreen(name: "Blog", title: "aopod blog") }
    }
}
