import RouterCore
import Screens
import Testing

/// With the longest URL allowed, every registered constraint answers, and answers right — the
/// ones a backtracking engine would never finish included, since matching is linear.
/// (The times themselves are measured in Benchmarks/, ConstraintBenchmarks.)
@Suite("Regex constraints at the URL length limit")
struct ConstraintBudgetTests {
    /// Values as long as a URL may be, shaped to make a backtracking engine work hardest.
    static func adversarialValues(room: Int) -> [(value: String, note: String)] {
        [
            (String(repeating: "1", count: room), "all digits"),
            (String(repeating: "1", count: room - 1) + "x", "digits, one wrong at the end"),
            (String(repeating: "a", count: room), "all letters"),
            (String(repeating: "slid", count: room / 4), "a near-miss of an alternative, repeated"),
            (String(repeating: "ab", count: room / 2 - 1) + "!", "alternating, wrong at the end"),
        ]
    }

    @Test func everyDemoConstraintAnswersRightOnMaximumLengthValues() throws {
        let table = try DemoRouteTable.load()
        let constraints = table.routes.flatMap { route in
            route.pattern.segments.compactMap { segment -> SegmentConstraint? in
                if case .constrained(_, let constraint) = segment { return constraint }
                return nil
            }
        }
        #expect(constraints.map(\.source).sorted() == ["[0-9]+", "[0-9]+", "slide|fade|cover|none"])
        let room = URLParser.maximumLength - "app://user/login/".utf8.count
        for constraint in constraints {
            for (value, note) in Self.adversarialValues(room: room) {
                let expected = constraint.source == "[0-9]+" ? value.allSatisfy(\.isASCIIDigit) : false
                #expect(constraint.matches(value) == expected, "\(constraint.source): \(note)")
            }
        }
    }

    @Test func maximumLengthURLsResolveAgainstTheDemoTable() throws {
        let table = try DemoRouteTable.load()
        let digits = String(repeating: "7", count: URLParser.maximumLength - "app://goods/".utf8.count)
        #expect(table.resolve("app://goods/" + digits).match?.route.name == "goods.detail")
        #expect(table.resolve("app://goods/" + digits.dropLast() + "x").error?.code == .notFound)
        let style = String(repeating: "fade", count: (URLParser.maximumLength - "app://lab/transition/".utf8.count) / 4)
        #expect(table.resolve("app://lab/transition/" + style).error?.code == .notFound)
    }

    /// `(a|aa)+b` passes the nested-quantifier rule but backtracks exponentially on a
    /// backtracking engine (34 letters took half a second; 8,000 would never finish). Here it
    /// answers right either way — the old time budget answered "no match" to both.
    @Test func aRegexThatWouldBacktrackForEverAnswersRight() throws {
        let table = try RouteTableFile.load(
            #"{"routes":[{"name":"a","pattern":"app://x/:v((a|aa)+b)","access":"public"}]}"#)
        #expect(table.resolve("app://x/aaab").match != nil)
        let letters = String(repeating: "a", count: 8000)
        #expect(table.resolve("app://x/" + letters + "c").error?.code == .notFound)
        #expect(table.resolve("app://x/" + letters + "b").match?.route.name == "a")
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
