import RouterCore
import TUIShell

/// The demo's screen handler: the standard lifecycle, with the Router Lab's switches applied to
/// routes that push (tab and modal routes keep their own presentation).
@MainActor
class DemoScreenHandler: ScreenRouteHandler {
    let switches: HandlerSwitches

    init(context: NavigationContext, switches: HandlerSwitches) {
        self.switches = switches
        super.init(context: context)
    }

    /// With the Lab's `decline` switch, push routes are passed on to the next candidate.
    override func shouldHandle(_ request: RouteRequest) -> Bool {
        !(switches.isOn(.decline) && isPush(request)) && super.shouldHandle(request)
    }

    override func target(_ request: RouteRequest) async throws(RouteError) -> Screen {
        try checkTargetSwitch(request)
        return try await super.target(request)
    }

    /// With the Lab's `target throws` switch, a push route's `target` fails: the stacks stay as
    /// they were (the handler lifecycle is atomic).
    func checkTargetSwitch(_ request: RouteRequest) throws(RouteError) {
        if switches.isOn(.failTarget), isPush(request) {
            throw RouteError(.noScreen, "the Router Lab's 'target throws' switch is on: target failed, nothing moved")
        }
    }

    private func isPush(_ request: RouteRequest) -> Bool { super.presentation(request) == .push }

    override func presentation(_ request: RouteRequest) -> Presentation {
        let declared = super.presentation(request)
        guard declared == .push else { return declared }
        if switches.isOn(.preferModal) { return .modal }
        // "Replace root" is for the next navigation only: a tab rooted at whatever came next,
        // for good, is a trap rather than a demo.
        if switches.turnOff(.replaceRoot) { return .root }
        return declared
    }

    override func transitionStyle(_ request: RouteRequest, presentation: Presentation) -> TransitionStyle {
        if switches.isOn(.fade) { return .fade }
        if switches.isOn(.cover) { return .cover }
        return super.transitionStyle(request, presentation: presentation)
    }
}

/// Gets its screen from a mediator action (CTMediator behind a URL): a fixed
/// `Target/action` (the shop's `app://order/make` → `Order/makeScreen`), or the route's `:target`
/// and `:action` (`mediator://Order/makeScreen?goodsID=1`), where `native…` actions are refused.
@MainActor
final class MediatorScreenHandler: DemoScreenHandler {
    private let mediator: Mediator
    private let fixedCall: (target: String, action: String)?

    init(
        context: NavigationContext, switches: HandlerSwitches, mediator: Mediator, target: String? = nil,
        action: String? = nil
    ) {
        self.mediator = mediator
        if let target, let action { fixedCall = (target, action) } else { fixedCall = nil }
        super.init(context: context, switches: switches)
    }

    override func target(_ request: RouteRequest) async throws(RouteError) -> Screen {
        try checkTargetSwitch(request)
        let target: String
        let action: String
        if let fixedCall {
            (target, action) = fixedCall
        } else {
            guard let named = request.routeParameters["target"], let called = request.routeParameters["action"] else {
                throw RouteError(.notFound, "a mediator URL has the form mediator://Target/action")
            }
            try Mediator.checkReachableFromURL(action: called)
            (target, action) = (named, called)
        }
        let result = try await mediator.perform(target: target, action: action, parameters: request.parameters)
        guard let screen = result as? Screen else {
            throw RouteError(.noScreen, "\(target)/\(action) answers with data, not a screen")
        }
        return screen
    }
}
