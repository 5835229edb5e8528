import RouterCore
import TUIShell

/// The Mine tab: who is logged in, settings, profile pages.
@MainActor
enum MineModule {
    static func install(in context: DemoContext) {
        context.screens.register("Mine") { _ in mine(context) }
        context.screens.register("Settings") { _ in
            ListScreen(name: "Settings", title: "Settings", lines: ["Notifications: on", "Theme: terminal default"])
        }
        context.screens.register("CompleteProfile") { request in
            ListScreen(name: "CompleteProfile", title: "Complete your profile", lines: passedOn(request).map { ListScreen.Line($0) })
        }
        context.screens.register("EditInfo") { request in
            ListScreen(name: "EditInfo", title: "Edit info", lines: ["userId: \(request["userId"] ?? "")", "targetId: \(request["targetId"] ?? "")"])
        }
    }

    /// The Mine tab's root; its first line and the Log in/Log out row follow the session.
    static func mine(_ context: DemoContext) -> Screen {
        let screen = ListScreen(name: "Mine", title: "Mine")
        screen.url = "app://mine"
        let refresh: @MainActor () -> Void = { [weak screen, weak context] in
            guard let screen, let context else { return }
            let session = context.session
            screen.lines = [session.summary]
            screen.items = [
                .init("Settings", url: "app://mine/setting"),
                .init("Complete your profile", url: "app://mine/complete"),
                .init("Edit info", url: "app://mine/edit_info?userId=1&targetId=2"),
                session.isLoggedIn ? .init("Log out") { session.logOut() } : .init("Log in", url: "app://user/login"),
            ]
        }
        refresh()
        context.broadcast.observe(.loginChanged, owner: screen, handler: refresh)
        return screen
    }

    /// The query items a GetRouter-style dispatch passed on, one per line.
    private static func passedOn(_ request: RouteRequest) -> [String] {
        request.queryItems.map { "\($0.name): \($0.value)" }
    }
}
