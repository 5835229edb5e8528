/// What a message to the user is about (``ShellApp/showToast(_:kind:)``, the footer); it decides
/// the colour.
public enum MessageKind: Sendable {
    /// Something failed: `error: notFound: …`.
    case error
    /// Something the user should know went partly wrong: a bad `TUISHELL_THEME`.
    case warning
    /// Plain information.
    case info
    /// A completed action: `Paid: order #3`.
    case success
    /// How a navigation ended by the user's own choice (a login they cancelled): drawn like
    /// a warning, and replaced like an error by the next navigation.
    case notice

    /// The theme role the message is drawn in; nil for plain information.
    package var role: ThemeRole? {
        switch self {
        case .error: .error
        case .warning, .notice: .warning
        case .success: .success
        case .info: nil
        }
    }
}
