import RouterCore
import TUIShell

/// The `requireLogin` middleware's gate: a logged-out request waits here while Log in is shown;
/// logging in lets every waiting request go on, leaving Log in any other way rejects them.
@MainActor
final class LoginGate {
    private let context: DemoContext
    private var waiting: [@MainActor (Bool) -> Void] = []

    init(context: DemoContext) {
        self.context = context
    }

    /// The middleware to register as `requireLogin`.
    /// Why a request that waited here was turned away.
    nonisolated static let cancelled = "logging in was cancelled"

    nonisolated func middleware() -> some RouteMiddleware {
        ClosureMiddleware { [weak self] request in
            guard let self, await self.admit() else { return .reject(reason: Self.cancelled) }
            return .next(request)
        }
    }

    /// Returns when someone is logged in, at once or after Log in closes; throws `rejected`
    /// when Log in closed without a login. What a module calls before work that needs an account.
    func require() async throws(RouteError) {
        guard await admit() else { throw RouteError(.rejected, Self.cancelled) }
    }

    /// Whether the request may go on: at once when logged in, else after Log in closes.
    private func admit() async -> Bool {
        if context.session.isLoggedIn { return true }
        guard let app = context.app else { return false }
        return await app.navigator.waitForUser { resume in
            waiting.append(resume)
            if waiting.count == 1 { app.navigator.openLater("app://user/login") }
        }
    }

    /// Log in closed: lets the waiting requests go on when someone logged in, else rejects them.
    func release() {
        let granted = context.session.isLoggedIn
        let resumed = waiting
        waiting = []
        for resume in resumed { resume(granted) }
    }
}
