import Testing

@testable import RouterCore

@Suite("Which route wins (docs/reference.md §3)")
struct MatchingTests {
    @Test func patternsAreAnchoredAtBothEnds() throws {
        let table = try makeTable(["/user"])
        #expect(winner("app://h/user", in: table) == "/user")
        #expect(winner("app://h/a/b/user", in: table) == "error:notFound")
        #expect(winner("app://h/users", in: table) == "error:notFound")
        #expect(winner("app://h/user/", in: table) == "/user")
    }

    @Test func schemeAndHostCompareCaseInsensitivelyPathLiteralsDoNot() throws {
        let table = try makeTable(["app://user/Login"])
        #expect(winner("APP://USER/Login", in: table) == "app://user/Login")
        #expect(winner("app://user/login", in: table) == "error:notFound")
        let relaxed = try makeTable(["app://user/Login"], options: RouteTableOptions(caseInsensitive: true))
        #expect(winner("app://user/LOGIN", in: relaxed) == "app://user/Login")
    }

    @Test func specificityOrdersCandidates() throws {
        let table = try makeTable([
            "/:a", "app://:host/b", "app://x/:b", "x/b", "app://x/:b([a-z]+)", "app://x/b", "/b/*", "/b",
        ])
        let names = table.resolve("app://x/b").match!.candidates.map(\.name)
        #expect(
            names == ["app://x/b", "app://x/:b([a-z]+)", "app://x/:b", "app://:host/b", "x/b", "/b", "/b/*", "/:a"])
    }

    /// Routes of every depth around the six segments a node tells apart exactly (the search
    /// skips subtrees whose routes cannot end where the URL does), beside a `*` and a rest.
    @Test func routesOfEveryDepthMatchOnlyTheirOwnLength() throws {
        let depths = Array(1...9)
        let table = try makeTable(
            depths.map { "app://h/" + (1...$0).map { ":p\($0)" }.joined(separator: "/") } + [
                "app://h/x/y/*", "app://w/:all(.*)",
            ])
        for depth in depths {
            let url = "app://h/" + (1...depth).map { "s\($0)" }.joined(separator: "/")
            #expect(
                winner(url, in: table) == "app://h/" + (1...depth).map { ":p\($0)" }.joined(separator: "/"), "\(url)")
        }
        #expect(winner("app://h/" + (1...10).map { "s\($0)" }.joined(separator: "/"), in: table) == "error:notFound")
        #expect(winner("app://h/x/y/1/2/3/4/5/6/7/8/9/10", in: table) == "app://h/x/y/*")
        #expect(winner("app://w/1/2/3/4/5/6/7", in: table) == "app://w/:all(.*)")
        #expect(winner("app://w", in: table) == "app://w/:all(.*)")
    }

    /// A constraint as a pattern's last segment is matched against the rest of the path: one
    /// that reads no `/` takes only the last segment (or, matching "", the end of the path),
    /// one that reads `/` any number of segments, even beside routes of other depths that
    /// leave it behind.
    @Test(arguments: [
        ("app://h/a", "app://h/a/:e([a-z]*)"),
        ("app://h/a/b", "app://h/a/:e([a-z]*)"),
        ("app://h/a/x/y", "app://h/a/:p([a-z/]+)"),
        ("app://h/a/b/c", "app://h/a/:p([a-z/]+)"),
        ("app://h/a/1/2", "app://h/a/:n/:m([0-9]+)"),
        ("app://h/a/1/2/3", "error:notFound"),
        ("app://h/a/b/c/d", "app://h/a/:p([a-z/]+)"),
        ("app://h/a/b%2Fc", "app://h/a/:p([a-z/]+)"),
        ("app://h/a/x/y/z", "app://h/a/x/y/z"),
    ])
    func restConstraintsTakeTheSegmentsTheyCanRead(url: String, expected: String) throws {
        let table = try makeTable([
            "app://h/a/:e([a-z]*)", "app://h/a/:s([a-z]+)", "app://h/a/:p([a-z/]+)", "app://h/a/:n/:m([0-9]+)",
            "app://h/a/x/y/z",
        ])
        #expect(winner(url, in: table) == expected)
    }

    /// Literals of every length around the eight bytes a look-up reads at once (prefixes of one
    /// another, as hosts and as path segments) find their own route, and one byte off finds none.
    @Test(arguments: [false, true])
    func literalsOfEveryLengthFindTheirRoute(caseInsensitive: Bool) throws {
        let words = (1...20).map { String("abcdefghijklmnopqrst".prefix($0)) }
        let patterns = words.flatMap { ["app://h/\($0)/end", "app://\($0)/x"] }
        let table = try makeTable(patterns, options: RouteTableOptions(caseInsensitive: caseInsensitive))
        for word in words {
            let written = caseInsensitive ? word.uppercased() : word
            #expect(winner("app://h/\(written)/end", in: table) == "app://h/\(word)/end")
            #expect(winner("app://\(word.uppercased())/x", in: table) == "app://\(word)/x")
            let offByOne = String(word.dropLast()) + "z"
            #expect(winner("app://h/\(offByOne)/end", in: table) == "error:notFound")
            #expect(winner("app://\(offByOne)/x", in: table) == "error:notFound")
        }
    }

    /// Patterns longer than the packed comparison (21 positions) still compare position by
    /// position, among themselves and against short ones.
    @Test func longPatternsCompareLikeShortOnes() throws {
        let deep = (1...24).map { "s\($0)" }
        let literal = "app://x/" + deep.joined(separator: "/")
        let parameterLast = "app://x/" + deep.dropLast().joined(separator: "/") + "/:last"
        let parameterFirst = "app://x/:first/" + deep.dropFirst().joined(separator: "/")
        let wildcard = "app://x/s1/*"
        let table = try makeTable([wildcard, parameterFirst, parameterLast, literal])
        let url = "app://x/" + deep.joined(separator: "/")
        #expect(table.resolve(url).match!.candidates.map(\.name) == [literal, parameterLast, wildcard, parameterFirst])
    }

    @Test func hostAgnosticMatchesAnyHostAndEmptyPaths() throws {
        let table = try makeTable(["/"])
        #expect(winner("app://anything", in: table) == "/")
        #expect(winner("app://", in: table) == "/")
        #expect(winner("other://h/x", in: table) == "error:notFound")
    }

    @Test func endedPatternBeatsEmptyWildcard() throws {
        let table = try makeTable(["/a/b/*", "/a/b"])
        #expect(winner("app://h/a/b", in: table) == "/a/b")
        let wild = table.resolve("app://h/a/b/c/d").match!
        #expect(wild.route.name == "/a/b/*")
        #expect(wild.request.wildcard == ["c", "d"])
        #expect(table.resolve("app://h/a/b").match!.candidates.map(\.name) == ["/a/b", "/a/b/*"])
    }

    @Test func noBacktrackingSurprise() throws {
        let table = try makeTable(["/:provider", "/google/callback"])
        #expect(winner("app://h/google", in: table) == "/:provider")
        #expect(winner("app://h/google/callback", in: table) == "/google/callback")
    }

    @Test func priorityBeatsSpecificityAndRegistrationBreaksTies() throws {
        let table = try RouteTable(validating: [
            Route(name: "literal", pattern: "/a/b", access: .public),
            Route(name: "param", pattern: "/a/:x", access: .public, priority: 5),
            Route(name: "first", pattern: "/c/:x([0-9]+)", access: .public),
            Route(name: "second", pattern: "/c/:x([0-9]{1,3})", access: .public),
        ])
        #expect(winner("app://h/a/b", in: table) == "param")
        #expect(table.resolve("app://h/c/12").match!.candidates.map(\.name) == ["first", "second"])
    }

    @Test func lastConstrainedParameterTakesTheRestOfThePath() throws {
        let table = try makeTable(["/file/:path(.*)", "/user/:id([0-9]+)"])
        #expect(table.resolve("app://h/file/a/b/c").match?.request.routeParameters == ["path": "a/b/c"])
        #expect(table.resolve("app://h/file").match?.request.routeParameters == ["path": ""])
        #expect(winner("app://h/user/42/extra", in: table) == "error:notFound")
    }

    @Test func hostPositionMayHoldParametersAndWildcards() throws {
        let table = try makeTable(["app://:host/open", "aop://*"])
        #expect(table.resolve("app://Shop/open").match?.request.routeParameters == ["host": "Shop"])
        #expect(table.resolve("aop://a/b").match?.request.wildcard == ["a", "b"])
        #expect(winner("aop://", in: table) == "aop://*")
    }

    @Test func externalRequestsSkipInternalRoutes() throws {
        let table = try RouteTable(validating: [
            Route(name: "secret", pattern: "app://pay", access: .internal),
            Route(name: "inner", pattern: "app://x/a"),
            Route(name: "outer", pattern: "app://x/:any", access: .public),
        ])
        #expect(winner("app://pay", in: table) == "secret")
        #expect(winner("app://pay", in: table, origin: .external) == "error:forbidden")
        #expect(winner("app://x/a", in: table, origin: .external) == "outer")
        #expect(winner("app://nothing", in: table, origin: .external) == "error:notFound")
    }

    @Test func duplicateShapesAreRefusedUnlessReplacing() throws {
        var builder = RouteTableBuilder()
        try builder.add(Route(name: "a", pattern: "/user/:id"))
        #expect(errorCode { try builder.add(Route(name: "b", pattern: "/user/:name")) } == .duplicateRoute)
        #expect(errorCode { try builder.add(Route(name: "a", pattern: "/other")) } == .duplicateRoute)
        try builder.add(Route(name: "b", pattern: "/user/:name", access: .public), replacing: true)
        let table = builder.build()
        #expect(table.routes.map(\.name) == ["b"])
        #expect(table.resolve("app://h/user/1").match?.request.routeParameters == ["name": "1"])
    }
}
