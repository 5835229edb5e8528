import CNcurses

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Terminal column widths of text, measured with the C library's `wcwidth` as curses does.
///
/// CJK and most emoji take two columns, combining marks none. The character-type locale is
/// switched to UTF-8 once when the process has none, since `wcwidth` answers -1 for every
/// non-ASCII character in the "C" locale.
package enum TextWidth {
    private static let localeReady: Bool = {
        if let current = setlocale(LC_CTYPE, ""), String(cString: current).uppercased().contains("UTF-8") {
            return true
        }
        return setlocale(LC_CTYPE, "C.UTF-8") != nil
    }()

    /// The columns one character takes: 0, 1 or 2.
    package static func of(_ character: Character) -> Int {
        guard let first = character.unicodeScalars.first else { return 0 }
        // Control characters are drawn as a one-column `�` (CellGrid.write).
        if first.isASCII || first.properties.generalCategory == .control { return 1 }
        _ = localeReady
        let width = tuishell_wcwidth(first.value)
        if width >= 0 { return min(Int(width), 2) }
        return first.properties.isEmojiPresentation ? 2 : 1
    }

    /// The columns a string takes.
    package static func of(_ text: some StringProtocol) -> Int {
        text.reduce(0) { $0 + of($1) }
    }

    /// The longest prefix of `text` that fits in `columns`, with `…` when something was cut.
    package static func truncate(_ text: String, to columns: Int) -> String {
        guard of(text) > columns else { return text }
        guard columns > 0 else { return "" }
        var result = ""
        var used = 0
        for character in text {
            let width = of(character)
            if used + width > columns - 1 { break }
            result.append(character)
            used += width
        }
        return result + "…"
    }
}
