import RouterCore
import TUIShell

/// The Router Lab tab and its transition demo screens.
@MainActor
enum LabModule {
    static func install(in context: DemoContext) {
        context.screens.register("RouterLab") { _ in lab(context) }
        context.screens.register("TransitionDemo") { request in
            let style = request["style"] ?? ""
            return ListScreen(
                name: "TransitionDemo", title: "Transition: \(style)",
                lines: ["This screen was shown with the \(style) transition."])
        }
    }

    static func lab(_ context: DemoContext) -> Screen {
        RouterLabScreen(
            router: context.router, recentEvents: { [weak context] in context?.app?.events.recent ?? [] },
            lastRequest: { [weak context] in context.flatMap(lastRequest) },
            history: { [weak context] in context?.app?.history.entries ?? [] }, switches: context.switches
        )
    }
}

extension LabModule {
    /// The latest request, leaving out those that only brought the Lab up: the Lab explains
    /// what happened before a person looked at it.
    static func lastRequest(_ context: DemoContext) -> RequestTimeline? {
        let table = context.router.table
        return context.app?.navigator.timelines.last { timeline in
            timeline.route.flatMap(table.route(named:))?.screen != "RouterLab"
        }
    }
}

/// Shows the transition demos with the transition their URL names (`app://lab/transition/fade`),
/// whatever the Lab's switches say.
@MainActor
final class TransitionDemoHandler: ScreenRouteHandler {
    override func transitionStyle(_ request: RouteRequest, presentation: Presentation) -> TransitionStyle {
        request["style"].flatMap(TransitionStyle.init(rawValue:))
            ?? super.transitionStyle(request, presentation: presentation)
    }
}
