import Testing

@testable import DeepLinks
@testable import RouterCore

/// `resolve --batch --report` (docs/reference.md §13).
@Suite("Log report")
struct LogReportTests {
    private static func report(_ log: String, table: RouteTable) -> LogReport {
        var report = LogReport(table: table)
        // Split on bytes: "\r\n" is one Character to String.
        for line in Array(log.utf8).split(separator: 10, omittingEmptySubsequences: false) {
            Array(line).withUnsafeBufferPointer { report.add(line: $0) }
        }
        return report
    }

    @Test func countsHitsNeverHitAndUnmatchedShapes() throws {
        let table = try RouteTable(validating: [
            Route(name: "goods", pattern: "app://goods/:id", access: .public),
            Route(name: "cart", pattern: "app://cart", access: .public),
            Route(name: "old", pattern: "app://old", access: .public, redirect: "app://cart"),
            Route(name: "admin", pattern: "app://admin"),
        ])
        let log = """
            # exported 2026-11-22
            app://goods/1
            12\tapp://goods/2?from=mail
              app://old\r

            3\tapp://user/550e8400-e29b-41d4-a716-446655440000/orders/17
            app://user/0123456789abcdef0123/orders/9
            app://admin
            not a url
            2\thttps://Example.com/p/x
            """
        let report = Self.report(log, table: table)
        #expect(report.total == 22 && report.matched == 14)
        #expect(report.routeHits.map(\.route) == ["goods", "cart"] && report.routeHits.map(\.hits) == [13, 1])
        #expect(report.neverHit == ["old", "admin"])
        let unmatched = report.unmatched
        #expect(
            unmatched.map(\.shape) == [
                "app://user/:id/orders/:n", "https://example.com/p/x", "(invalid)", "app://admin",
            ])
        #expect(unmatched.map(\.count) == [4, 2, 1, 1])
        // A pattern to paste, constrained to what was seen: the first URL held a UUID.
        #expect(unmatched.first?.suggestedPattern == "app://user/:id([0-9a-fA-F-]{36})/orders/:n([0-9]+)")
        #expect(unmatched[2].suggestedPattern == nil)
        let json = report.json
        #expect(json["unmatched"]?.arrayValue?.first?["count"] == .number(4))
        #expect(json["hits"]?.arrayValue?.first == .object([("route", .string("goods")), ("hits", .number(13))]))
    }

    /// `COUNT<TAB>URL` counts that add up past 2^63 stop at Int.max and the report says so,
    /// instead of trapping (issue 26).
    @Test func countsPastTwoToTheSixtyThirdSaturate() throws {
        let table = try RouteTable(validating: [Route(name: "p", pattern: "app://h/:id", access: .public)])
        let line = "999999999999999999\tapp://h/a\n999999999999999999\tapp://h/zz\n"
        let report = Self.report(String(repeating: line, count: 6) + "999999999999999999\tapp://other/x", table: table)
        #expect(report.total == Int.max && report.matched == Int.max && report.isSaturated)
        #expect(report.text.contains("stopped there"))
        #expect(report.json["saturated"] == .bool(true))
        let ordinary = Self.report("app://h/a\n", table: table)
        #expect(!ordinary.isSaturated && ordinary.json["saturated"] == nil, "ordinary reports keep the documented keys")
    }

    /// A request an exclusion keeps out is the exclusion doing its job: its hit, not an unmatched
    /// shape whose suggested route would undo it.
    @Test func requestsAnExclusionKeepsOutAreItsHits() throws {
        let table = try RouteTableFile.load(
            #"{"routes":[{"name":"out","pattern":"https:///oauth/*","exclude":true},{"name":"all","pattern":"https:///*","access":"public"}]}"#
        )
        let report = Self.report(
            "5\thttps://h.example/oauth/authorize\nhttps://h.example/é/oauth\nhttps://h.example/oauth/é\n", table: table
        )
        #expect(report.total == 7 && report.matched == 1 && report.keptOut == 6)
        #expect(report.unmatched.isEmpty && report.neverHit.isEmpty)
        #expect(report.routeHits.map(\.route) == ["out", "all"] && report.routeHits.map(\.hits) == [6, 1])
        #expect(report.json["keptOut"] == .number(6) && report.text.contains("6  out  (kept out)"))
    }

    @Test func repeatedParametersGetNumberedNames() {
        #expect(
            UnmatchedShape.suggestedPattern(for: "app://a/:n/b/:n/:id")
                == "app://a/:n([0-9]+)/b/:n2([0-9]+)/:id([0-9a-fA-F-]{36})")
    }

    @Test(arguments: [
        ("app://promo/123", "app://promo/:n", "app://promo/:n([0-9]+)"),
        ("app://u/550e8400-e29b-41d4-a716-446655440000", "app://u/:id", "app://u/:id([0-9a-fA-F-]{36})"),
        ("app://c/0123456789abcdef0123", "app://c/:id", "app://c/:id([0-9a-fA-F]{16,})"),
    ])
    func suggestionsAreConstrainedPatternsThatMatchTheURL(url: String, shape: String, suggestion: String) throws {
        let report = Self.report(url, table: try RouteTable(validating: []))
        #expect(report.unmatched.first?.shape == shape && report.unmatched.first?.suggestedPattern == suggestion)
        let table = try RouteTable(validating: [Route(name: "s", pattern: suggestion, access: .public)])
        #expect(
            table.resolve(url, origin: .external).match?.route.name == "s",
            "the suggestion matches the URL it came from")
    }

    @Test func memoryStaysBoundedOnEndlesslyNewShapes() throws {
        var counter = HeavyHitters(capacity: 100)
        for index in 0..<10_000 { counter.add("shape\(index)", count: 1) }
        counter.add("frequent", count: 500)
        for index in 0..<10_000 { counter.add("late\(index)", count: 1) }
        #expect(counter.top(1).first?.key == "frequent")
        #expect(counter.top(1_000).count < 200)
    }
}
