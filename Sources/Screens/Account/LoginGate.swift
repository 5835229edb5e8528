import RouterCore
import TUIShell

/// The `requireLogin` middleware's gate: a logged-out request waits here while Log in is shown;
/// logging in lets every waiting request go on, leaving Log in any other way rejects them — with
/// `logging in was cancelled` when the user left it, or saying a link replaced it.
@MainActor
final class LoginGate {
    /// How Log in closed, for the requests that waited.
    private enum Answer: Sendable {
        case loggedIn
        /// The user left it (Esc).
        case cancelled
        /// A navigation took its place (a link from outside, the command bar).
        case replaced
    }

    private let context: DemoContext
    private var waiting: [@MainActor (Answer) -> Void] = []

    init(context: DemoContext) {
        self.context = context
    }

    /// Why a request that waited here was turned away when the user left Log in.
    nonisolated static let cancelled = "logging in was cancelled"

    /// Why the request for `work` was turned away when a link replaced Log in.
    nonisolated static func replaced(_ work: String) -> String { "\(work) was dropped: a link replaced Log in" }

    /// The middleware to register as `requireLogin`.
    nonisolated func middleware() -> some RouteMiddleware {
        ClosureMiddleware { [weak self] request in
            guard let self else { return .reject(reason: Self.cancelled) }
            if let refusal = await self.refusal(for: request.url.original) { return .reject(reason: refusal) }
            return .next(request)
        }
    }

    /// Returns when someone is logged in, at once or after Log in closes; throws `rejected`
    /// when Log in closed without a login. What a module calls before `work` (`the order`),
    /// which needs an account.
    func require(for work: String) async throws(RouteError) {
        if let refusal = await refusal(for: work) { throw RouteError(.rejected, refusal) }
    }

    /// Why the request for `work` may not go on, or nil when it may: at once when logged in,
    /// else once Log in closes.
    private func refusal(for work: String) async -> String? {
        if context.session.isLoggedIn { return nil }
        guard let app = context.app else { return Self.cancelled }
        let answer: Answer = await app.navigator.waitForUser { resume in
            waiting.append(resume)
            if waiting.count == 1 { app.navigator.openLater("app://user/login") }
        }
        switch answer {
        case .loggedIn: return nil
        case .cancelled: return Self.cancelled
        case .replaced: return Self.replaced(work)
        }
    }

    /// Log in closed: lets the waiting requests go on when someone logged in, else rejects them.
    func release() {
        let answer = closing
        let resumed = waiting
        waiting = []
        for resume in resumed { resume(answer) }
    }

    /// How Log in is closing: logged in, replaced by the navigation running now, or left by the user.
    private var closing: Answer {
        if context.session.isLoggedIn { return .loggedIn }
        return context.app?.navigator.isRouting == true ? .replaced : .cancelled
    }
}
