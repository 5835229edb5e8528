import RouterCore

/// The synthetic back stack (docs/reference.md §13): a link from outside to a route with a
/// `parent` shows the parent chain first, so Back walks up it, as Android's
/// `NavDeepLinkBuilder` does.
extension ScreenRouteHandler {
    /// The parents' screens for a link from outside, root first; empty for in-app opens and
    /// routes without a parent. A parent whose route has no screen is left out.
    func parentScreens(for request: RouteRequest) throws(RouteError) -> [Screen] {
        guard request.origin == .external else { return [] }
        let table = context.router.table
        var screens: [Screen] = []
        for url in table.backStack(for: request) {
            guard let match = table.resolve(url).match, let name = match.route.screen else { continue }
            let screen = try context.screens.make(name, for: match.request)
            screen.request = match.request
            screen.url = url
            screens.append(screen)
        }
        return screens
    }

    /// Shows `target` above `parents` in one step: the stack of the tab whose root is the first
    /// parent's screen becomes that root, the other parents and the target (a modal target is
    /// presented over them); without such a tab, they all go on the current tab's root.
    func show(_ target: Screen, above parents: [Screen], request: RouteRequest, presentation: Presentation)
        throws(RouteError)
    {
        let window = context.window
        let rootTab = window.tabs.firstIndex { $0.stack.root?.name == parents.first?.name }
        let tabIndex = rootTab ?? window.selectedTabIndex
        guard window.tabs.indices.contains(tabIndex), let root = window.tabs[tabIndex].stack.root else {
            throw RouteError(.transitionFailed, "there is no tab to build the back stack on")
        }
        let chain = [root] + (rootTab == nil ? parents : Array(parents.dropFirst()))
        let isModal = presentation == .modal
        let animation = context.transitions.transition(for: transitionStyle(request, presentation: presentation))
        try changingWindow { () throws(NavigationError) in
            try window.update(introducing: chain + [target], transition: animation) { next in
                next.modals.removeAll()
                next.selectedTab = tabIndex
                next.tabs[tabIndex].stack = (isModal ? chain : chain + [target]).map(\.id)
                if isModal { next.present(target.id) }
            }
        }
    }
}
