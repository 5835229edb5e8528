/// Text attributes a terminal can draw without colour; `NO_COLOR` keeps them.
public struct TextAttributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let bold = TextAttributes(rawValue: 1 << 0)
    public static let dim = TextAttributes(rawValue: 1 << 1)
    public static let reverse = TextAttributes(rawValue: 1 << 2)
    public static let underline = TextAttributes(rawValue: 1 << 3)
}

/// How a cell is drawn: what the text is (a ``ThemeRole``, which the `Appearance` turns into
/// colours) and attributes of its own. Screens never name colours, so a theme switch or
/// `NO_COLOR` changes every screen at once.
public struct Style: Hashable, Sendable {
    /// What the text is; nil for plain text.
    public var role: ThemeRole?
    /// Attributes added to the role's.
    public var attributes: TextAttributes
    /// A look of the app's own (``custom(_:attributes:)``), by its number; 0 for none. It wins
    /// over the role.
    package var custom: UInt8 = 0

    /// Creates a style.
    public init(_ role: ThemeRole? = nil, attributes: TextAttributes = []) {
        self.role = role
        self.attributes = attributes
    }

    /// Plain text.
    public static let plain = Style()
    /// The selected row, the focused button or field.
    public static let selection = Style(.selection)
    /// Titles inside a screen.
    public static let title = Style(attributes: .bold)
    /// Hints and secondary text.
    public static let hint = Style(.dim)
    /// Errors.
    public static let error = Style(.error)
    /// Completed actions.
    public static let success = Style(.success)
    /// Warnings.
    public static let warning = Style(.warning)
    /// A key named in a hint.
    public static let hintKey = Style(.hintKey)
    /// A URL.
    public static let link = Style(.link)
}
