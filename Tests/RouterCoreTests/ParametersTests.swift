import Testing

@testable import RouterCore

@Suite("Requests and parameters (docs/reference.md §4)")
struct ParametersTests {
    @Test func mergedParametersFollowPrecedence() throws {
        let table = try makeTable(["app://goods/:id"])
        let resolution = table.resolve(
            "app://goods/42?id=query&from=home&x=q#id=frag&x=f&y=f",
            inAppValues: ["id": "p", "from": "p", "z": "p", "obj": 7]
        )
        let request = try #require(resolution.match?.request)
        #expect(request.stringParameters == ["id": "42", "from": "home", "x": "q", "y": "f"])
        #expect(request["z"] == "p")
        #expect(request.parameters["obj"] as? Int == 7)
        #expect(request.parameters["id"] as? String == "42")
    }

    @Test func capturedSegmentsAreDecoded() throws {
        let table = try makeTable(["app://search/:term"])
        let request = try #require(table.resolve("app://search/%E5%8C%97%E4%BA%AC%2Fx").match?.request)
        #expect(request.routeParameters == ["term": "北京/x"])
        #expect(request.wildcard == nil)
    }

    @Test func jsonHasTheContractShape() throws {
        let table = try RouteTable(validating: [
            Route(name: "goods.detail", pattern: "app://goods/:id([0-9]+)", access: .public)
        ])
        let json = table.resolve("app://goods/42?from=home").jsonText
        #expect(
            json
                == #"{"url":"app://goods/42?from=home","matched":true,"route":"goods.detail","pattern":"app://goods/:id([0-9]+)","routeParameters":{"id":"42"},"wildcard":null,"queryParameters":{"from":"home"},"queryItems":[{"name":"from","value":"home"}],"fragment":null,"parameters":{"from":"home","id":"42"},"redirects":[],"candidates":["goods.detail"],"error":null,"backStack":[]}"#
        )
        let missing = try JSONParser.parse(Array(table.resolve("app://nope").jsonText.utf8))
        #expect(missing["matched"] == .bool(false))
        #expect(missing["route"] == .null)
        #expect(missing["error"]?["code"] == .string("notFound"))
    }
}
