import RouterCore
import TUIShell

/// Posts, web pages (a stand-in for a web view) and the AOPRouter blog.
@MainActor
enum ContentModule {
    static func install(in context: DemoContext) {
        context.screens.register("Post") { request in ListScreen(name: "Post", title: "Post \(request["postId"] ?? "")")
        }
        context.screens.register("Web") { request in
            ListScreen(
                name: "Web", title: "Web: \(request.url.host)",
                lines: [ListScreen.Line(request.url.original, style: .link)])
        }
        context.screens.register("Blog") { _ in
            ListScreen(name: "Blog", title: "aopod blog", lines: ["Reached through AOPRouter's routes."])
        }
    }
}
