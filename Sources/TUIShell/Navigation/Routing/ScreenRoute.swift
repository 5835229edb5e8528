import RouterCore

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

extension RouteTableFormat {
    /// A route table for a screen shell: the router's keys plus `screen` (a factory name),
    /// `presentation` and `transition`.
    package static let screens = RouteTableFormat(attributes: [
        Attribute("screen"),
        Attribute("presentation") { Presentation(rawValue: $0) != nil },
        Attribute("transition") { TransitionStyle(rawValue: $0) != nil },
    ])
}

extension Route {
    /// The screen the app shows, by the name its factory is registered under.
    public var screen: String? { attributes["screen"] }
    /// How the screen is shown.
    public var presentation: Presentation? { attributes["presentation"].flatMap(Presentation.init(rawValue:)) }
    /// How the screen animates in.
    public var transition: TransitionStyle? { attributes["transition"].flatMap(TransitionStyle.init(rawValue:)) }

    /// Creates a route named after the screen it shows: one name for both, as most routes need.
    ///
    /// ```swift
    /// try Route("hello://greet/:name", screen: "Greeting", access: .public)
    /// try Route("hello://about", screen: "About", presentation: .tab("About"))
    /// ```
    ///
    /// - Parameters:
    ///   - pattern: the URL pattern (docs/reference.md §2).
    ///   - screen: the ``ScreenRegistry`` name of the screen, and the route's name.
    ///   - access: who may open it; `.public` lets other terminals (`tuishell openurl`) in.
    ///   - presentation: how the screen is shown; a `tab:` route also makes the tab's root.
    ///   - transition: the animation; by default a slide for pushes, a cover for modals, none
    ///     for tab switches.
    ///   - parent: the name of the route whose screen goes beneath this one when a link from
    ///     outside opens it (its back stack; docs/reference.md §5).
    public init(
        _ pattern: String, screen: String, access: RouteAccess = .internal, presentation: Presentation = .push,
        transition: TransitionStyle? = nil, parent: String? = nil
    ) throws(RouteError) {
        try self.init(
            name: screen, pattern: pattern, access: access, screen: screen, presentation: presentation,
            transition: transition, parent: parent)
    }

    /// Creates a route that shows `screen`, parsing `pattern`; `parent` names the route beneath
    /// it when a link from outside opens it.
    public init(
        name: String, pattern: String, access: RouteAccess = .internal, priority: Int = 0, screen: String?,
        presentation: Presentation? = nil, transition: TransitionStyle? = nil, middleware: [String] = [],
        summary: String? = nil, parent: String? = nil
    ) throws(RouteError) {
        var attributes: [String: String] = [:]
        attributes["screen"] = screen
        attributes["presentation"] = presentation?.rawValue
        attributes["transition"] = transition?.rawValue
        try self.init(
            name: name, pattern: pattern, access: access, priority: priority, middleware: middleware, summary: summary,
            attributes: attributes, parent: parent)
    }
}

extension RouteTableFile {
    /// Reads and loads the table at `path` (RouterCore itself reads no files); an unreadable
    /// file is `invalidRouteTable`, naming the file's absolute path and the system's reason.
    package static func load(contentsOf path: String, format: RouteTableFormat = .screens) throws(RouteError)
        -> RouteTable
    {
        let bytes: [UInt8]
        do throws(InputFileError) {
            bytes = try InputFile.contents(of: path)
        } catch {
            throw RouteError(.invalidRouteTable, error.message)
        }
        return try load(bytes, format: format)
    }
}

extension Router {
    /// Creates a router with the routes of the JSON table at `path` (docs/reference.md §6),
    /// with the screen shell's keys (`screen`, `presentation`, `transition`).
    ///
    /// - Throws: `invalidRouteTable` naming the file and the system's reason when it cannot be
    ///   read, or the table's own error (`invalidPattern`, `duplicateRoute`, …).
    public convenience init(tableAt path: String) throws(RouteError) {
        self.init(table: try RouteTableFile.load(contentsOf: path))
    }
}
