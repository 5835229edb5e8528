// Writes the ranges behind `\p{…}` in route constraints into Sources/RouterCore/Regex/UnicodeTables/,
// one file per table so that none is long:
//
//     swift Tools/generate-unicode-tables.swift path/to/Scripts.txt Sources/RouterCore/Regex/UnicodeTables
//
// General categories come from walking every scalar with this toolchain's
// `Unicode.Scalar.Properties.generalCategory` (the walk takes about 90 ms in a debug build, too
// long for the first constraint that names a category, so it is done here, ahead of time);
// scripts come from Unicode's Scripts.txt (https://www.unicode.org/Public/UCD/latest/ucd/Scripts.txt),
// since the standard library has no public script property. Use the Scripts.txt of the Unicode
// version the toolchain's standard library implements (the headers name both), and run
// `swift test --filter UnicodePropertyTests` after: it walks the scalars again and compares.

import Foundation

/// Sorted, merged ranges.
func merged(_ ranges: [ClosedRange<UInt32>]) -> [ClosedRange<UInt32>] {
    var result: [ClosedRange<UInt32>] = []
    for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
        if let last = result.last, range.lowerBound <= last.upperBound + 1 {
            result[result.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
        } else {
            result.append(range)
        }
    }
    return result
}

func abbreviation(_ category: Unicode.GeneralCategory) -> String {
    switch category {
    case .uppercaseLetter: "Lu"
    case .lowercaseLetter: "Ll"
    case .titlecaseLetter: "Lt"
    case .modifierLetter: "Lm"
    case .otherLetter: "Lo"
    case .nonspacingMark: "Mn"
    case .spacingMark: "Mc"
    case .enclosingMark: "Me"
    case .decimalNumber: "Nd"
    case .letterNumber: "Nl"
    case .otherNumber: "No"
    case .connectorPunctuation: "Pc"
    case .dashPunctuation: "Pd"
    case .openPunctuation: "Ps"
    case .closePunctuation: "Pe"
    case .initialPunctuation: "Pi"
    case .finalPunctuation: "Pf"
    case .otherPunctuation: "Po"
    case .mathSymbol: "Sm"
    case .currencySymbol: "Sc"
    case .modifierSymbol: "Sk"
    case .otherSymbol: "So"
    case .spaceSeparator: "Zs"
    case .lineSeparator: "Zl"
    case .paragraphSeparator: "Zp"
    case .control: "Cc"
    case .format: "Cf"
    case .surrogate: "Cs"
    case .privateUse: "Co"
    case .unassigned: "Cn"
    @unknown default: fatalError("a general category this generator does not know: \(category)")
    }
}

/// `name: ranges` lines, wrapped, in the order of `names`.
func table(_ sets: [String: [ClosedRange<UInt32>]], names: [String]) -> String {
    var lines: [String] = []
    for name in names {
        var line = "        \(name):"
        for range in sets[name]! {
            let text =
                range.count == 1
                ? String(range.lowerBound, radix: 16, uppercase: true)
                : "\(String(range.lowerBound, radix: 16, uppercase: true))-\(String(range.upperBound, radix: 16, uppercase: true))"
            if line.count + 1 + text.count > 120 {
                lines.append(line)
                line = "            "
            } else {
                line += " "
            }
            line += text
        }
        lines.append(line)
    }
    return lines.joined(separator: "\n")
}

guard CommandLine.arguments.count == 3,
    let scriptsText = try? String(contentsOfFile: CommandLine.arguments[1], encoding: .utf8)
else {
    FileHandle.standardError.write(
        "usage: swift Tools/generate-unicode-tables.swift path/to/Scripts.txt OUTPUT-FOLDER\n".data(using: .utf8)!)
    exit(2)
}

