/// A phone number as narration says it: digits in the groups people say them in
/// (`138 0013 8000`), so a screen reader reads digits rather than one large number.
enum PhoneWords {
    /// `13800138000` as `138 0013 8000`: three digits, then fours; text that is not all digits
    /// as it is.
    static func grouped(_ text: String) -> String {
        guard text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return text }
        var groups = [String(text.prefix(3))]
        var rest = text.dropFirst(3)
        while !rest.isEmpty {
            groups.append(String(rest.prefix(4)))
            rest = rest.dropFirst(4)
        }
        return groups.joined(separator: " ")
    }
}
