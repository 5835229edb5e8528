import Testing

@testable import RouterCore

/// Exclusions (docs/reference.md §3): a route with `"exclude": true` keeps the links it matches
/// out for every origin when it is the first candidate that origin reaches. It ranks like any
/// route, so the file's order is written with priorities.
@Suite("Exclusions")
struct ExclusionTests {
    static let table = #"""
        {"routes":[
          {"name":"oauth","pattern":"https:///oauth/*","exclude":true,"priority":1},
          {"name":"staff","pattern":"https:///pages/staff/:section","access":"internal"},
          {"name":"pages","pattern":"https:///pages/*","access":"public"},
          {"name":"drafts","pattern":"https:///pages/drafts/*","exclude":true},
          {"name":"everything","pattern":"https:///*","access":"public"}
        ]}
        """#

    @Test(arguments: [
        // (url, origin, what it resolves to)
        ("https://h.example/oauth/callback", RouteOrigin.external, "error:notFound"),
        ("https://h.example/oauth/callback", .internal, "error:notFound"),
        ("https://h.example/oauth", .external, "error:notFound"),
        ("https://h.example/oauthx", .external, "everything"),
        ("https://h.example/pages/a", .external, "pages"),
        // The exclusion is more specific than `/pages/*`: it wins without a priority.
        ("https://h.example/pages/drafts/x", .external, "error:notFound"),
        ("https://h.example/pages/drafts/x", .internal, "error:notFound"),
        // The internal route outranks the public one only for an internal request.
        ("https://h.example/pages/staff/hr", .internal, "staff"),
        ("https://h.example/pages/staff/hr", .external, "pages"),
    ])
    func anExclusionKeepsItsLinksOutForEveryOrigin(url: String, origin: RouteOrigin, expected: String) throws {
        let table = try RouteTableFile.load(Self.table)
        #expect(winner(url, in: table, origin: origin) == expected)
        var lookup = RouteLookup(table: table)
        var copy = url
        let fast = copy.withUTF8 { lookup.routeIndex(for: $0, origin: origin) }
        #expect(fast.map { table.routes[$0].name } == table.resolve(url, origin: origin).match?.route.name)
    }

    @Test func theErrorNamesTheExclusion() throws {
        let table = try RouteTableFile.load(Self.table)
        let error = try #require(table.resolve("https://h.example/oauth/x", origin: .external).error)
        #expect(error.code == .notFound && error.message.contains("excluded by oauth"))
    }

    @Test func explainEndsTheCandidatesAtTheExclusion() throws {
        let table = try RouteTableFile.load(Self.table)
        let explanation = try table.explain("https://h.example/pages/drafts/x", origin: .external)
        #expect(explanation.candidates.map(\.route.name) == ["drafts"])
        #expect(explanation.excludedBy?.name == "drafts")
        let below = try #require(explanation.routes.first { $0.route.name == "pages" })
        #expect(!below.matched && below.reason == "excluded by drafts")
        let everything = try #require(explanation.routes.first { $0.route.name == "everything" })
        #expect(everything.reason == "excluded by drafts")
        // An exclusion is met by external requests whatever its access says.
        #expect(explanation.routes.first { $0.route.name == "drafts" }?.matched == true)
    }

    @Test func aHandlerBelowAnExclusionNeverRuns() async throws {
        let router = Router()
        try router.register(try Route(name: "out", pattern: "app://x/secret", isExclusion: true))
        try router.register(
            try Route(name: "all", pattern: "app://x/:page", access: .public),
            handler: ClosureRouteHandler { _ in "ran" })
        let kept = await router.handle("app://x/secret", origin: .external)
        #expect(kept.error?.code == .notFound && kept.error?.message.contains("excluded by out") == true)
        #expect(await router.handle("app://x/open", origin: .external).route == "all")
    }

    @Test(arguments: [
        #"{"name":"x","pattern":"/a","exclude":true,"redirect":"app://b"}"#,
        #"{"name":"x","pattern":"/a","exclude":true,"middleware":["requireLogin"]}"#,
        #"{"name":"x","pattern":"/a","exclude":"yes"}"#,
    ])
    func anExclusionThatWouldAlsoShowSomethingDoesNotLoad(route: String) {
        #expect(errorCode { _ = try RouteTableFile.load(#"{"routes":["# + route + "]}") } == .invalidRouteTable)
    }

    @Test func aParentThatIsAnExclusionDoesNotLoad() {
        let text =
            #"{"routes":[{"name":"out","pattern":"/a","exclude":true},{"name":"b","pattern":"/a/b","parent":"out"}]}"#
        #expect(errorCode { _ = try RouteTableFile.load(text) } == .invalidRouteTable)
    }

    @Test func theFileKeepsTheExclusion() throws {
        let table = try RouteTableFile.load(Self.table)
        let again = try RouteTableFile.load(RouteTableFile.text(of: table))
        #expect(again.routes.map(\.isExclusion) == [true, false, false, true, false])
        #expect(winner("https://h.example/oauth/x", in: again, origin: .external) == "error:notFound")
    }
}