// General categories: one walk, runs of equal category.
var categories: [String: [ClosedRange<UInt32>]] = [:]
var newestAge = (major: 0, minor: 0)
var runStart: UInt32 = 0
var runCategory = ""
var value: UInt32 = 0
while value <= 0x10FFFF {
    let category: String
    if let scalar = Unicode.Scalar(value) {
        category = abbreviation(scalar.properties.generalCategory)
        if let age = scalar.properties.age,
            age.major > newestAge.major || (age.major == newestAge.major && age.minor > newestAge.minor)
        {
            newestAge = age
        }
    } else {
        category = "Cs"
    }
    if category != runCategory {
        if value > 0 { categories[runCategory, default: []].append(runStart...(value - 1)) }
        runStart = value
        runCategory = category
    }
    value += 1
}
categories[runCategory, default: []].append(runStart...0x10FFFF)

// Scripts: `0041..005A    ; Latin # …` lines.
var scripts: [String: [ClosedRange<UInt32>]] = [:]
var scriptsVersion = "?"
for line in scriptsText.split(separator: "\n") {
    if line.hasPrefix("# Scripts-"), scriptsVersion == "?" {
        scriptsVersion = String(line.dropFirst("# Scripts-".count).prefix { $0 != " " }).replacingOccurrences(
            of: ".txt", with: "")
    }
    let content = line.prefix { $0 != "#" }
    let fields = content.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
    guard fields.count == 2 else { continue }
    let bounds = fields[0].components(separatedBy: "..").compactMap { UInt32($0, radix: 16) }
    guard let lower = bounds.first, let upper = bounds.last else { fatalError("unreadable line: \(line)") }
    scripts[fields[1], default: []].append(lower...upper)
}
scripts = scripts.mapValues(merged)

let letterCategories = ["Lu", "Ll", "Lt", "Lm", "Lo"]
let otherCategories = [
    "Mn", "Mc", "Me", "Nd", "Nl", "No", "Pc", "Pd", "Ps", "Pe", "Pi", "Pf", "Po",
    "Sm", "Sc", "Sk", "So", "Zs", "Zl", "Zp", "Cc", "Cf", "Cs", "Co",
]
let categoryCount = (letterCategories + otherCategories).reduce(0) { $0 + categories[$1, default: []].count }
let scriptCount = scripts.values.reduce(0) { $0 + $1.count }
let categorySource =
    "Unicode \(newestAge.major).\(newestAge.minor), walked from the standard library's\n"
    + "// `Unicode.Scalar.Properties.generalCategory` (\(categoryCount) ranges in all)."

/// One generated file: a header, then `UnicodeProperty.<property>` holding `table`.
func write(_ file: String, source: String, documentation: String, property: String, table: String) {
    let text = """
        // Generated by Tools/generate-unicode-tables.swift; do not edit. \(source)

        extension UnicodeProperty {
        \(documentation)
            static let \(property): StaticString = \"\"\"
        \(table)
                \"\"\"
        }

        """
    let path = CommandLine.arguments[2] + "/" + file
    guard FileManager.default.createFile(atPath: path, contents: text.data(using: .utf8)) else {
        fatalError("cannot write \(path)")
    }
}

write(
    "LetterCategories.swift", source: "General categories:\n// " + categorySource,
    documentation: """
            /// The letter categories (`L*`) and their scalars: `Name:` then hexadecimal ranges `first-last`
            /// or single scalars, lines wrapped.
        """,
    property: "letterCategoryTable", table: table(categories, names: letterCategories))
write(
    "OtherCategories.swift", source: "General categories:\n// " + categorySource,
    documentation: """
            /// Every other general category but `Cn` and its scalars, in the same form. `Cn` (unassigned) is
            /// every scalar neither table lists.
        """,
    property: "otherCategoryTable", table: table(categories, names: otherCategories))
write(
    "Scripts.swift",
    source: "Scripts: Unicode \(scriptsVersion)\n// Scripts.txt (\(scripts.count) scripts, \(scriptCount) ranges).",
    documentation: """
            /// Each script of Scripts.txt (Unicode \(scriptsVersion)) and its scalars, in the same form as the
            /// category tables; a scalar of none (script Unknown) is in none of them.
        """,
    property: "scriptTable", table: table(scripts, names: scripts.keys.sorted()))
