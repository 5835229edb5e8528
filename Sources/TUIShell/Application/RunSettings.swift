/// How ``TUIApplication`` runs an app: what the run options on the command line said.
public struct RunSettings: Sendable {
    /// Deep links to open at start, as if pasted (origin external).
    public var urls: [String]
    /// Rebuild the navigation saved when the app last quit.
    public var restore: Bool
    /// Whether transitions animate.
    public var animated: Bool
    /// The instance `tuishell openurl` and `push` reach.
    public var instance: String

    /// Creates settings; the defaults are a plain start.
    public init(urls: [String] = [], restore: Bool = false, animated: Bool = true, instance: String = "default") {
        self.urls = urls
        self.restore = restore
        self.animated = animated
        self.instance = instance
    }
}
