import CNcurses

/// Curses attributes for resolved styles: colour pairs made on first use (a theme needs a
/// dozen), colours approximated to what the terminal has, and attributes the terminal lacks
/// replaced by ones it has.
@MainActor
struct CursesColors {
    private var palette: TerminalPalette?
    /// The attributes the terminal can show, as curses bits.
    private var shown: UInt32 = ~0
    private var pairs: [PairKey: Int32] = [:]
    /// The palette number nearest each colour met so far: a theme has a dozen, and the search
    /// over the palette would otherwise run twice for every run of cells drawn.
    private var nearest: [RGB: Int] = [:]

    private struct PairKey: Hashable {
        let foreground: Int
        let background: Int
    }

    /// Reads what the terminal curses started on can show, and starts its colours if it has
    /// any (8 or more).
    static func ofCurrentTerminal() -> CursesColors {
        var colors = CursesColors()
        colors.shown = UInt32(truncatingIfNeeded: termattrs())
        if has_colors() {
            start_color()
            use_default_colors()
            colors.palette = TerminalPalette(count: Int(tuishell_colors()))
        }
        return colors
    }

    /// Whether the terminal shows colour: without (vt100, xterm-mono), styles must be drawn in
    /// their monochrome attributes, or a selection that is only a background would vanish.
    var hasColor: Bool { palette != nil }

    /// The `attr_t` bits for `style` (A_REVERSE, A_BOLD and COLOR_PAIR are macros, which Swift
    /// does not import).
    mutating func attributes(for style: ResolvedStyle) -> Int32 {
        var value = Self.bits(for: style.attributes, shown: shown)
        if let pair = pair(foreground: style.foreground, background: style.background) { value |= UInt32(pair) << 8 }
        return Int32(bitPattern: value)
    }

    /// Curses' bits for the attributes.
    enum Bit {
        static let standout: UInt32 = 1 << 16
        static let underline: UInt32 = 1 << 17
        static let reverse: UInt32 = 1 << 18
        static let dim: UInt32 = 1 << 20
        static let bold: UInt32 = 1 << 21
    }

    /// The bits that draw `attributes` on a terminal showing the bits `shown`: each attribute
    /// it lacks becomes the first it has of those after it in reverse → standout → underline →
    /// bold (dim, a mere hint, is dropped), so a selection in reverse video stays visible.
    static func bits(for attributes: TextAttributes, shown: UInt32) -> UInt32 {
        let fallbacks: [(TextAttributes, [UInt32])] = [
            (.reverse, [Bit.reverse, Bit.standout, Bit.underline, Bit.bold]),
            (.underline, [Bit.underline, Bit.bold]), (.bold, [Bit.bold]), (.dim, [Bit.dim]),
        ]
        var value: UInt32 = 0
        for (attribute, choices) in fallbacks where attributes.contains(attribute) {
            value |= choices.first { shown & $0 != 0 } ?? 0
        }
        return value
    }

    private mutating func pair(foreground: RGB?, background: RGB?) -> Int32? {
        guard foreground != nil || background != nil, let palette else { return nil }
        let key = PairKey(
            foreground: foreground.map { paletteNumber(of: $0, in: palette) } ?? -1,
            background: background.map { paletteNumber(of: $0, in: palette) } ?? -1)
        if let pair = pairs[key] { return pair }
        // COLOR_PAIR packs the number into 8 bits of attr_t.
        let number = Int32(pairs.count + 1)
        guard number < min(256, tuishell_color_pairs()) else { return nil }
        init_pair(Int16(number), Int16(key.foreground), Int16(key.background))
        pairs[key] = number
        return number
    }

    private mutating func paletteNumber(of color: RGB, in palette: TerminalPalette) -> Int {
        if let number = nearest[color] { return number }
        let number = palette.index(of: color)
        nearest[color] = number
        return number
    }
}
