import RouterCore
import TUIShell

/// The Mine tab: who is logged in, settings, profile pages.
@MainActor
enum MineModule {
    static func install(in context: DemoContext) {
        context.screens.register("Mine") { _ in mine(context) }
        context.screens.register("Settings") { _ in SettingsScreen(app: context.app) }
        context.screens.register("CompleteProfile") { request in
            ListScreen(
                name: "CompleteProfile", title: "Complete your profile",
                lines: profile(request, session: context.session))
        }
        context.screens.register("EditInfo") { request in
            ListScreen(
                name: "EditInfo", title: "Edit info",
                lines: ["userId: \(request["userId"] ?? "")", "targetId: \(request["targetId"] ?? "")"])
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

    /// What the profile still lacks, then the query items a GetRouter-style dispatch passed on
    /// (`native://www.taoqu.com?ios_path=/mine/complete&from=push`), one per line.
    private static func profile(_ request: RouteRequest, session: Session) -> [ListScreen.Line] {
        let passedOn = request.queryItems.map { ListScreen.Line("\($0.name): \($0.value)") }
        return [
            "Add what orders need:",
            ListScreen.Line("Phone: \(session.phone ?? "not set: log in first")"),
            "Delivery address: not set",
        ] + (passedOn.isEmpty ? [] : ["", "Passed on by the link:"] + passedOn)
    }
}
