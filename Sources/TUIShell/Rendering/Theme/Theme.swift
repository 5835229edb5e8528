/// A palette: the colours of plain text and of each ``ThemeRole``. Two ship, ``dark`` and
/// ``light``; every colour is one of the xterm 256-colour palette's, so a 256-colour terminal
/// shows exactly what a screenshot does. Colours are written `0xRRGGBB`, as CSS's `#RRGGBB`.
public struct Theme: Sendable, Equatable, CustomStringConvertible {
    /// How a role is drawn: colours when the terminal has them, and the attributes it keeps
    /// either way.
    public struct Paint: Sendable, Equatable {
        /// The text colour; nil keeps the plain text colour.
        package var foreground: RGB?
        /// The background; nil keeps the plain background.
        package var background: RGB?
        /// Attributes drawn in colour.
        public var attributes: TextAttributes
        /// Attributes drawn without colour (`NO_COLOR`), chosen so the role stays visible.
        public var monochrome: TextAttributes

        /// Creates a paint; `foreground` and `background` are `0xRRGGBB`.
        public init(
            foreground: UInt32? = nil, background: UInt32? = nil, attributes: TextAttributes = [],
            monochrome: TextAttributes = []
        ) {
            self.foreground = foreground.map(RGB.init)
            self.background = background.map(RGB.init)
            self.attributes = attributes
            self.monochrome = monochrome
        }
    }

    /// The name `TUISHELL_THEME`, the palette and screenshots use (`dark` and `light` ship).
    public let name: String
    /// Plain text.
    package let foreground: RGB
    /// Everything's background unless a role says otherwise.
    package let background: RGB
    private let paints: [ThemeRole: Paint]
    /// The paints of the app's own styles, by name (``painting(_:with:)``).
    var customPaints: [String: Paint] = [:]

    /// Creates a theme with plain text in `foreground` on `background` (both `0xRRGGBB`; bits
    /// above those 24 are ignored); a role without a paint draws as plain text.
    public init(name: String, foreground: UInt32, background: UInt32, paints: [ThemeRole: Paint]) {
        self.name = name
        self.foreground = RGB(foreground)
        self.background = RGB(background)
        self.paints = paints
    }

    /// The theme's name.
    public var description: String { name }

    /// How `role` is drawn.
    public func paint(_ role: ThemeRole) -> Paint { paints[role] ?? Paint() }

    /// The themes that ship, in the order the palette lists them.
    public static let all = [dark, light]

    /// The theme called `name`, if one ships.
    public static func named(_ name: String) -> Theme? { all.first { $0.name == name } }

    /// Light text on a near-black background.
    public static let dark = Theme(
        name: "dark", foreground: 0xD0D0D0, background: 0x1C1C1C,
        paints: [
            .title: Paint(
                foreground: 0xEEEEEE, background: 0x005FAF, attributes: .bold, monochrome: [.bold, .reverse]),
            .tab: Paint(foreground: 0xA8A8A8, background: 0x303030),
            .selectedTab: Paint(
                foreground: 0xEEEEEE, background: 0x005FAF, attributes: .bold, monochrome: [.bold, .reverse]),
            .selection: Paint(foreground: 0xFFFFFF, background: 0x005F87, monochrome: .reverse),
            .hintKey: Paint(foreground: 0xFFAF00, attributes: .bold, monochrome: .bold),
            .link: Paint(foreground: 0x5FAFFF, attributes: .underline, monochrome: .underline),
            .error: Paint(foreground: 0xFF5F5F, attributes: .bold, monochrome: .bold),
            .success: Paint(foreground: 0x5FD75F, attributes: .bold, monochrome: .bold),
            .warning: Paint(foreground: 0xFFAF00, monochrome: .bold),
            .dim: Paint(foreground: 0x8A8A8A, monochrome: .dim),
        ])

    /// Dark text on a near-white background.
    public static let light = Theme(
        name: "light", foreground: 0x262626, background: 0xEEEEEE,
        paints: [
            .title: Paint(
                foreground: 0xFFFFFF, background: 0x0087D7, attributes: .bold, monochrome: [.bold, .reverse]),
            .tab: Paint(foreground: 0x444444, background: 0xD0D0D0),
            .selectedTab: Paint(
                foreground: 0xFFFFFF, background: 0x0087D7, attributes: .bold, monochrome: [.bold, .reverse]),
            .selection: Paint(foreground: 0x000000, background: 0xAFD7FF, monochrome: .reverse),
            .hintKey: Paint(foreground: 0xAF5F00, attributes: .bold, monochrome: .bold),
            .link: Paint(foreground: 0x005FD7, attributes: .underline, monochrome: .underline),
            .error: Paint(foreground: 0xD70000, attributes: .bold, monochrome: .bold),
            .success: Paint(foreground: 0x008700, attributes: .bold, monochrome: .bold),
            .warning: Paint(foreground: 0xAF5F00, monochrome: .bold),
            .dim: Paint(foreground: 0x6C6C6C, monochrome: .dim),
        ])
}
