import RouterCore
import TUIShell

/// The Mine tab: profile, settings.
@MainActor
enum MineScreens {
    static func register(in registry: ScreenRegistry) {
        registry.register("Mine") { _ in mine() }
        registry.register("Settings") { _ in ListScreen(name: "Settings", title: "Settings") }
        registry.register("CompleteProfile") { _ in ListScreen(name: "CompleteProfile", title: "Complete your profile") }
        registry.register("EditInfo") { request in
            ListScreen(name: "EditInfo", title: "Edit info", lines: ["userId: \(request["userId"] ?? "")", "targetId: \(request["targetId"] ?? "")"])
        }
    }

    static func mine() -> Screen {
        let screen = ListScreen(name: "Mine", title: "Mine", items: [
            .init("Settings", url: "app://mine/setting"),
            .init("Complete your profile", url: "app://mine/complete"),
            .init("Edit info", url: "app://mine/edit_info?userId=1&targetId=2"),
            .init("Log in", url: "app://user/login"),
        ])
        screen.url = "app://mine"
        return screen
    }
}
