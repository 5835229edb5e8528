import RouterCore

extension Navigator {
    /// Rebuilds the window from saved URLs — each tab's stack, the selected tab and the modal
    /// chain — as one navigation value applied in one step, without animations. Screens are made by the handler that would show their
    /// route; middleware does not run, so a gated route (e.g. `requireLogin`) is skipped rather
    /// than restored behind its gate.
    ///
    /// - Returns: one warning per URL that was skipped (the caller shows them).
    package func restore(_ saved: SavedNavigation) async -> [String] {
        var warnings: [String] = []
        let make = { (url: String) async -> Screen? in
            do throws(RouteError) {
                return try await self.restoredScreen(for: url)
            } catch {
                warnings.append("warning: skipped \(url): \(error)")
                return nil
            }
        }
        let window = context.window
        var next = window.state
        var screens: [Screen] = []
        for saved in saved.tabs {
            guard let index = next.tabs.firstIndex(where: { $0.name == saved.name }) else {
                warnings.append("warning: skipped the tab '\(saved.name)', which this app does not have")
                continue
            }
            // The tab's own root always comes back at the bottom, so a stack saved while its
            // root was replaced (the Lab's "replace root") does not stay rooted elsewhere.
            let home = window.tabs[index].root
            var stack = [home.id]
            for url in saved.urls.drop(while: { $0 == home.url }) {
                guard let screen = await make(url) else { continue }
                screens.append(screen)
                stack.append(screen.id)
            }
            next.tabs[index].stack = stack
        }
        if let index = next.tabs.firstIndex(where: { $0.name == saved.selectedTab }) { next.selectedTab = index }
        for modal in saved.modals {
            var stack: [ScreenID] = []
            for url in modal {
                guard let screen = await make(url) else { continue }
                screens.append(screen)
                stack.append(screen.id)
            }
            if !stack.isEmpty { next.modals.append(NavigationState.Modal(id: ScreenID.next(), stack: stack)) }
        }
        // One change: the restored screens appear once, not stack by stack.
        try? window.apply(next, introducing: screens)
        return warnings
    }

    private func restoredScreen(for url: String) async throws(RouteError) -> Screen {
        let resolution = router.resolve(url, origin: .internal)
        if let error = resolution.error { throw error }
        guard let match = resolution.match else { throw RouteError(.notFound, "no route matches") }
        guard match.route.middleware.isEmpty else {
            throw RouteError(
                .rejected,
                "the route '\(match.route.name)' runs \(match.route.middleware.joined(separator: ", ")) first; open it again"
            )
        }
        guard let handler = screenHandler(forRoute: match.route.name) else {
            throw RouteError(.noScreen, "the route '\(match.route.name)' shows no screen")
        }
        let screen = try await handler.attachedTarget(match.request)
        screen.url = url
        return screen
    }
}
