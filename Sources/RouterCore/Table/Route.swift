/// Who may reach a route (docs/reference.md §3).
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

/// One entry of a route table: a named pattern and what it leads to.
public struct Route: Sendable {
    /// The unique name, used for reverse routing and in results.
    public var name: String
    /// The compiled pattern.
    package var pattern: RoutePattern
    /// Who may reach it.
    public var access: RouteAccess
    /// Higher wins before specificity is compared.
    public var priority: Int
    /// A URL template to redirect to instead of running a handler.
    public var redirect: String?
    /// Names of middleware run before the handler, in order.
    public var middleware: [String]
    /// A line for people reading the table (the file's `description`).
    public var summary: String?
    /// What the app does with the route, carried but not interpreted by the router: keys and
    /// values its table format allows (a screen shell's `screen`, `presentation`,
    /// `transition`).
    public var attributes: [String: String]
    /// The route a link from outside shows first, so Back walks up to it (the file's `parent`).
    public var parent: String?
    /// Whether the route keeps the links it matches out (the file's `"exclude": true`): when it is
    /// the first candidate an origin reaches, resolution stops with `notFound`, whatever the
    /// origin. An exclusion has no redirect, middleware, parent or attributes.
    public var isExclusion: Bool

    /// What an exclusion has that would show the link or send it somewhere (`redirect`,
    /// `middleware`, `parent`, an attribute such as `screen`), which contradicts keeping it out;
    /// nil when the route is no exclusion or has none.
    public var exclusionConflict: String? {
        guard isExclusion else { return nil }
        if redirect != nil { return "redirect" }
        if !middleware.isEmpty { return "middleware" }
        if parent != nil { return "parent" }
        return attributes.keys.sorted().first
    }

    /// Whether the route takes links from outside to a screen or redirect: public and not an
    /// exclusion (what a platform manifest claims, docs/reference.md §13).
    public var takesExternalLinks: Bool { access == .public && !isExclusion }

    /// Creates a route.
    package init(
        name: String, pattern: RoutePattern, access: RouteAccess = .internal, priority: Int = 0,
        redirect: String? = nil, middleware: [String] = [], summary: String? = nil, attributes: [String: String] = [:],
        parent: String? = nil, isExclusion: Bool = false
    ) {
        self.name = name
        self.pattern = pattern
        self.access = access
        self.priority = priority
        self.redirect = redirect
        self.middleware = middleware
        self.summary = summary
        self.attributes = attributes
        self.parent = parent
        self.isExclusion = isExclusion
    }

    /// Creates a route, parsing `pattern`.
    public init(
        name: String, pattern: String, access: RouteAccess = .internal, priority: Int = 0,
        redirect: String? = nil, middleware: [String] = [], summary: String? = nil, attributes: [String: String] = [:],
        parent: String? = nil, isExclusion: Bool = false
    ) throws(RouteError) {
        self.init(
            name: name, pattern: try RoutePattern(pattern), access: access, priority: priority, redirect: redirect,
            middleware: middleware, summary: summary, attributes: attributes, parent: parent, isExclusion: isExclusion
        )
    }
}
