/// What a piece of text is, which decides how a theme draws it. Screens say what their text is;
/// the theme says what that looks like, in colour and in monochrome.
public enum ThemeRole: String, CaseIterable, Sendable {
    /// The title bar at the top of a screen.
    case title
    /// A tab in the tab bar.
    case tab
    /// The tab shown.
    case selectedTab
    /// The selected row, the focused button or field.
    case selection
    /// A key named in the footer or in help.
    case hintKey
    /// A URL or something that opens one.
    case link
    /// An error message or an input that fails its check.
    case error
    /// A completed action (`Paid: order #3`, `Logged in as …`).
    case success
    /// A warning (a file set aside, a socket that could not open).
    case warning
    /// Secondary text: hints, separators, explanations.
    case dim
}
