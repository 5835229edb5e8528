import RouterCore

/// A tab an app starts with: its name, and the route, screen and URL of its root. A route
/// table's tabs are its `tab:` routes: the first route of each tab name makes the tab, in the
/// table's order, and later routes of that name open inside it (`app://mine` makes Mine,
/// `app://mine/setting` pushes Settings there).
package struct TabRoot: Sendable, Equatable {
    /// The tab's name in the tab bar.
    package let name: String
    /// The name of the route whose screen is the root.
    package let route: String
    /// The ``ScreenRegistry`` name of the root screen.
    package let screen: String
    /// The root's URL: the route's pattern, which has no parameter.
    package let url: String

    /// A tab named `name` whose root is `screen`, shown by the route `route` at `url`.
    package init(name: String, route: String, screen: String, url: String) {
        self.name = name
        self.route = route
        self.screen = screen
        self.url = url
    }

    /// The tabs of `table`, in its order (routes without a screen make none), and an error for
    /// each tab whose first route has a parameter or a wildcard: a root has one URL.
    package static func all(in table: RouteTable) -> (tabs: [TabRoot], problems: [RouteError]) {
        var tabs: [TabRoot] = []
        var problems: [RouteError] = []
        var names: Set<String> = []
        for route in table.routes {
            guard case .tab(let name)? = route.presentation, let screen = route.screen, names.insert(name).inserted
            else { continue }
            let url = route.pattern.text
            guard route.pattern.segments.allSatisfy({ if case .literal = $0 { true } else { false } }) else {
                problems.append(
                    RouteError(.invalidPattern, "the tab '\(name)' needs a URL without parameters, not \(url)"))
                continue
            }
            tabs.append(TabRoot(name: name, route: route.name, screen: screen, url: url))
        }
        return (tabs, problems)
    }

    /// The root screen, made by `screens` as a link to ``url`` would make it.
    @MainActor
    package func makeRoot(with screens: ScreenRegistry) throws(RouteError) -> Screen {
        let root = try screens.make(screen, for: RouteRequest(url: try URLParser().parse(url), routeName: route))
        root.url = url
        return root
    }
}
