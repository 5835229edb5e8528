import Foundation
import TestSupport
import Testing

@testable import RouterCore

/// `\p{…}` in constraints: general categories and scripts as RE2 names them, exact, in both
/// engines, end to end through a route table. The characters below are chosen from the Unicode
/// standard (UnicodeData.txt's category field, Scripts.txt), not read back from the tables.
@Suite("Unicode properties")
struct UnicodePropertyTests {
    /// A property, characters it has, and characters it does not.
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let members: [String]
        let others: [String]
        init(_ name: String, _ members: [String], not others: [String]) {
            self.name = name
            self.members = members
            self.others = others
        }
        var testDescription: String { name }
    }

    static let categories: [Case] = [
        Case("Lu", ["A", "Z", "Ω", "Ж", "À"], not: ["a", "1", "ǅ", "北"]),
        Case("Ll", ["a", "ß", "ω", "я"], not: ["A", "ǅ", "ʰ"]),
        Case("Lt", ["ǅ", "ᾈ"], not: ["D", "ž", "Ǆ"]),
        Case("Lm", ["ʰ", "々", "ー"], not: ["a", "h"]),
        Case("Lo", ["あ", "北", "א", "ก", "𠀀"], not: ["a", "A", "ʰ"]),
        Case("Mn", ["\u{0301}", "\u{094D}", "\u{064B}"], not: ["a", "\u{093E}", "\u{20DD}"]),
        Case("Mc", ["\u{093E}", "\u{0903}"], not: ["\u{0301}", "a"]),
        Case("Me", ["\u{20DD}", "\u{20DE}"], not: ["\u{0301}", "o"]),
        Case("Nd", ["0", "7", "٣", "३", "๑", "７"], not: ["Ⅻ", "½", "²", "a"]),
        Case("Nl", ["Ⅻ", "〇", "ᛮ"], not: ["7", "½"]),
        Case("No", ["½", "²", "①"], not: ["7", "Ⅻ"]),
        Case("Pc", ["_", "‿", "＿"], not: ["-", "a"]),
        Case("Pd", ["-", "–", "—", "〜"], not: ["_", "~"]),
        Case("Ps", ["(", "[", "{", "「", "（"], not: [")", "」"]),
        Case("Pe", [")", "]", "}", "」"], not: ["(", "「"]),
        Case("Pi", ["«", "‘", "“"], not: ["»", "’"]),
        Case("Pf", ["»", "’", "”"], not: ["«", "‘"]),
        Case("Po", ["!", "%", "@", "、", "。", "¿"], not: ["-", "(", "a"]),
        Case("Sm", ["+", "<", "=", "∑", "≠"], not: ["$", "-", "^"]),
        Case("Sc", ["$", "€", "¥", "฿"], not: ["+", "S"]),
        Case("Sk", ["^", "`", "¨"], not: ["+", "'"]),
        Case("So", ["©", "°", "😀", "⺀"], not: ["+", "$", "a"]),
        Case("Zs", [" ", "\u{00A0}", "\u{3000}"], not: ["\t", "\u{2028}", "\u{200B}"]),
        Case("Zl", ["\u{2028}"], not: ["\n", "\u{2029}", " "]),
        Case("Zp", ["\u{2029}"], not: ["\n", "\u{2028}"]),
        Case("Cc", ["\t", "\n", "\u{7F}", "\u{85}"], not: [" ", "\u{200B}"]),
        Case("Cf", ["\u{00AD}", "\u{200B}", "\u{FEFF}", "\u{E0001}"], not: ["a", " ", "-"]),
        Case("Co", ["\u{E000}", "\u{F8FF}", "\u{F0000}", "\u{10FFFD}"], not: ["a", "\u{FFFF}", "\u{10FFFF}"]),
        // Surrogates cannot be in a string: `\p{Cs}` matches no value (its set is checked below).
        Case("Cs", [], not: ["a", "\u{D7FF}", "\u{E000}", "\u{FFFD}"]),
        Case(
            "Cn", ["\u{0378}", "\u{FFFF}", "\u{40000}", "\u{E0000}", "\u{10FFFF}"],
            not: ["a", "\u{E000}", "\u{E0001}", "北"]),
        Case("L", ["a", "A", "ǅ", "ʰ", "北", "𠀀"], not: ["1", "\u{0301}", "_", " "]),
        Case("M", ["\u{0301}", "\u{093E}", "\u{20DD}"], not: ["a", "1"]),
        Case("N", ["7", "Ⅻ", "½", "٣"], not: ["a", "-"]),
        Case("P", ["-", "(", ")", "_", "!", "«", "»", "、"], not: ["+", "$", "a"]),
        Case("S", ["+", "$", "^", "©", "😀"], not: ["-", "a", "1"]),
        Case("Z", [" ", "\u{2028}", "\u{2029}", "\u{3000}"], not: ["\t", "\n", "a"]),
        // `C` as Unicode defines it: Cn (unassigned) included.
        Case("C", ["\t", "\u{200B}", "\u{E000}", "\u{0378}"], not: ["a", " ", "1"]),
        Case("Any", ["a", "北", "\u{0378}", "\u{10FFFF}", "\n"], not: []),
    ]

    static let scripts: [Case] = [
        Case(
            "Han", ["北", "京", "々", "〇", "⺀", "𠀀", "\u{2A6DF}", "\u{323AF}"], not: ["あ", "ア", "、", "ー", "a", "1", "한"]),
        Case("Hiragana", ["あ", "ん", "ゟ", "\u{1B001}"], not: ["ア", "ー", "、", "北"]),
        Case("Katakana", ["ア", "ヶ", "ｱ", "ㇰ"], not: ["あ", "ー", "・", "北"]),
        Case("Hangul", ["한", "글", "ᄀ", "ㄱ"], not: ["北", "a", "あ"]),
        Case("Latin", ["a", "Z", "é", "ß", "ǅ", "ｚ"], not: ["1", "α", "Ж", "_", "\u{0301}"]),
        Case("Greek", ["α", "Ω", "ἀ"], not: ["a", "Ж", ";"]),
        Case("Cyrillic", ["Ж", "я", "ё"], not: ["a", "α"]),
        Case("Arabic", ["ب", "ع", "٣", "ﷺ"], not: ["א", "،", "a", "\u{064B}"]),
        Case("Hebrew", ["א", "ש", "\u{05B0}"], not: ["ب", "a"]),
        Case("Thai", ["ก", "๑", "\u{0E31}"], not: ["฿", "ກ", "a"]),
        Case("Devanagari", ["क", "३", "\u{093E}"], not: ["।", "ক", "a"]),
        Case(
            "Common", ["1", "!", " ", "@", "、", "ー", "・", "฿", "।", "😀", "\u{200B}"],
            not: ["a", "北", "あ", "\u{0301}", "\u{0378}"]),
        Case("Inherited", ["\u{0301}", "\u{064B}", "\u{200D}", "\u{FE0F}"], not: ["a", "\u{093E}"]),
        Case("Armenian", ["Ա", "ա"], not: ["a"]),
        Case("Georgian", ["ა", "Ⴀ"], not: ["a"]),
        Case("Ethiopic", ["ሀ"], not: ["a"]),
        Case("Bengali", ["ক", "৩"], not: ["क"]),
        Case("Tamil", ["க"], not: ["क"]),
        Case("Khmer", ["ក"], not: ["ก"]),
        Case("Lao", ["ກ"], not: ["ก"]),
        Case("Tibetan", ["ཀ"], not: ["क"]),
        Case("Mongolian", ["ᠠ"], not: ["a"]),
        Case("Bopomofo", ["ㄅ"], not: ["北", "ㄱ"]),
        Case("Yi", ["ꀀ"], not: ["北"]),
        Case("Cherokee", ["Ꭰ"], not: ["D"]),
        Case("Runic", ["ᚠ"], not: ["f"]),
        Case("Braille", ["⠁"], not: ["a"]),
        Case("Old_Italic", ["𐌀"], not: ["a"]),
        Case("Gothic", ["𐌰"], not: ["a", "𐌀"]),
        Case("Canadian_Aboriginal", ["ᐁ"], not: ["a"]),
    ]

    /// `regex` on `value` by both engines, after checking they agree.
    private static func matches(_ regex: String, _ value: String) throws -> Bool {
        let program = try RegexProgram(RegexParser.parse(regex))
        let byVM = program.matches(value.unicodeScalars)
        let automaton = try #require(RegexDFA(program), "no automaton for \(regex)")
        var value = value
        #expect(
            value.withUTF8(automaton.matches) == byVM,
            "automaton and VM disagree: \(regex) on \(value.debugDescription)")
        return byVM
    }

    @Test(arguments: categories + scripts)
    func propertyTakesItsCharactersAndNoOthers(_ property: Case) throws {
        let name = property.name
        for member in property.members {
            #expect(try Self.matches("\\p{\(name)}", member), "\\p{\(name)} on \(member.debugDescription)")
            #expect(try !Self.matches("\\P{\(name)}", member), "\\P{\(name)} on \(member.debugDescription)")
            #expect(try !Self.matches("\\p{^\(name)}", member), "\\p{^\(name)} on \(member.debugDescription)")
            #expect(try !Self.matches("[^\\p{\(name)}]", member), "[^\\p{\(name)}] on \(member.debugDescription)")
            #expect(try Self.matches("[\\p{\(name)}]+", member + member))
            if name.count == 1 {
                #expect(try Self.matches("\\p\(name)", member), "\\p\(name) on \(member.debugDescription)")
            }
        }
        for other in property.others {
            #expect(try !Self.matches("\\p{\(name)}", other), "\\p{\(name)} on \(other.debugDescription)")
            #expect(try Self.matches("\\P{\(name)}", other), "\\P{\(name)} on \(other.debugDescription)")
            #expect(try Self.matches("\\P{^\(name)}", other) == false, "\\P{^\(name)} on \(other.debugDescription)")
            #expect(try Self.matches("[^\\p{\(name)}]", other), "[^\\p{\(name)}] on \(other.debugDescription)")
            if let member = property.members.first {
                #expect(try !Self.matches("\\p{\(name)}+", member + other + member))
            }
        }
    }

    @Test(arguments: [
        // One-letter forms and negation.
        ("\\pL+", "Straße", true), ("\\pL+", "R2D2", false), ("\\PN+", "abc-", true), ("\\PN+", "a1", false),
        ("\\pN\\pL", "7a", true),
        // Inside classes, with other items.
        ("[\\p{Han}\\d]+", "北京2008", true), ("[\\p{Han}\\d]+", "北京x", false), ("[^\\p{L}]+", "12-34", true),
        ("[^\\p{L}]+", "12a", false),
        ("[\\p{Hiragana}\\p{Katakana}ー]+", "カタカナとひらがなー", true), ("[\\p{Hiragana}\\p{Katakana}ー]+", "カタカナ漢字", false),
        ("[\\p{L}\\p{N}_-]+", "user_名前-7", true), ("[\\p{L}\\p{N}_-]+", "a b", false), ("[^\\P{L}]+", "abc", true),
        ("[^\\P{L}]+", "a1", false),
        ("[a-c\\p{Greek}]+", "abγ", true), ("[a-c\\p{Greek}]+", "abd", false), ("[\\p{Lu}-]+", "A-B", true),
        // Sequences, repetition, alternation.
        ("\\p{Lu}\\p{Ll}+", "Tokyo", true), ("\\p{Lu}\\p{Ll}+", "tokyo", false), ("\\p{Lu}\\p{Ll}+", "TOKYO", false),
        ("\\p{Han}{2}", "北京", true), ("\\p{Han}{2}", "北京市", false), ("\\p{Han}+|\\d+", "2008", true),
        ("\\p{Han}+|\\d+", "北京2008", false),
        ("(?:\\p{Han}|\\p{Hiragana})+", "東京へ", true), ("x\\p{Greek}?y", "xy", true), ("x\\p{Greek}?y", "xαy", true),
        ("\\p{Han}+-\\d+", "北京-1", true), ("^\\p{Han}+$", "北京", true), ("\\p{^Greek}+", "abc", true),
        ("\\P{^Greek}+", "αβγ", true),
    ])
    func propertiesCombineWithTheRestOfTheSyntax(_ regex: String, _ value: String, _ expected: Bool) throws {
        #expect(try Self.matches(regex, value) == expected, "\(regex) on '\(value)'")
    }

    @Test(arguments: [
        ("\\p{Foo}", "unknown Unicode property 'Foo' at character 1"),
        ("ab\\p{Klingon}+", "unknown Unicode property 'Klingon' at character 3"),
        ("[x\\p{Foo}]", "unknown Unicode property 'Foo' at character 3"),
        ("\\PX", "unknown Unicode property 'X' at character 1"),
        ("\\p{han}", "unknown Unicode property 'han' at character 1"),
        ("\\p{Script=Han}", "unknown Unicode property 'Script=Han' at character 1"),
        ("\\p{Letter}", "unknown Unicode property 'Letter' at character 1"),
        ("\\p{}", "unknown Unicode property '' at character 1"),
        ("\\p{Han", "'\\p{' is never closed at character 1"),
        ("a\\p", "'\\p' needs a property name, as in '\\p{Han}' or '\\pL' at character 2"),
        ("[a-\\pL]", "a range cannot end in a class escape"),
        // What stays refused says why.
        ("(a)\\1", "back-references such as '\\1' are not supported at character 4"),
        ("a(?=b)", "look-around is not supported (only '(?:' groups are) at character 3"),
        ("a(?!b)", "look-around is not supported"),
        ("(?<=a)b", "look-around is not supported"),
        ("(?<!a)b", "look-around is not supported"),
        ("(?<n>a)", "only '(?:' groups are supported at character 2"),
        ("\\bword", "'\\b' is not supported at character 1"),
        ("\\X", "'\\X' is not supported at character 1"),
    ])
    func refusalsSayWhatAndWhere(_ regex: String, _ message: String) {
        do {
            _ = try RegexProgram(RegexParser.parse(regex))
            Issue.record("accepted \(regex)")
        } catch {
            #expect(error.message.contains(message), "\(regex): \(error.message)")
        }
    }

    // MARK: End to end

    /// A table file of these routes, every one public.
    private static func table(_ routes: [(name: String, pattern: String)]) throws(RouteError) -> RouteTable {
        let escaped = { (text: String) in text.replacingOccurrences(of: "\\", with: "\\\\") }
        let entries = routes.map { #"{"name":"\#($0.name)","pattern":"\#(escaped($0.pattern))","access":"public"}"# }
        return try RouteTableFile.load(#"{"routes":[\#(entries.joined(separator: ","))]}"#)
    }

    private static let cities = Result {
        try table([
            ("city", "app://city/:name(\\p{Han}+)"),
            ("weather", "app://city/:name(\\p{Han}+)/weather"),
            ("kana", "app://kana/:word([\\p{Hiragana}\\p{Katakana}ー]+)/read"),
            ("tag", "app://tag/:rest(\\P{L}+)"),
            ("path", "app://path/:rest([\\p{Han}/]+)"),
            ("title", "app://title/:word(\\p{Lu}\\p{Ll}+)"),
        ])
    }

    @Test(
        arguments: [
            ("app://city/北京", "city", "北京"), ("app://city/%E5%8C%97%E4%BA%AC", "city", "北京"),
            ("app://city/𠀀", "city", "𠀀"),
            ("app://city/Beijing", nil, nil), ("app://city/北京x", nil, nil), ("app://city/北京/x", nil, nil),
            ("app://city/、", nil, nil),
            // A middle segment.
            ("app://city/上海/weather", "weather", "上海"), ("app://city/Shanghai/weather", nil, nil),
            ("app://kana/カタカナ/read", "kana", "カタカナ"), ("app://kana/ひらがなー/read", "kana", "ひらがなー"),
            ("app://kana/漢字/read", nil, nil),
            // The last segment takes the rest of the path when its set holds `/`.
            ("app://tag/2024/06-01", "tag", "2024/06-01"), ("app://tag/2024/june", nil, nil),
            ("app://path/北京/上海", "path", "北京/上海"), ("app://path/北京/Shanghai", nil, nil),
            ("app://title/Kyoto", "title", "Kyoto"), ("app://title/kyoto", nil, nil),
            ("app://title/Éire", "title", "Éire"),
        ] as [(String, String?, String?)])
    func resolvesThroughALoadedTable(_ url: String, _ route: String?, _ value: String?) throws {
        let table = try Self.cities.get()
        let resolution = table.resolve(url)
        if let route {
            let match = try #require(resolution.match, "\(url): \(String(describing: resolution.error))")
            #expect(match.route.name == route)
            #expect(match.request.routeParameters.values.first == value, "\(url)")
        } else {
            #expect(resolution.error?.code == .notFound, "\(url) matched \(resolution.match?.route.name ?? "-")")
        }
    }

    @Test(arguments: ["app://city/:name(\\p{Foo}+)", "/a/:x([\\p{Han}\\p{Foo}])", "/a/:x(\\pQ)/b"])
    func anUnknownNameIsAnInvalidPatternNamingIt(_ pattern: String) throws {
        do {
            _ = try Self.table([("bad", pattern)])
            Issue.record("loaded \(pattern)")
        } catch {
            #expect(error.code == .invalidPattern)
            let name = pattern.contains("Foo") ? "Foo" : "Q"
            #expect(error.message.contains("unknown Unicode property '\(name)'"), "\(error.message)")
        }
    }

    // MARK: Examples for reverse routing

    @Test(arguments: [
        "\\p{Han}+", "\\p{Lu}\\p{Ll}+", "\\P{L}+", "\\p{Hiragana}{3}", "[^\\p{L}\\p{N}]+", "\\p{Cn}+", "\\p{Zl}",
        "\\p{Mn}+", "\\p{Cs}", "\\p{Co}\\p{Han}",
    ])
    func examplesMatchTheirConstraint(_ source: String) throws {
        let constraint = try SegmentConstraint.compile(source)
        for nonEmpty in [false, true] {
            guard let value = constraint.example(nonEmpty: nonEmpty) else {
                // Only a constraint no string can satisfy has none.
                #expect(source == "\\p{Cs}", "no example for \(source)")
                continue
            }
            #expect(constraint.matches(value), "'\(value.debugDescription)' for \(source)")
            #expect(!value.isEmpty)
        }
    }

    /// Random constraints of properties and other atoms: the generator never traps, and what it
    /// gives matches.
    @Test func randomPropertyConstraintsGiveMatchingExamples() {
        var random = SeededGenerator(seed: 0x5C)
        let atoms = [
            "\\p{Han}", "\\pL", "\\P{L}", "\\p{Lu}", "\\p{Nd}", "[^\\p{L}]", "[\\p{Greek}0-9]", "\\p{Cs}", "\\p{Zs}",
            "a", ".", "\\d", "(\\p{Hangul}|x)",
        ]
        let quantifiers = ["", "", "+", "*", "?", "{2}"]
        for _ in 0..<300 {
            let source = (0..<Int.random(in: 1...3, using: &random)).map { _ in
                atoms.randomElement(using: &random)! + quantifiers.randomElement(using: &random)!
            }.joined()
            guard let constraint = try? SegmentConstraint.compile(source) else { continue }
            if let value = constraint.example(nonEmpty: true) {
                #expect(constraint.matches(value), "'\(value)' for \(source)")
            }
        }
    }

    // MARK: The sets themselves

    /// The two-letter categories split the scalar space, and each one-letter category is the
    /// union of its two-letter ones.
    @Test func categoriesPartitionTheScalarSpace() throws {
        var all: [ClosedRange<UInt32>] = []
        var total = 0
        for name in UnicodeProperty.twoLetterCategories {
            let set = try #require(UnicodeProperty.set(named: name))
            all += set.ranges
            total += set.ranges.reduce(0) { $0 + $1.count }
        }
        #expect(total == 0x110000)
        #expect(ScalarSet(all).ranges == [0...0x10FFFF])
        for letter in UnicodeProperty.oneLetterCategories {
            let parts = UnicodeProperty.twoLetterCategories.filter { $0.hasPrefix(letter) }.compactMap {
                UnicodeProperty.set(named: $0)
            }
            #expect(UnicodeProperty.set(named: letter) == ScalarSet(parts.flatMap(\.ranges)))
        }
        #expect(UnicodeProperty.set(named: "Cs")?.ranges == [0xD800...0xDFFF])
        #expect(UnicodeProperty.set(named: "Co")?.ranges == [0xE000...0xF8FF, 0xF0000...0xFFFFD, 0x100000...0x10FFFD])
    }

    /// The category table is what the standard library says of every scalar.
    @Test func categoriesAreTheStandardLibrarys() throws {
        var expected: [String: [ClosedRange<UInt32>]] = ["Cs": [0xD800...0xDFFF]]
        var runStart: UInt32 = 0
        var runCategory = Unicode.GeneralCategory.control
        var value: UInt32 = 1
        while value <= 0x10FFFF {
            if value == 0xD800 {
                expected[Self.abbreviation(runCategory), default: []].append(runStart...0xD7FF)
                value = 0xE000
                runStart = value
                runCategory = Unicode.Scalar(value)!.properties.generalCategory
            } else {
                let category = Unicode.Scalar(value)!.properties.generalCategory
                if category != runCategory {
                    expected[Self.abbreviation(runCategory), default: []].append(runStart...(value - 1))
                    runStart = value
                    runCategory = category
                }
            }
            value += 1
        }
        expected[Self.abbreviation(runCategory), default: []].append(runStart...0x10FFFF)
        for name in UnicodeProperty.twoLetterCategories {
            #expect(
                UnicodeProperty.set(named: name) == ScalarSet(expected[name] ?? []),
                "\(name) differs from the standard library: run Tools/generate-unicode-tables.swift")
        }
    }

    /// Every range of every script, at both ends, in the middle and just outside, against
    /// Swift's `Regex` (`\p{Script=…}`, the standard library's own script data). Swift 6.3's
    /// script data is a version behind its general categories (Unicode 16.0, not 17.0), so
    /// scalars new in 17.0 are left out, and so are the scripts its `Regex` cannot name yet.
    @Test func scriptsAgreeWithSwiftRegex() throws {
        var compared = 0
        var newer = 0
        var unknownToRegex: [String] = []
        for (name, set) in UnicodeProperty.scripts {
            guard let regex = try? Regex("\\p{Script=\(name)}").matchingSemantics(.unicodeScalar) else {
                unknownToRegex.append(name)
                continue
            }
            func inScript(_ value: UInt32) -> Bool? {
                guard let scalar = Unicode.Scalar(value) else { return nil }
                if let age = scalar.properties.age, age.major >= 17 {
                    newer += 1
                    return nil
                }
                return (try? regex.wholeMatch(in: String(scalar))) != nil
            }
            for range in set.ranges {
                for value in [range.lowerBound, range.upperBound, (range.lowerBound + range.upperBound) / 2] {
                    #expect(
                        inScript(value) != false,
                        "U+\(String(value, radix: 16, uppercase: true)) is \(name) in Scripts.txt but not in Swift")
                }
                for value in [range.lowerBound &- 1, range.upperBound + 1]
                where value <= 0x10FFFF && !set.contains(value) {
                    #expect(
                        inScript(value) != true,
                        "U+\(String(value, radix: 16, uppercase: true)) is \(name) in Swift but not in Scripts.txt")
                }
                compared += 1
            }
        }
        #expect(compared > 900 && newer < 300, "\(compared) ranges, \(newer) probes new in 17.0")
        // Scripts new in Unicode 17.0, which Swift 6.3's `Regex` parser does not name yet.
        #expect(unknownToRegex.count < 10, "\(unknownToRegex.sorted())")
    }

    /// The DFA gives a property of hundreds of ranges a class or two, so repeating one still
    /// builds an automaton (a column per range would pass the transition limit).
    @Test func largeSetsStayCheapForTheAutomaton() throws {
        let letters = try #require(RegexDFA(RegexProgram(RegexParser.parse("\\p{L}+"))))
        #expect(letters.cuts.count > 1_000)
        #expect(letters.classCount == 2)
        let bounded = try RegexProgram(RegexParser.parse("[\\p{L}\\p{N}]{1,64}"))
        #expect(RegexDFA(bounded) != nil)
        #expect(try Self.matches("[\\p{L}\\p{N}]{1,64}", String(repeating: "名", count: 64)))
        #expect(try !Self.matches("[\\p{L}\\p{N}]{1,64}", String(repeating: "名", count: 65)))
    }

    @Test(arguments: [
        ("[\\p{L}\\p{N}]+", "\\p{Nd}+", true), ("[\\p{L}\\p{N}]+", "\\p{Lu}\\p{Ll}+", true),
        ("\\p{L}+", "\\p{Han}+", false),
        ("\\p{Lu}+", "\\p{L}+", false), ("\\P{L}+", "\\d+", true), ("\\p{L}+", "[a-z]+", true),
        ("\\p{Lo}+", "\\p{Hiragana}+", false),
    ])
    func inclusionOfPropertyConstraints(_ wider: String, _ narrower: String, _ expected: Bool) throws {
        #expect(
            try SegmentConstraint.compile(wider).includes(SegmentConstraint.compile(narrower)) == expected,
            "\(wider) ⊇ \(narrower)")
    }

    private static func abbreviation(_ category: Unicode.GeneralCategory) -> String {
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
        @unknown default: "?"
        }
    }
}
