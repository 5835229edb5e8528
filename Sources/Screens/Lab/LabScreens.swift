import RouterCore
import TUIShell

/// The Router Lab tab.
@MainActor
enum LabScreens {
    static func register(in registry: ScreenRegistry) {
        registry.register("RouterLab") { _ in lab() }
        registry.register("TransitionDemo") { request in
            ListScreen(name: "TransitionDemo", title: "Transition: \(request["style"] ?? "")")
        }
    }

    static func lab() -> Screen {
        let screen = ListScreen(name: "RouterLab", title: "Router Lab", lines: ["Transitions"], items: TransitionStyle.allCases.map {
            .init("Show with \($0.rawValue)", url: "app://lab/transition/\($0.rawValue)")
        })
        screen.url = "app://lab"
        return screen
    }
}
