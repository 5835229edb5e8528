import RouterCore
import TUIShell

/// The Router Lab tab and its transition demo screens.
@MainActor
enum LabModule {
    static func install(in context: DemoContext) {
        context.screens.register("RouterLab") { _ in lab(context) }
        context.screens.register("TransitionDemo") { request in
            let style = request["style"] ?? ""
            return ListScreen(name: "TransitionDemo", title: "Transition: \(style)", lines: ["This screen was shown with the \(style) transition."])
        }
    }

    static func lab(_ context: DemoContext) -> Screen {
        RouterLabScreen(router: context.router, recentEvents: { [weak context] in context?.app?.events.recent ?? [] }, switches: context.switches)
    }
}

/// Shows the transition demos with the transition their URL names (`app://lab/transition/fade`),
/// whatever the Lab's switches say.
@MainActor
final class TransitionDemoHandler: ScreenRouteHandler {
    override func transitionStyle(_ request: RouteRequest, presentation: Presentation) -> TransitionStyle {
        request["style"].flatMap(TransitionStyle.init(rawValue:)) ?? super.transitionStyle(request, presentation: presentation)
    }
}
