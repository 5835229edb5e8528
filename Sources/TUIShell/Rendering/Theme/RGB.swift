/// A colour as red, green and blue, 0–255 each: what a theme names, what a screenshot writes,
/// and what a terminal with fewer colours approximates (`TerminalPalette`).
package struct RGB: Hashable, Sendable, CustomStringConvertible {
    package var red: UInt8
    package var green: UInt8
    package var blue: UInt8

    /// Creates a colour from its channels.
    package init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Creates a colour from `0xRRGGBB`.
    package init(_ hex: UInt32) {
        self.init(
            red: UInt8(truncatingIfNeeded: hex >> 16), green: UInt8(truncatingIfNeeded: hex >> 8),
            blue: UInt8(truncatingIfNeeded: hex))
    }

    /// `#rrggbb`.
    package var description: String {
        let digits = Array("0123456789abcdef")
        var text = "#"
        for channel in [red, green, blue] {
            text.append(digits[Int(channel >> 4)])
            text.append(digits[Int(channel & 0x0F)])
        }
        return text
    }

    /// The squared distance to `other`, weighted as the eye weighs the channels (a cheap
    /// stand-in for a perceptual distance, good enough to pick the nearest of a few colours).
    func distance(to other: RGB) -> Int {
        let red = Int(self.red) - Int(other.red)
        let green = Int(self.green) - Int(other.green)
        let blue = Int(self.blue) - Int(other.blue)
        return 2 * red * red + 4 * green * green + 3 * blue * blue
    }
}
