import Testing

@testable import DeepLinks
@testable import RouterCore

/// `routes export --format react-navigation|markdown` (docs/reference.md §13).
@Suite("React Navigation and Markdown export")
struct ReactNavigationAndMarkdownTests {
    private static func table() throws -> RouteTable {
        try RouteTableFile.load(
            """
            {"routes":[
              {"name":"goods","pattern":"https://shop.example.com/goods/:id([0-9]+)","access":"public","screen":"Goods","description":"One | product"},
              {"name":"goods.reviews","pattern":"shop.example.com/goods/:id/reviews","access":"public","screen":"Goods"},
              {"name":"files","pattern":"app://files/*","access":"public","screen":"Files"},
              {"name":"short","pattern":"app://s/:code([a-z0-9]+)","access":"public","redirect":"app://files/x"},
              {"name":"inside","pattern":"app://inside","screen":"Inside"},
              {"name":"shadow","pattern":"app://s/:other([a-z]+)","access":"public","screen":"Never"},
              {"name":"anywhere","pattern":"/help","access":"public","screen":"Help"}
            ]}
            """, format: RouteTableFormat(attributes: [.init("screen")]))
    }

    @Test func linkingHasAPrefixPerSchemeAndHostAndAScreenPerRoute() throws {
        let output = ReactNavigationExport(table: try Self.table(), host: nil).export()
        let json = try JSONParser.parse(output.text)
        // A custom scheme is one prefix and its host begins the path: React Navigation strips
        // any prefix, so `app://files/x` must not come out as a path `x` that a web link matches.
        #expect(json["prefixes"]?.stringArray == ["https://shop.example.com", "http://shop.example.com", "app://"])
        let screens = json["config"]?["screens"]
        // Two routes share Goods, so both are keyed by their names.
        #expect(screens?["goods"] == .string("goods/:id") && screens?["goods.reviews"] == .string("goods/:id/reviews"))
        #expect(screens?["Files"] == .string("files/*") && screens?["short"] == .string("s/:code"))
        #expect(screens?["Inside"] == nil)
        // The host-agnostic route needs --host; the constraints React Navigation drops are named.
        #expect(output.warnings.filter { $0.contains("left out") }.map { $0.prefix(18) } == ["left out anywhere "])
        #expect(
            ["goods (", "short (", "shadow ("].allSatisfy { name in
                output.warnings.contains { $0.hasPrefix(name) && $0.contains("cannot check") }
            })
        let withHost = try JSONParser.parse(
            ReactNavigationExport(table: try Self.table(), host: "help.example.com").export().text)
        #expect(withHost["prefixes"]?.stringArray?.contains("https://help.example.com") == true)
        #expect(withHost["config"]?["screens"]?["Help"] == .string("help"))
    }

    @Test func aCustomSchemesHostBeginsThePath() throws {
        let table = try RouteTableFile.load(
            #"{"routes":[{"name":"deals","pattern":"shopapp://deals/:id","access":"public"},{"name":"web","pattern":"https://shop.example.com/home","access":"public"}]}"#
        )
        let json = try JSONParser.parse(ReactNavigationExport(table: table, host: nil).export().text)
        #expect(json["prefixes"]?.stringArray == ["shopapp://", "https://shop.example.com"])
        #expect(json["config"]?["screens"]?["deals"] == .string("deals/:id"))
        // React Navigation opens Deals through the web prefix too: the export says so.
        let warnings = ReactNavigationExport(table: table, host: nil).export().warnings
        #expect(warnings.contains { $0.contains("https://shop.example.com/deals/:id also opens deals") })
    }

    @Test func markdownListsPublicRoutesWithExamplesThatWin() throws {
        let table = try Self.table()
        let text = MarkdownExport(table: table, host: nil).export().text
        let rows = text.split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| Route") }
        #expect(rows.count == 6, "\(rows)")
        #expect(!text.contains("inside"))
        #expect(rows.first { $0.hasPrefix("| goods |") }?.contains("One \\| product") == true)
        #expect(rows.first { $0.hasPrefix("| shadow |") }?.hasSuffix("| never wins |") == true, "\(text)")
        #expect(rows.first { $0.hasPrefix("| short |") }?.contains("→ `app://files/x`") == true)
        // Each example resolves to its own route first.
        let export = MarkdownExport(table: table, host: nil)
        for route in table.routes where route.access == .public && route.name != "shadow" {
            let example = try #require(export.example(for: route), "\(route.name)")
            #expect(table.matches(for: try table.parser.parse(example)).first?.route.name == route.name, "\(example)")
            #expect(text.contains("`\(example)`"))
        }
    }
}
