import RouterCore
import TUIShell

/// The account module: log in and register.
@MainActor
enum AccountScreens {
    static func register(in registry: ScreenRegistry) {
        registry.register("Login") { request in
            ListScreen(
                name: "Login", title: "Log in", lines: ["Phone: \(request["phone"] ?? "")"],
                items: [.init("Register", url: "app://user/register")]
            )
        }
        registry.register("Register") { _ in ListScreen(name: "Register", title: "Register", lines: ["Create an account."]) }
    }
}
