import Testing

@testable import RouterCore

/// `resolve --explain`: the reason each route did not match and why each candidate ranks where
/// it does, in the words of docs/reference.md §13.
@Suite("Explaining a match")
struct ExplainTests {
    @Test(arguments: [
        ("app://goods/:id", "other://goods/1", "scheme"),
        ("app://goods/:id", "app://shop/1", "host"),
        ("app://goods/list", "app://goods/lust", "segment 1 'lust' is not 'list'"),
        ("/a/b/c", "x://h/a/b/d", "segment 3 'd' is not 'c'"),
        ("app://goods/:id([0-9]+)", "app://goods/abc", "segment 1 'abc' does not match [0-9]+"),
        ("app://file/:path(a/.*)", "app://file/b/c", "segment 1 'b/c' does not match a/.*"),
        ("app://goods/:id/reviews", "app://goods/1", "too few segments"),
        ("app://goods/:id", "app://goods/1/2", "too many segments"),
        ("app://goods/list", "app://goods/%1B%5B2J", "segment 1 '\\u{1B}[2J' is not 'list'"),
        ("/", "app://host/a", "too many segments"),
    ])
    func whyARouteDoesNotMatch(pattern: String, url: String, reason: String) throws {
        let explanation = try makeTable([pattern]).explain(url)
        #expect(explanation.routes.map(\.reason) == [reason])
        #expect(explanation.routes.map(\.matched) == [false])
        #expect(explanation.candidates.isEmpty)
    }

    @Test func aMatchHasNoReasonAndAnInternalRouteLosesExternalRequests() throws {
        let table = try RouteTable(validating: [
            Route(name: "inside", pattern: "app://a/:x"),
            Route(name: "outside", pattern: "app://a/:y([0-9]+)", access: .public),
        ])
        let inside = try table.explain("app://a/1")
        #expect(inside.routes.map(\.matched) == [true, true])
        #expect(inside.routes.map(\.reason) == [nil, nil])
        let outside = try table.explain("app://a/1", origin: .external)
        #expect(outside.routes.map(\.reason) == ["internal route, external request", nil])
        #expect(outside.candidates.map(\.route.name) == ["outside"])
    }

    @Test(arguments: [
        (
            ["app://g/:x", "app://g/callback"], "app://g/callback", ["app://g/callback", "app://g/:x"],
            "specificity at segment 1: literal beats parameter"
        ),
        (
            ["app://g/:x", "app://g/:n([0-9]+)"], "app://g/7", ["app://g/:n([0-9]+)", "app://g/:x"],
            "specificity at segment 1: constrained parameter beats parameter"
        ),
        (
            ["/g/:x", "app:///g/:x"], "app://h/g/1", ["app:///g/:x", "/g/:x"],
            "specificity at scheme: scheme-bound beats any scheme"
        ),
        (
            ["/g/1", "app://:h/g/1"], "app://h/g/1", ["app://:h/g/1", "/g/1"],
            "specificity at scheme: scheme-bound beats any scheme"
        ),
        (["/1", "g/1"], "x://g/1", ["g/1", "/1"], "specificity at host: literal beats any host"),
        (["/a/b/*", "/a/b"], "x://h/a/b", ["/a/b", "/a/b/*"], "specificity at segment 3: end of pattern beats *"),
        (["/a/:p", "/:q/b"], "x://h/a/b", ["/a/:p", "/:q/b"], "specificity at segment 1: literal beats parameter"),
    ])
    func whyACandidateRanksBelowTheOneBefore(patterns: [String], url: String, order: [String], reason: String) throws {
        let explanation = try makeTable(patterns).explain(url)
        #expect(explanation.candidates.map(\.route.name) == order)
        #expect(explanation.candidates.map(\.rank) == [1, 2])
        #expect(explanation.candidates.map(\.reason) == [nil, reason])
    }

    @Test func priorityThenRegistrationOrder() throws {
        let table = try RouteTable(validating: [
            Route(name: "letters", pattern: "app://g/:x([a-z]+)"), Route(name: "any", pattern: "app://g/:y"),
            Route(name: "alnum", pattern: "app://g/:z([a-z0-9]+)"), Route(name: "urgent", pattern: "/*", priority: 3),
        ])
        let explanation = try table.explain("app://g/abc")
        #expect(explanation.candidates.map(\.route.name) == ["urgent", "letters", "alnum", "any"])
        #expect(
            explanation.candidates.map(\.reason) == [
                nil, "priority", "registration order",
                "specificity at segment 1: constrained parameter beats parameter",
            ])
    }

    @Test func aURLThatDoesNotParseIsItsError() throws {
        #expect(errorCode { _ = try makeTable(["/a"]).explain("no scheme") } == .invalidURL)
    }
}
