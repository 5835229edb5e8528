extension TextWidth {
    /// `text` broken into lines of at most `columns` cells: at spaces where it can, inside a
    /// word only when the word alone is too wide; `\n` always breaks. Wide characters count two.
    package static func wrap(_ text: String, to columns: Int) -> [String] {
        guard columns > 0 else { return [] }
        return text.split(separator: "\n", omittingEmptySubsequences: false).flatMap {
            wrapLine(String($0), to: columns)
        }
    }

    private static func wrapLine(_ line: String, to columns: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        var currentWidth = 0
        for word in line.split(separator: " ", omittingEmptySubsequences: false) {
            var word = Substring(word)
            var wordWidth = of(word)
            let gap = current.isEmpty ? 0 : 1
            if currentWidth + gap + wordWidth <= columns {
                if gap == 1 { current += " " }
                current += word
                currentWidth += gap + wordWidth
                continue
            }
            if !current.isEmpty { lines.append(current) }
            current = ""
            currentWidth = 0
            // A word wider than a line is cut into line-wide pieces.
            while wordWidth > columns {
                var piece = ""
                var pieceWidth = 0
                while let next = word.first, pieceWidth + of(next) <= columns {
                    piece.append(next)
                    pieceWidth += of(next)
                    word = word.dropFirst()
                }
                if piece.isEmpty { break }
                lines.append(piece)
                wordWidth -= pieceWidth
            }
            current = String(word)
            currentWidth = wordWidth
        }
        lines.append(current)
        return lines
    }
}
