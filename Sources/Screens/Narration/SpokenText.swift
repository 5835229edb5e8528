/// The demo's drawn text in words for narration: the columns a list lines up with runs of
/// spaces become commas, `¥59` becomes `59 yuan`, `× 2` becomes `quantity 2`. A screen reader
/// reads `¥` as a symbol name, or not at all, and padding as nothing, so the parts would run
/// together.
enum SpokenText {
    /// `Goods #2  Terminal mug  ¥59` as `Goods #2, Terminal mug, 59 yuan`.
    static func words(_ text: String) -> String {
        columnsAsCommas(yuanInWords(quantityInWords(text)))
    }

    /// A price in yuan as narration says it: `59 yuan`.
    static func yuan(_ amount: Int) -> String { "\(amount) yuan" }

    /// Two or more spaces in a row (a column's padding) as `, `.
    private static func columnsAsCommas(_ text: String) -> String {
        var out = ""
        var spaces = 0
        for character in text {
            if character == " " {
                spaces += 1
                continue
            }
            if spaces > 0, !out.isEmpty { out += spaces > 1 ? ", " : " " }
            spaces = 0
            out.append(character)
        }
        return out
    }

    /// `¥` before an amount, as the amount and `yuan` after it.
    private static func yuanInWords(_ text: String) -> String {
        var out = ""
        var amount: String?
        for character in text {
            if character == "¥" {
                if let pending = amount { out += pending.isEmpty ? "¥" : yuan(pending) }
                amount = ""
            } else if amount != nil, character.isASCII, character.isNumber {
                amount?.append(character)
            } else {
                if let pending = amount { out += pending.isEmpty ? "¥" : yuan(pending) }
                amount = nil
                out.append(character)
            }
        }
        if let pending = amount { out += pending.isEmpty ? "¥" : yuan(pending) }
        return out
    }

    private static func yuan(_ digits: String) -> String { "\(digits) yuan" }

    /// ` × 2` (how many of the goods) as `, quantity 2`.
    private static func quantityInWords(_ text: String) -> String {
        text.replacing(" × ", with: ", quantity ")
    }
}
