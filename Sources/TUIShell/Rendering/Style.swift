/// How a cell is drawn. Colours are the eight curses colours; `NO_COLOR` drops them, not the
/// attributes, so monochrome terminals still see emphasis.
public struct Style: Hashable, Sendable {
    /// A terminal colour.
    public enum Color: Int, Sendable, Hashable, CaseIterable {
        case black, red, green, yellow, blue, magenta, cyan, white
    }

    public var foreground: Color?
    public var background: Color?
    public var bold = false
    public var reverse = false
    public var dim = false
    public var underline = false

    /// Creates a style.
    public init(foreground: Color? = nil, background: Color? = nil, bold: Bool = false, reverse: Bool = false, dim: Bool = false, underline: Bool = false) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.reverse = reverse
        self.dim = dim
        self.underline = underline
    }

    /// The default style.
    public static let plain = Style()
    /// Selected rows, the focused button, the tab bar's current tab.
    public static let highlight = Style(reverse: true)
    /// Titles.
    public static let title = Style(bold: true)
    /// Hints and secondary text.
    public static let hint = Style(dim: true)
    /// Errors.
    public static let error = Style(foreground: .red, bold: true)
}
