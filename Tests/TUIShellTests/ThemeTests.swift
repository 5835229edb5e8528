import RouterCore
import Testing

@testable import TUIShell

/// Theme roles, the two palettes, `TUISHELL_THEME` and `NO_COLOR`.
@Suite("Theme and colour")
struct ThemeTests {
    /// How far a colour's strongest channel leads the others: red family means red leads by 40.
    static func lead(of channel: KeyPath<RGB, UInt8>, in color: RGB) -> Int {
        let others = [\RGB.red, \RGB.green, \RGB.blue].filter { $0 != channel }.map { Int(color[keyPath: $0]) }
        return Int(color[keyPath: channel]) - (others.max() ?? 0)
    }

    @Test(arguments: Theme.all)
    func errorsAreRedAndSuccessIsGreen(theme: Theme) throws {
        let appearance = Appearance(theme: theme)
        let error = try #require(appearance.resolve(.error).foreground)
        let success = try #require(appearance.resolve(.success).foreground)
        #expect(Self.lead(of: \.red, in: error) >= 40, "\(theme.name) error \(error)")
        #expect(Self.lead(of: \.green, in: success) >= 40, "\(theme.name) success \(success)")
    }

    @Test(arguments: [Style.plain] + ThemeRole.allCases.map { Style($0) })
    func theTwoThemesDrawEveryStyleDifferently(style: Style) {
        let dark = Appearance(theme: .dark).resolve(style)
        let light = Appearance(theme: .light).resolve(style)
        #expect(dark.foreground != light.foreground && dark.background != light.background, "\(style)")
    }

    @Test(arguments: ThemeRole.allCases)
    func withoutColourEveryRoleKeepsOnlyAttributes(role: ThemeRole) {
        let resolved = Appearance(theme: .dark, usesColor: false).resolve(Style(role, attributes: .underline))
        #expect(resolved.foreground == nil && resolved.background == nil)
        #expect(resolved.attributes.contains(.underline), "a style's own attributes stay")
        #expect(resolved.attributes == Theme.dark.paint(role).monochrome.union(.underline))
    }

    @Test func theSelectionAndTheTitleStayVisibleWithoutColour() {
        let mono = Appearance(usesColor: false)
        #expect(mono.resolve(.selection).attributes.contains(.reverse))
        #expect(mono.resolve(Style(.selectedTab)).attributes.contains(.reverse))
        #expect(mono.resolve(Style(.title)).attributes.contains(.reverse))
    }

    @Test(
        arguments: [
            ([:], "dark", true, false), (["TUISHELL_THEME": "light"], "light", true, false),
            (["TUISHELL_THEME": "dark"], "dark", true, false),
            (["TUISHELL_THEME": "solarized"], "dark", true, true), (["NO_COLOR": "1"], "dark", false, false),
            (["NO_COLOR": ""], "dark", true, false),
            (["NO_COLOR": "yes", "TUISHELL_THEME": "light"], "light", false, false),
        ] as [([String: String], String, Bool, Bool)])
    func theEnvironmentPicksTheAppearance(environment: [String: String], theme: String, color: Bool, warns: Bool) {
        let appearance = Appearance(environment: environment)
        #expect(appearance.theme.name == theme)
        #expect(appearance.usesColor == color)
        #expect((appearance.warning != nil) == warns)
    }

    /// An app's own theme, set before it runs (in `configure`), stays unless `TUISHELL_THEME`
    /// names a shipped one; the palette offers it beside the shipped ones.
    @MainActor
    @Test(
        arguments: [
            ([:], "solar", true, false), (["TUISHELL_THEME": "light"], "light", true, false),
            (["TUISHELL_THEME": "nope"], "solar", true, true), (["NO_COLOR": "1"], "solar", false, false),
            (["TUISHELL_THEME": "solar"], "solar", true, false),
        ] as [([String: String], String, Bool, Bool)])
    func anAppsOwnThemeStaysUnlessTheEnvironmentNamesAnother(
        environment: [String: String], theme: String, color: Bool, warns: Bool
    ) {
        let app = ShellApp(router: Router(), screens: ScreenRegistry(), tabs: [("Home", Screen(title: "Home"))])
        app.theme = Theme(
            name: "solar", foreground: 0xEEE8D5, background: 0x002B36,
            paints: [.title: Theme.Paint(foreground: 0x002B36, background: 0xB58900, attributes: .bold)])
        let warning = app.adoptAppearance(from: environment)
        #expect(app.theme.name == theme)
        #expect(app.usesColor == color)
        #expect((warning != nil) == warns)
        #expect(warning.map { $0.hasSuffix("using solar") } ?? true)
        if theme == "solar", color {
            #expect(app.appearance.resolve(Style(.title)).background == RGB(0xB58900))
        }
        #expect(
            app.builtInCommands.map(\.title).filter { $0.hasPrefix("Theme: ") } == [
                "Theme: dark", "Theme: light", "Theme: solar",
            ])
    }

    @Test func everyThemeColourIsShownExactlyOnA256ColourTerminal() throws {
        let palette = try #require(TerminalPalette(count: 256))
        for theme in Theme.all {
            for color in [theme.foreground, theme.background]
                + ThemeRole.allCases.flatMap({ [theme.paint($0).foreground, theme.paint($0).background] }).compactMap({
                    $0
                })
            {
                #expect(palette.colors[palette.index(of: color)] == color, "\(theme.name) \(color)")
            }
        }
    }

    @Test func eightColourTerminalsGetTheNearestColour() throws {
        let palette = try #require(TerminalPalette(count: 8))
        #expect(palette.index(of: RGB(0xFF5F5F)) == 1, "red")
        #expect(palette.index(of: RGB(0x5FD75F)) == 2, "green")
        #expect(palette.index(of: RGB(0x1C1C1C)) == 0, "black")
        #expect(palette.index(of: RGB(0xEEEEEE)) == 7, "white")
        #expect(TerminalPalette(count: 2) == nil)
    }
}
