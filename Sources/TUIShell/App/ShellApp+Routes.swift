import RouterCore

extension ShellApp {
    /// An app whose tabs are its `tab:` routes, in the order given (``TabRoot``): each tab's
    /// root is the screen its first route shows, at the route's URL. A route list that could not be built, or a
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
        let (roots, tabProblems) = TabRoot.all(in: router.table)
        let (tabs, rootProblems) = Self.tabs(roots, screens: screens)
        problems += tabProblems + rootProblems
        let app = ShellApp(router: router, screens: screens, tabs: tabs, history: history)
        if !problems.isEmpty { app.status.show(problems) }
        return app
    }

    /// The tabs `roots` make with `screens`, and the error of each root that cannot be made;
    /// with no tab at all, one Home tab that says so.
    package static func tabs(_ roots: [TabRoot], screens: ScreenRegistry) -> (
        tabs: [(name: String, root: Screen)], problems: [RouteError]
    ) {
        var tabs: [(name: String, root: Screen)] = []
        var problems: [RouteError] = []
        for root in roots {
            do throws(RouteError) {
                tabs.append((root.name, try root.makeRoot(with: screens)))
            } catch {
                problems.append(error)
            }
        }
        if tabs.isEmpty {
            tabs = [("Home", ListScreen(title: "Home", lines: ["No route has a tab: presentation."]))]
        }
        return (tabs, problems)
    }
}
