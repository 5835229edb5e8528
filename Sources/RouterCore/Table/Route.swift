/// Who may reach a route (CONTRACT §3).
public enum RouteAccess: String, Sendable, CaseIterable {
    /// Reachable from outside: the command bar, `openurl`, push payloads, `--origin external`.
    case `public`
    /// Reachable only from inside the app (the default).
    case `internal`
}

/// Where a request comes from.
public enum RouteOrigin: String, Sendable, CaseIterable {
    /// An in-app navigation; may reach every route.
    case `internal`
    /// From outside the app; reaches public routes only.
    case external

    /// Whether a route with `access` may serve a request from this origin.
    public func mayReach(_ access: RouteAccess) -> Bool { self == .internal || access == .public }
}

/// How a route's screen is shown (route table `presentation`).
public enum Presentation: Sendable, Hashable, RawRepresentable {
    /// Push on the current navigation stack (the default).
    case push
    /// Present modally above everything.
    case modal
    /// Replace the top of the stack.
    case replace
    /// Reset the stack to just this screen.
    case root
    /// Switch to the named tab, then push.
    case tab(String)

    public init?(rawValue: String) {
        switch rawValue {
        case "push": self = .push
        case "modal": self = .modal
        case "replace": self = .replace
        case "root": self = .root
        default:
            guard rawValue.hasPrefix("tab:"), rawValue.count > 4 else { return nil }
            self = .tab(String(rawValue.dropFirst(4)))
        }
    }

    public var rawValue: String {
        switch self {
        case .push: "push"
        case .modal: "modal"
        case .replace: "replace"
        case .root: "root"
        case .tab(let name): "tab:\(name)"
        }
    }
}

/// The animation used to show a route's screen (route table `transition`).
public enum TransitionStyle: String, Sendable, CaseIterable {
    case slide, fade, cover, none
}

/// One entry of a route table: a named pattern and what it leads to.
public struct Route: Sendable {
    /// The unique name, used for reverse routing and in results.
    public var name: String
    /// The compiled pattern.
    public var pattern: RoutePattern
    /// Who may reach it.
    public var access: RouteAccess
    /// Higher wins before specificity is compared.
    public var priority: Int
    /// The screen the app shows, by the name its factory is registered under.
    public var screen: String?
    /// A URL template to redirect to instead of showing a screen.
    public var redirect: String?
    /// How the screen is shown.
    public var presentation: Presentation?
    /// How the screen animates in.
    public var transition: TransitionStyle?
    /// Names of middleware run before the handler, in order.
    public var middleware: [String]
    /// A line for people reading the table.
    public var summary: String?

    /// Creates a route.
    public init(
        name: String, pattern: RoutePattern, access: RouteAccess = .internal, priority: Int = 0,
        screen: String? = nil, redirect: String? = nil, presentation: Presentation? = nil,
        transition: TransitionStyle? = nil, middleware: [String] = [], summary: String? = nil
    ) {
        self.name = name
        self.pattern = pattern
        self.access = access
        self.priority = priority
        self.screen = screen
        self.redirect = redirect
        self.presentation = presentation
        self.transition = transition
        self.middleware = middleware
        self.summary = summary
    }

    /// Creates a route, parsing `pattern`.
    public init(
        name: String, pattern: String, access: RouteAccess = .internal, priority: Int = 0,
        screen: String? = nil, redirect: String? = nil, presentation: Presentation? = nil,
        transition: TransitionStyle? = nil, middleware: [String] = [], summary: String? = nil
    ) throws(RouteError) {
        self.init(
            name: name, pattern: try RoutePattern(pattern), access: access, priority: priority, screen: screen,
            redirect: redirect, presentation: presentation, transition: transition, middleware: middleware,
            summary: summary
        )
    }
}
