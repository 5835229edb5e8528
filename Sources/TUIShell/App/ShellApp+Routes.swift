import RouterCore

extension ShellApp {
    /// An app whose tabs are its `tab:` routes, in the order given: each tab's root is the
    /// screen its route shows, at the route's URL. A route list that could not be built, or a
    /// root that cannot be made, shows its error in the footer instead of failing the run.
    package static func make(
        routes: () throws -> [Route], screens: ScreenRegistry, history: CommandHistory
    ) -> ShellApp {
        let router = Router()
        var problems: [RouteError] = []
        do {
            for route in try routes() { try router.register(route) }
        } catch let error as RouteError {
            problems.append(error)
        } catch {
            problems.append(RouteError(.invalidRouteTable, "the routes could not be built: \(error)"))
        }
        var tabs: [(name: String, root: Screen)] = []
        for route in router.table.routes {
            guard case .tab(let name)? = route.presentation, let screen = route.screen else { continue }
            let url = route.pattern.text
            do throws(RouteError) {
                guard let match = router.resolve(url).match else {
                    throw RouteError(.invalidPattern, "the tab '\(name)' needs a URL without parameters, not \(url)")
                }
                let root = try screens.make(screen, for: match.request)
                root.url = url
                tabs.append((name, root))
            } catch {
                problems.append(error)
            }
        }
        if tabs.isEmpty {
            tabs = [("Home", ListScreen(title: "Home", lines: ["No route has a tab: presentation."]))]
        }
        let app = ShellApp(router: router, screens: screens, tabs: tabs, history: history)
        if !problems.isEmpty { app.status.show(problems) }
        return app
    }
}
