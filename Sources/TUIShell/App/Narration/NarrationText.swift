import RouterCore

/// The one place narration's lines are made safe and plain: control characters escaped (a
/// link from outside may carry them), the frame's decoration (box drawing, blocks, scroll
/// markers, the selection's `›`) dropped, a separator dot or bullet between words read as a
/// comma, runs of blanks made one.
enum NarrationText {
    /// `line` as narration says it; empty when nothing but decoration was left.
    static func clean(_ line: String) -> String {
        var out = ""
        var blank = false
        for character in line.escapingControlCharacters {
            if isDecoration(character) || character.isWhitespace {
                blank = !out.isEmpty
                continue
            }
            if separators.contains(character) {
                if !out.isEmpty, out.last != "," { out.append(",") }
                blank = !out.isEmpty
                continue
            }
            if blank { out.append(" ") }
            blank = false
            out.append(character)
        }
        return out
    }

    /// Box drawing, block elements and geometric shapes (`│ ─ ┌ █ ▲ ▼ ▣`), the selection mark
    /// `›` and the preview's marks `✗ ✓`: what the frame draws to be seen, not read (the words
    /// beside them say it).
    private static func isDecoration(_ character: Character) -> Bool {
        guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first else { return false }
        return (0x2500...0x25FF).contains(scalar.value) || ["›", "✗", "✓"].contains(scalar)
    }

    /// The middle dot and the bullet, which the frame draws between phrases (`Enter open · Esc
    /// dismiss`) or before items: a pause, not a word.
    private static let separators: Set<Character> = ["·", "•"]
}
