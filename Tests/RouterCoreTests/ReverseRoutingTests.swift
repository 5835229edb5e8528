import TestSupport
import Testing

@testable import RouterCore

@Suite("Reverse routing")
struct ReverseRoutingTests {
    /// What an app calls: the router builds a route's URL by name, the URL routes back to that
    /// route, and what cannot be built is a `RouteError` with a stable code.
    @Test func theRouterBuildsAURLThatRoutesBack() async throws {
        let router = Router()
        try router.register("app://goods/:id([0-9]+)", name: "goods.detail") { request in request["id"] }
        let url = try router.url(for: "goods.detail", parameters: ["id": "42"])
        #expect(url == "app://goods/42")
        let outcome = await router.handle(url)
        #expect(outcome.route == "goods.detail")
        let invalid = #expect(throws: RouteError.self) { try router.url(for: "goods.detail", parameters: ["id": "4a"]) }
        #expect(invalid?.code == .invalidURL)
        #expect(invalid?.message == "route 'goods.detail': parameter 'id' '4a' does not match ([0-9]+)")
        let missing = #expect(throws: RouteError.self) { try router.url(for: "goods.detail") }
        #expect(missing?.code == .invalidURL)
        let unknown = #expect(throws: RouteError.self) { try router.url(for: "nope") }
        #expect(unknown?.code == .notFound)
    }

    @Test func buildsURLsThatCheckConstraintsAndEncode() throws {
        let table = try RouteTable(validating: [
            Route(name: "goods", pattern: "app://goods/:id([0-9]+)"),
            Route(name: "search", pattern: "app://search/:term"),
            Route(name: "file", pattern: "/file/:path(.*)"),
            Route(name: "any", pattern: "user/:id"),
        ])
        #expect(
            try table.url(for: "goods", parameters: ["id": "42"], query: [QueryItem(name: "from", value: "a&b")])
                == "app://goods/42?from=a%26b")
        #expect(
            try table.url(for: "search", parameters: ["term": "北京/烤鸭"])
                == "app://search/%E5%8C%97%E4%BA%AC%2F%E7%83%A4%E9%B8%AD")
        #expect(
            try table.url(for: "file", parameters: ["path": "a/b c"], scheme: "app", host: "h")
                == "app://h/file/a/b%20c")
        #expect(try table.url(for: "any", parameters: ["id": "1"], scheme: "x") == "x://user/1")
        #expect(
            throws: ReverseRoutingError.invalidParameter(
                route: "goods", name: "id", reason: "'4a' does not match ([0-9]+)")
        ) {
            try table.url(for: "goods", parameters: ["id": "4a"])
        }
        #expect(throws: ReverseRoutingError.missingParameter(route: "goods", name: "id")) {
            try table.url(for: "goods")
        }
        #expect(throws: ReverseRoutingError.unknownRoute("nope")) { try table.url(for: "nope") }
        #expect(throws: ReverseRoutingError.missingScheme(route: "any")) {
            try table.url(for: "any", parameters: ["id": "1"])
        }
        #expect(throws: ReverseRoutingError.self) { try table.url(for: "search", parameters: ["term": ""]) }
    }

    /// Generated patterns match the URLs reverse routing builds from them, with exactly the
    /// parameters used.
    @Test func generatedPatternsRoundTrip() throws {
        var random = SeededGenerator(seed: 20_261_121)
        let alphabet = Array("abcXYZ019-_.~ /%?#&=+北京😀")
        func randomValue(nonEmpty: Bool = true) -> String {
            let count = Int.random(in: (nonEmpty ? 1 : 0)...8, using: &random)
            return String((0..<count).map { _ in alphabet.randomElement(using: &random)! })
        }
        for round in 0..<400 {
            var segments: [String] = []
            var expected: [String: String] = [:]
            let form = Int.random(in: 0..<3, using: &random)
            let count = Int.random(in: 1...5, using: &random)
            for index in 0..<count {
                let name = "p\(index)"
                let isHost = form != 2 && index == 0
                switch Int.random(in: 0..<4, using: &random) {
                case 0:
                    segments.append("lit\(index)")
                case 1:
                    segments.append(":\(name)")
                    let value = randomValue()
                    expected[name] = isHost ? value.lowercased() : value
                case 2:
                    segments.append(":\(name)([0-9]+)")
                    expected[name] = String(Int.random(in: 0...99999, using: &random))
                default:
                    segments.append(":\(name)([a-z]{2,4})")
                    expected[name] = String(
                        (0..<Int.random(in: 2...4, using: &random)).map { _ in "qrstu".randomElement(using: &random)! })
                }
            }
            let body = segments.joined(separator: "/")
            let pattern =
                switch form {
                case 0: "app://" + body
                case 1: body
                default: "/" + body
                }
            let table = try RouteTable(validating: [Route(name: "r", pattern: pattern)])
            let url = try table.url(for: "r", parameters: expected, scheme: "demo", host: "Host\(round)")
            let resolution = table.resolve(url)
            #expect(resolution.match?.request.routeParameters == expected, "pattern \(pattern) url \(url)")
        }
    }

    @Test func wildcardsRoundTrip() throws {
        let table = try RouteTable(validating: [Route(name: "w", pattern: "app://files/*")])
        let url = try table.url(for: "w", wildcard: ["a b", "c/d", "北"])
        #expect(table.resolve(url).match?.request.wildcard == ["a b", "c/d", "北"])
    }
}
