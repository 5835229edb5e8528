import CNcurses

/// Curses attributes for resolved styles: colour pairs made on first use (a theme needs a
/// dozen), colours approximated to what the terminal has, and nothing but attributes when it
/// has no colour at all.
@MainActor
struct CursesColors {
    private var palette: TerminalPalette?
    private var started = false
    private var pairs: [PairKey: Int32] = [:]
    /// The palette number nearest each colour met so far: a theme has a dozen, and the search
    /// over the palette would otherwise run twice for every run of cells drawn.
    private var nearest: [RGB: Int] = [:]

    private struct PairKey: Hashable {
        let foreground: Int
        let background: Int
    }

    /// The `attr_t` bits for `style` (A_REVERSE, A_BOLD, A_DIM, A_UNDERLINE and COLOR_PAIR are
    /// macros, which Swift does not import).
    mutating func attributes(for style: ResolvedStyle) -> Int32 {
        var value: UInt32 = 0
        if style.attributes.contains(.reverse) { value |= 1 << 18 }
        if style.attributes.contains(.bold) { value |= 1 << 21 }
        if style.attributes.contains(.dim) { value |= 1 << 20 }
        if style.attributes.contains(.underline) { value |= 1 << 17 }
        if let pair = pair(foreground: style.foreground, background: style.background) { value |= UInt32(pair) << 8 }
        return Int32(bitPattern: value)
    }

    private mutating func pair(foreground: RGB?, background: RGB?) -> Int32? {
        guard foreground != nil || background != nil else { return nil }
        if !started {
            started = true
            if has_colors() {
                start_color()
                use_default_colors()
                palette = TerminalPalette(count: Int(tuishell_colors()))
            }
        }
        guard let palette else { return nil }
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
