/// The scalar sets `\p{Name}` names in a constraint (docs/reference.md §2), with RE2's names:
/// the general categories (`Lu`, `Nd`, … and the one-letter unions `L M N P S Z C`), the scripts
/// of Scripts.txt by their long names (`Han`, `Latin`, `Old_Italic`, … `Common`, `Inherited`),
/// and `Any`. Names are case-sensitive and take no `Script=` or `gc=` prefix, as in RE2.
///
/// `C` is `Cc Cf Cs Co Cn`, as Unicode defines it and as PCRE, ICU and Swift's `Regex` read it
/// (RE2 and Go leave `Cn`, unassigned, out of their `C`). Scripts are the Script property, not
/// Script_Extensions: `\p{Han}` does not take U+3001 `、`, which is Common.
///
/// The sets come from the generated tables in UnicodeTables/, each read once, the first time a
/// constraint names a property of its kind (about 10 ms in a debug build for the categories).
/// The general categories there are the standard library's `Unicode.Scalar.Properties`, walked
/// over every scalar by Tools/generate-unicode-tables.swift rather than here: the walk takes about
/// 90 ms in a debug build (60 ms optimized), which the first constraint naming a category would
/// pay. The scripts are Unicode's Scripts.txt, the standard library having no public script
/// property. Both are Unicode 17.0, the version of Swift 6.3's standard library, and
/// UnicodePropertyTests checks the categories against a fresh walk.
enum UnicodeProperty {
    /// The two-letter general categories, `Cn` included.
    static let twoLetterCategories = [
        "Lu", "Ll", "Lt", "Lm", "Lo", "Mn", "Mc", "Me", "Nd", "Nl", "No", "Pc", "Pd", "Ps", "Pe", "Pi", "Pf", "Po",
        "Sm", "Sc", "Sk", "So", "Zs", "Zl", "Zp", "Cc", "Cf", "Cs", "Co", "Cn",
    ]
    /// The one-letter categories, each the union of the two-letter ones that start with its letter.
    static let oneLetterCategories = ["L", "M", "N", "P", "S", "Z", "C"]

    /// The set `name` names, or nil when no property has that name.
    static func set(named name: String) -> ScalarSet? {
        if name == "Any" { return ScalarSet([0...0x10FFFF]) }
        if name.utf8.count <= 2, let category = generalCategories[name] { return category }
        return scripts[name]
    }

    /// Every general category, two-letter and one-letter.
    static let generalCategories: [String: ScalarSet] = {
        var sets = parse(letterCategoryTable).merging(parse(otherCategoryTable)) { first, _ in first }
        sets["Cn"] = ScalarSet(sets.values.flatMap(\.ranges)).inverted
        for letter in oneLetterCategories {
            let members = twoLetterCategories.filter { $0.hasPrefix(letter) }
            sets[letter] = ScalarSet(members.flatMap { sets[$0]!.ranges })
        }
        return sets
    }()

    /// Every script of Scripts.txt.
    static let scripts: [String: ScalarSet] = parse(scriptTable)

    /// The sets of a table: `Name:` then hexadecimal `first-last` ranges or single scalars,
    /// separated by spaces and line breaks. Read byte by byte from the literal: it runs once per
    /// process, in whatever build the router is in, and a debug build is slow at anything more.
    private static func parse(_ table: StaticString) -> [String: ScalarSet] {
        table.withUTF8Buffer { bytes in
            var sets: [String: ScalarSet] = [:]
            var name: String?
            var ranges: [ClosedRange<UInt32>] = []
            var start = 0
            while start < bytes.count {
                if bytes[start] == UInt8(ascii: " ") || bytes[start] == UInt8(ascii: "\n") {
                    start += 1
                    continue
                }
                var end = start
                while end < bytes.count, bytes[end] != UInt8(ascii: " "), bytes[end] != UInt8(ascii: "\n") { end += 1 }
                if bytes[end - 1] == UInt8(ascii: ":") {
                    if let name { sets[name] = ScalarSet(ranges) }
                    name = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<(end - 1)]), as: UTF8.self)
                    ranges.removeAll(keepingCapacity: true)
                } else {
                    var lower: UInt32 = 0
                    var value: UInt32 = 0
                    var sawDash = false
                    for index in start..<end {
                        let byte = bytes[index]
                        switch byte {
                        case UInt8(ascii: "-"):
                            lower = value
                            value = 0
                            sawDash = true
                        case UInt8(ascii: "0")...UInt8(ascii: "9"):
                            value = value << 4 | UInt32(byte - UInt8(ascii: "0"))
                        case UInt8(ascii: "A")...UInt8(ascii: "F"):
                            value = value << 4 | UInt32(byte - UInt8(ascii: "A") + 10)
                        default: preconditionFailure("a generated Unicode table has an unreadable range")
                        }
                    }
                    ranges.append((sawDash ? lower : value)...value)
                }
                start = end
            }
            if let name { sets[name] = ScalarSet(ranges) }
            return sets
        }
    }
}
