import Testing

@testable import RouterCore

@Suite("Route table file")
struct RouteTableFileTests {
    /// A format like a screen shell's: extra keys the router carries without interpreting.
    static let format = RouteTableFormat(attributes: [
        .init("screen"), .init("presentation") { ["push", "modal", "tab:Mine"].contains($0) },
        .init("transition") { $0 == "slide" },
    ])

    private let sample = #"""
        {
          "plusAsSpace": true,
          "caseInsensitive": false,
          "routes": [
            { "name": "goods.detail", "pattern": "app://goods/:id([0-9]+)", "access": "public",
              "screen": "GoodsDetail", "presentation": "push", "transition": "slide",
              "priority": 0, "middleware": ["requireLogin"], "description": "One product" },
            { "name": "blog.redirect", "pattern": "aop://blog/redirect", "redirect": "aop://blog/open",
              "access": "public" },
            { "name": "tabbed", "pattern": "app://mine", "presentation": "tab:Mine", "priority": -3 }
          ]
        }
        """#

    @Test func loadsEveryField() throws {
        let table = try RouteTableFile.load(sample, format: Self.format)
        #expect(table.options.plusAsSpace)
        let goods = try #require(table.route(named: "goods.detail"))
        #expect(
            goods.access == .public
                && goods.attributes == ["screen": "GoodsDetail", "presentation": "push", "transition": "slide"])
        #expect(goods.middleware == ["requireLogin"] && goods.summary == "One product")
        #expect(table.route(named: "blog.redirect")?.redirect == "aop://blog/open")
        let tabbed = try #require(table.route(named: "tabbed"))
        #expect(
            tabbed.attributes == ["presentation": "tab:Mine"] && tabbed.access == .internal && tabbed.priority == -3)
        #expect(throws: RouteError.self, "a key the format does not have") { try RouteTableFile.load(sample) }
    }

    @Test func exportRoundTrips() throws {
        let table = try RouteTableFile.load(sample, format: Self.format)
        let exported = RouteTableFile.export(table)
        let reloaded = try RouteTableFile.load(RouteTableFile.text(of: table), format: Self.format)
        #expect(RouteTableFile.export(reloaded) == exported)
        #expect(reloaded.routes.map(\.name) == ["goods.detail", "blog.redirect", "tabbed"])
    }

    @Test(arguments: [
        (
            #"{"routes":[{"name":"a","pattern":"/a","colour":"red"}]}"#, RouteError.Code.invalidRouteTable,
            "route 0 (a): unknown key 'colour'"
        ),
        (#"{"routes":[{"name":"a"}]}"#, .invalidRouteTable, "route 0 (a): 'pattern' is required"),
        (#"{"routes":[{"pattern":"/a"}]}"#, .invalidRouteTable, "route 0: 'name' is required"),
        (
            #"{"routes":[{"name":"a","pattern":"/a","priority":"high"}]}"#, .invalidRouteTable,
            "'priority' must be an integer"
        ),
        (#"{"routes":[{"name":"a","pattern":"/a","access":"secret"}]}"#, .invalidRouteTable, "not a valid 'access'"),
        (
            #"{"routes":[{"name":"a","pattern":"/a","presentation":"sideways"}]}"#, .invalidRouteTable,
            "not a valid 'presentation'"
        ),
        (
            #"{"routes":[{"name":"a","pattern":"/a","transition":"spin"}]}"#, .invalidRouteTable,
            "not a valid 'transition'"
        ),
        (
            #"{"routes":[{"name":"a","pattern":"/a"},{"name":"a","pattern":"/b"}]}"#, .invalidRouteTable,
            "route 1 (a): the name"
        ),
        (
            #"{"routes":[{"name":"a","pattern":"/a"},{"name":"b","pattern":"/a/:x((a+)+)"}]}"#, .invalidPattern,
            "route 1 (b)"
        ),
        (
            #"{"routes":[{"name":"a","pattern":"/u/:id"},{"name":"b","pattern":"/u/:name"}]}"#, .duplicateRoute,
            "route 1 (b)"
        ),
        (
            #"{"routes":[{"name":"a","pattern":"/a","middleware":"x"}]}"#, .invalidRouteTable,
            "'middleware' must be an array"
        ),
        (#"{"routes":{}}"#, .invalidRouteTable, "'routes' must be an array"),
        (#"{"plusAsSpace":"yes","routes":[]}"#, .invalidRouteTable, "'plusAsSpace' must be true or false"),
        (#"{"routes":[],"extra":1}"#, .invalidRouteTable, "unknown key 'extra'"),
        (#"[1,2]"#, .invalidRouteTable, "must be a JSON object"),
        (#"{"routes":[}"#, .invalidRouteTable, "not valid JSON"),
        (
            #"{"routes":[{"name":"a","pattern":"/a","redirect":"not a url"}]}"#, .invalidRouteTable,
            "'redirect' is not a URL"
        ),
        (
            #"{"routes":[{"name":"a","pattern":"/a","access":"internal","access":"public"}]}"#, .invalidRouteTable,
            "route 0 (a): the key 'access' appears twice"
        ),
        (
            #"{"routes":[],"routes":[{"name":"a","pattern":"/a"}]}"#, .invalidRouteTable,
            "the top level: the key 'routes' appears twice"
        ),
    ])
    func reportsProblemsWithIndexAndName(_ json: String, _ code: RouteError.Code, _ messagePart: String) {
        do {
            _ = try RouteTableFile.load(json, format: Self.format)
            Issue.record("loaded: \(json)")
        } catch {
            #expect(error.code == code)
            #expect(error.message.contains(messagePart), "\(error.message)")
        }
    }

    @Test func checkFindsDuplicatesAndShadowedRoutes() throws {
        let routes = try [
            Route(name: "any", pattern: "/user/:id", priority: 1),
            Route(name: "specific", pattern: "app://h/user/42"),
            Route(name: "same", pattern: "/user/:name"),
            Route(name: "files", pattern: "/f/*"),
            Route(name: "file", pattern: "/f/a"),
            Route(name: "fine", pattern: "app://other"),
            Route(name: "hidden", pattern: "/n/:x([0-9]+)", priority: 2),
            Route(name: "number", pattern: "/n/7"),
            Route(name: "ascii", pattern: "/u/:id([0-9]+)"),
            Route(name: "digits", pattern: "/u/:n(\\d+)"),
            Route(name: "some", pattern: "/v/:n(\\d{2})/x"),
            Route(name: "more", pattern: "/v/:n([0-9a-f]+)/x"),
        ]
        let findings = RouteTableCheck(routes: routes).findings
        #expect(
            findings.map { "\($0.kind) \($0.route) \($0.cause)" } == [
                "duplicate same any", "shadowed specific any", "shadowed number hidden", "shadowed digits ascii",
            ])
    }
}
