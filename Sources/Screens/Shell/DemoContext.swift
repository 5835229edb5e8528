import RouterCore
import TUIShell

/// What every business module of the demo may use: the app (and through it the router), the
/// mediator, the session, the broadcast and the Lab's handler switches. Modules meet only here,
/// never by naming each other's types (the CTMediator rule).
@MainActor
final class DemoContext {
    let router: Router
    let screens = ScreenRegistry()
    let mediator = Mediator()
    let broadcast = Broadcast()
    let session: Session
    let switches = HandlerSwitches()
    /// Set once the app exists; screens and handlers run only after that.
    weak var app: ShellApp?
    /// Waits for a login when no one is logged in, and throws `rejected` when Log in closes
    /// without one; its argument names the work that needs the account (`the order`) for the
    /// notice when a link replaced Log in. The account module sets it; until then nobody can log in.
    var requireLogin: @MainActor (String) async throws(RouteError) -> Void = { _ async throws(RouteError) in
        throw RouteError(.rejected, "there is no account module to log in with")
    }

    init(router: Router) {
        self.router = router
        session = Session(broadcast: broadcast)
    }

    /// Lets go of the modules' closures, which hold this context: called when the app is freed.
    func dismantle() {
        screens.removeAll()
        mediator.removeAll()
        requireLogin = { _ async throws(RouteError) in throw RouteError(.rejected, "the app has ended") }
    }
}

/// What a module hands a caller to get an answer back later, e.g. the shop's "Paid: order #N"
/// (passed as an in-app parameter, since a URL cannot carry code).
typealias MessageCallback = @MainActor @Sendable (String) -> Void
