import Testing

@testable import RouterCore

/// The `parent` key (docs/reference.md §13): the back stack `resolve --json` reports, and the
/// tables that do not load.
@Suite("Synthetic back stack in the table")
struct BackStackTests {
    private static let table = """
        {"routes":[
          {"name":"home","pattern":"app://home"},
          {"name":"shop","pattern":"app://shop/:shopId","parent":"home"},
          {"name":"item","pattern":"app://shop/:shopId/item/:id([0-9]+)","parent":"shop"},
          {"name":"help","pattern":"/help/:topic","parent":"faq"},
          {"name":"faq","pattern":"/faq"},
          {"name":"strict","pattern":"app://strict/:shopId([a-z]+)"},
          {"name":"loose","pattern":"app://loose/:shopId","parent":"strict"}
        ]}
        """

    @Test(arguments: [
        ("app://shop/7/item/42", ["app://home", "app://shop/7"]),
        ("app://shop/a%20b", ["app://home"]),
        ("app://home", []),
        ("https://example.com/help/login", ["https://example.com/faq"]),
        // The parent's constraint refuses the child's value: the chain stops there.
        ("app://loose/42", []),
    ])
    func resolveReportsTheParentsRootFirst(url: String, backStack: [String]) throws {
        let table = try RouteTableFile.load(Self.table)
        let resolution = table.resolve(url)
        #expect(resolution.match?.backStack == backStack)
        #expect(try JSONParser.parse(resolution.jsonText)["backStack"] == .array(backStack.map(JSONValue.string)))
        // The batch line says the same.
        var lookup = RouteLookup(table: table)
        var json = JSONOutput()
        var copy = url
        _ = copy.withUTF8 { lookup.appendJSON(for: $0, origin: .internal, to: &json) }
        #expect(String(decoding: json.bytes, as: UTF8.self) == resolution.jsonText)
    }

    @Test func anUnmatchedURLHasNoBackStack() throws {
        let json = try JSONParser.parse(try RouteTableFile.load(Self.table).resolve("app://nowhere").jsonText)
        #expect(json["backStack"] == .null)
    }

    @Test(arguments: [
        (#"{"name":"a","pattern":"app://a","parent":"nope"}"#, "the parent 'nope' is not a route of the table"),
        (#"{"name":"a","pattern":"app://a","parent":"b"},{"name":"b","pattern":"app://b","parent":"a"}"#, "cycle"),
        (#"{"name":"a","pattern":"app://a","parent":"a"}"#, "cycle"),
        (#"{"name":"a","pattern":"app://a/:x"},{"name":"b","pattern":"app://b","parent":"a"}"#, "needs :x"),
        (#"{"name":"a","pattern":"app://a","parent":3}"#, "'parent' must be a string"),
    ])
    func badParentsFailToLoad(routes: String, message: String) {
        do {
            _ = try RouteTableFile.load(#"{"routes":["# + routes + "]}")
            Issue.record("loaded")
        } catch {
            #expect(error.code == .invalidRouteTable)
            #expect(error.message.contains(message), "\(error.message)")
        }
    }

    @Test func parentsRoundTripThroughTheFile() throws {
        let table = try RouteTableFile.load(Self.table)
        #expect(try RouteTableFile.load(RouteTableFile.text(of: table)).route(named: "item")?.parent == "shop")
    }
}
