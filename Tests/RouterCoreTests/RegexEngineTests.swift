import Foundation
import TestSupport
import Testing

@testable import RouterCore

/// The constraint engine: linear by construction, and the same answers as ICU's backtracking
/// NSRegularExpression on the syntax it supports (with `\d \w \s` spelled as their ASCII
/// classes for ICU, which reads them as Unicode classes).
@Suite("Regex engine (automaton and Pike VM)")
struct RegexEngineTests {
    /// The answer of both engines, after checking they agree.
    private static func matches(_ regex: String, _ value: String) throws -> Bool {
        let program = try RegexProgram(RegexParser.parse(regex))
        let byVM = program.matches(value.unicodeScalars)
        if let automaton = RegexDFA(program) {
            var value = value
            #expect(value.withUTF8(automaton.matches) == byVM, "automaton and VM disagree: \(regex) on '\(value)'")
        }
        return byVM
    }

    /// `regex` for ICU: the ASCII classes written out (ICU nests a set inside `[…]` as a union).
    private static func forICU(_ regex: String) -> String {
        [
            ("\\d", "[0-9]"), ("\\D", "[^0-9]"), ("\\w", "[0-9A-Za-z_]"), ("\\W", "[^0-9A-Za-z_]"),
            ("\\s", "[\\t\\n\\f\\r ]"), ("\\S", "[^\\t\\n\\f\\r ]"),
        ]
        .reduce(regex) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
    }

    @Test(arguments: [
        ("[0-9]+", "123", true), ("[0-9]+", "12a", false), ("[0-9]+", "", false),
        ("slide|fade|cover|none", "fade", true), ("slide|fade|cover|none", "fad", false),
        ("(a|aa)+b", "aaab", true), ("a{2,3}", "aaaa", false), ("a{2,3}", "aa", true), ("a{2}", "aa", true),
        ("(?:ab)*c?", "ababc", true), ("x(|y)z", "xz", true), ("[^a-c]", "d", true), ("[^a-c]", "b", false),
        ("\\d\\w\\s", "٣é\u{2003}", false), ("\\d\\w\\s", "7_ ", true), ("\\D\\W\\S", "٣é\u{2003}", true),
        (".", "\n", false), (".", "😀", true), ("^ab$", "ab", true),
        ("[a\\-z]", "-", true), ("[-a]", "-", true), ("a.c", "a/c", true), ("\\.", "x", false), ("a*?", "aaa", true),
    ])
    func answers(_ regex: String, _ value: String, _ expected: Bool) throws {
        #expect(try Self.matches(regex, value) == expected, "\(regex) on '\(value)'")
    }

    /// What a backtracking engine takes exponential time for is one linear pass here.
    @Test func pathologicalAlternationIsLinear() throws {
        #expect(try !Self.matches("(a|aa)+b", String(repeating: "a", count: 8000) + "c"))
        #expect(try Self.matches("(a|aa)+b", String(repeating: "a", count: 8000) + "b"))
    }

    @Test(arguments: [
        "a(?=b)", "(?<n>a)", "(a)\\1", "\\bword", "\\p{Foo}", "\\p{L", "a\\p", "a++", "a**", "*a", "[[a]]", "a^b",
        "a{1001}", "a{3,2}", "(?i)a",
        "[a", "\\", "(?:a",
        // Found by the RouteTableLoading fuzzer: a negative count trapped.
        "~\\'d{-4,4}", "a{+4}", "a{99999999999999999999}",
    ])
    func refusesWhatItDoesNotSupport(_ regex: String) {
        #expect(throws: RegexSyntaxError.self, "\(regex)") { try RegexProgram(RegexParser.parse(regex)) }
    }

    /// Random patterns of the supported syntax that constraints may use (the nested-quantifier
    /// rule refuses the rest first) against random values, compared with NSRegularExpression
    /// (test-only: the router ships no backtracking engine).
    @Test func agreesWithNSRegularExpressionOnRandomPatterns() throws {
        var random = SeededGenerator(seed: 20_261_122)
        let alphabet: [String] = [
            "a", "b", "0", "7", "-", ".", "é", "_", " ", "/", "Ω", "٣", "\u{0301}", "\n", "😀", "\u{2003}",
        ]
        var compared = 0
        for _ in 0..<1500 {
            let pattern = Self.randomPattern(depth: 0, using: &random)
            guard RegexSafety.problem(in: pattern) == nil, (try? RegexProgram(RegexParser.parse(pattern))) != nil,
                let reference = try? NSRegularExpression(pattern: "\\A(?:\(Self.forICU(pattern)))\\z")
            else { continue }
            for _ in 0..<12 {
                let value = (0..<Int.random(in: 0...6, using: &random)).map { _ in
                    alphabet.randomElement(using: &random)!
                }.joined()
                let expected = reference.firstMatch(in: value, range: NSRange(value.startIndex..., in: value)) != nil
                #expect(try Self.matches(pattern, value) == expected, "'\(pattern)' on '\(value.debugDescription)'")
                compared += 1
            }
        }
        #expect(compared > 5000)
    }

    private static func randomPattern(depth: Int, using random: inout SeededGenerator) -> String {
        let atoms = [
            "a", "b", "0", "\\.", ".", "é", "\\d", "\\w", "\\s", "\\D", "\\W", "[a-c]", "[^a0]", "[\\d_-]", "[é-ö]",
            "-", "/", "\\-",
        ]
        var pattern = ""
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            var atom: String
            if depth < 2, Int.random(in: 0..<4, using: &random) == 0 {
                let branches = (0..<Int.random(in: 1...3, using: &random)).map { _ in
                    randomPattern(depth: depth + 1, using: &random)
                }
                atom = (Bool.random(using: &random) ? "(" : "(?:") + branches.joined(separator: "|") + ")"
            } else {
                atom = atoms.randomElement(using: &random)!
            }
            atom += ["", "", "", "?", "*", "+", "{2}", "{1,2}", "{0,}", "*?"].randomElement(using: &random)!
            pattern += atom
        }
        return pattern
    }
}
