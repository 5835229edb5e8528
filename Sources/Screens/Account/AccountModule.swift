import RouterCore
import TUIShell

/// The account module: Log in (a modal with a focused phone field), Register (pushed inside it,
/// or WLRRoute's x-callback flow), and the `requireLogin` middleware.
@MainActor
enum AccountModule {
    static func install(in context: DemoContext) {
        let gate = LoginGate(context: context)
        context.router.addMiddleware(gate.middleware(), named: "requireLogin")
        context.requireLogin = { work async throws(RouteError) in try await gate.require(for: work) }
        context.screens.register("Login") { request in login(request, context: context, gate: gate) }
        context.screens.register("Register") { request in register(request, context: context) }
    }

    private static func login(_ request: RouteRequest, context: DemoContext, gate: LoginGate) -> Screen {
        PhoneFormScreen(
            name: "Login", title: "Log in", prompt: "Log in with your phone number.", phone: request["phone"] ?? "",
            links: [.init(label: "Register", url: "app://user/register")],
            submit: { screen, phone in
                if let refusal = context.session.logIn(phone: phone) { return refusal }
                closeEveryLogIn(around: screen)
                return nil
            },
            // The gate waits on every Log in: while another is still up (one a link opened over
            // the gate's), the request it holds waits for that one.
            removed: { screen in
                if !isLogInShown(in: screen.window) { gate.release() }
            }
        )
    }

    /// Whether a Log in (or Register inside one) is still in `window`'s navigation.
    private static func isLogInShown(in window: Window?) -> Bool {
        guard let window else { return false }
        return window.state.modals.contains { $0.stack.contains(where: isLogIn(in: window)) }
    }

    private static func isLogIn(in window: Window) -> (ScreenID) -> Bool {
        { id in window.screen(id).map { ["Login", "Register"].contains($0.name) } ?? false }
    }

    /// Logged in: every Log in shown goes in one step, with what was pushed inside it (a second
    /// Log in opened while the gate waited included), so a request the gate resumes lands on the
    /// stack below them all rather than inside a stale Log in.
    private static func closeEveryLogIn(around screen: Screen) {
        guard let window = screen.window else { return }
        let lowest = window.state.modals.firstIndex { $0.stack.contains(where: isLogIn(in: window)) }
        try? window.update { next in
            if let lowest { next.modals.removeSubrange(lowest...) }
        }
    }

    /// Register: logs in with the new number and closes the modal it is in. With `x-success` /
    /// `x-error` (x-callback-url) it opens one of them afterwards, with the request's origin.
    private static func register(_ request: RouteRequest, context: DemoContext) -> Screen {
        let success = request.queryParameters["x-success"]
        let failure = request.queryParameters["x-error"]
        var registered = false
        return PhoneFormScreen(
            name: "Register", title: "Register", prompt: "Create an account with your phone number.", phone: "",
            submit: { screen, phone in
                if let refusal = context.session.logIn(phone: phone) { return refusal }
                registered = true
                closeEveryLogIn(around: screen)
                return nil
            },
            removed: { _ in
                guard let callback = registered ? success : failure else { return }
                context.app?.navigator.openLater(callback, origin: request.origin)
            }
        )
    }
}
