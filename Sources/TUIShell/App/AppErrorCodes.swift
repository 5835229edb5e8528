import RouterCore

/// The codes a screen handler adds to the router's: what can go wrong showing a route. The shell's
/// own failures (the socket, payloads, the terminal) are `ShellError`s.
extension RouteError.Code {
    /// The route shows no screen: no `screen` in the table, or no factory under that name.
    public static let noScreen = RouteError.Code(rawValue: "noScreen")
    /// A navigation could not be performed on the stacks; nothing changed.
    public static let transitionFailed = RouteError.Code(rawValue: "transitionFailed")
}
