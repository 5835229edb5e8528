/// The colours a terminal offers by number, and the number nearest to a theme's colour: the
/// xterm 256-colour palette when the terminal has 256 colours, else its first 16 or 8.
struct TerminalPalette {
    /// The palette's colours, by number.
    let colors: [RGB]

    /// The palette of a terminal with `count` colours (8, 16, 88, 256 …); nil without colour.
    init?(count: Int) {
        guard count >= 8 else { return nil }
        colors = Array(Self.xterm.prefix(count >= 256 ? 256 : count >= 16 ? 16 : 8))
    }

    /// The number of the colour nearest to `color`.
    func index(of color: RGB) -> Int {
        // The 16 system colours are configurable in most terminals; prefer the fixed cube and
        // ramp when there are 256, so a theme colour taken from them is shown exactly.
        let searched = colors.count >= 256 ? 16..<colors.count : 0..<colors.count
        var best = searched.lowerBound
        for index in searched where colors[index].distance(to: color) < colors[best].distance(to: color) {
            best = index
        }
        return best
    }

    /// xterm's 256 colours: 16 system colours, a 6×6×6 cube, a 24-step grey ramp.
    static let xterm: [RGB] = {
        let system: [UInt32] = [
            0x000000, 0xCD0000, 0x00CD00, 0xCDCD00, 0x0000EE, 0xCD00CD, 0x00CDCD, 0xE5E5E5,
            0x7F7F7F, 0xFF0000, 0x00FF00, 0xFFFF00, 0x5C5CFF, 0xFF00FF, 0x00FFFF, 0xFFFFFF,
        ]
        let levels: [UInt8] = [0x00, 0x5F, 0x87, 0xAF, 0xD7, 0xFF]
        var colors = system.map(RGB.init)
        for red in levels {
            for green in levels { for blue in levels { colors.append(RGB(red: red, green: green, blue: blue)) } }
        }
        for step in 0..<24 {
            let grey = UInt8(8 + 10 * step)
            colors.append(RGB(red: grey, green: grey, blue: grey))
        }
        return colors
    }()
}
