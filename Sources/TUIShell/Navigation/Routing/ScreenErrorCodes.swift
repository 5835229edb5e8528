import RouterCore

/// The codes a screen handler adds to the router's: what can go wrong showing a route. The window's
/// refusals are `NavigationError`s with the second; the socket's and payloads' failures are the
/// app's `ShellError`s, the terminal's `TerminalError`s.
extension RouteError.Code {
    /// The route shows no screen: no `screen` in the table, or no factory under that name.
    public static let noScreen = RouteError.Code(rawValue: "noScreen")
    /// A navigation could not be performed on the stacks; nothing changed.
    public static let transitionFailed = RouteError.Code(rawValue: "transitionFailed")
}
