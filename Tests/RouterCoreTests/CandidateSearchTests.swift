import TestSupport
import Testing

@testable import RouterCore

/// The best-first search against the plainest possible answer: ask every route on its own
/// whether it matches, and sort those that do in the order of docs/reference.md §3.
@Suite("Candidate search (best-first, lazy)")
struct CandidateSearchTests {
    private static let words = ["a", "b", "c1", "Dd", "e%20f", "ü"]
    private static let segments = words + [":p", ":n([0-9]+)", ":w([a-z]+)", ":rest(.*)", "*"]

    /// A random table of patterns over a few words, so that routes overlap a lot.
    private static func table(using random: inout SeededGenerator, options: RouteTableOptions) -> RouteTable {
        var builder = RouteTableBuilder(options: options)
        for index in 0..<60 {
            var parts: [String] = []
            for position in 0..<Int.random(in: 1...4, using: &random) {
                let segment = segments.randomElement(using: &random)!
                parts.append(
                    segment.hasPrefix(":") ? segment.replacingOccurrences(of: ":", with: ":v\(position)") : segment)
                if segment == "*" || segment.hasPrefix(":rest") { break }
            }
            let scheme = ["app://", "/", "other://"].randomElement(using: &random)!
            let redirect = Int.random(in: 0..<10, using: &random) == 0 ? "app://a/b" : nil
            let priority = Int.random(in: 0..<8, using: &random) == 0 ? 1 : 0
            let access: RouteAccess = Bool.random(using: &random) ? .public : .internal
            guard
                let route = try? Route(
                    name: "r\(index)", pattern: scheme + parts.joined(separator: "/"), access: access,
                    priority: priority, redirect: redirect)
            else { continue }
            try? builder.add(route)
        }
        return builder.build()
    }

    private static func url(using random: inout SeededGenerator) -> String {
        let parts = (0..<Int.random(in: 0...5, using: &random)).map { _ in
            // Quotes and backslashes: a JSON line that has strings to escape.
            (words + ["42", "xyz", "A", "%C3%BC", #"q"t"#, #"b\s"#]).randomElement(using: &random)!
        }
        let query = ["", "?q=1", "?b=2&a=1&b=3&=x&c", "?a+b=c+d&&q", "#f", "?q=1#x=2&q=3", #"?x="y&\=1"#].randomElement(
            using: &random)!
        return ["app://", "APP://", "other://", "app:///"].randomElement(using: &random)! + parts.joined(separator: "/")
            + query
    }

    /// And the look-up a batch uses — the winner alone, or its JSON line — agrees with a full
    /// resolve, byte for byte.
    @Test(arguments: [(false, false), (true, false), (false, true)])
    func searchFindsWhatAskingEveryRouteFinds(caseInsensitive: Bool, plusAsSpace: Bool) throws {
        var random = SeededGenerator(seed: caseInsensitive ? 7 : plusAsSpace ? 5 : 3)
        var compared = 0
        for _ in 0..<20 {
            let table = Self.table(
                using: &random, options: RouteTableOptions(plusAsSpace: plusAsSpace, caseInsensitive: caseInsensitive))
            let order = CandidateOrder(table.routes)
            let alone = table.routes.map { RouteTable(routes: [$0], options: table.options) }
            // One look-up for the table, as a batch has: what one line leaves must not leak into the next.
            var lookup = RouteLookup(table: table)
            for _ in 0..<40 {
                let text = Self.url(using: &random)
                let url = try table.parser.parse(text)
                let expected = table.routes.indices.filter { !alone[$0].matches(for: url).isEmpty }.sorted(
                    by: order.ranksBefore)
                #expect(table.matches(for: url).map(\.route.name) == expected.map { table.routes[$0].name }, "\(text)")

                for origin in [RouteOrigin.internal, .external] {
                    // `--explain` asks each pattern on its own and must find the same routes.
                    let explanation = try table.explain(text, origin: origin)
                    let reachable = expected.filter { origin == .internal || table.routes[$0].access == .public }.map {
                        table.routes[$0].name
                    }
                    #expect(
                        explanation.routes.filter(\.matched).map(\.route.name).sorted() == reachable.sorted(),
                        "\(text) from \(origin)")
                    #expect(explanation.candidates.map(\.route.name) == reachable, "\(text) from \(origin)")
                    #expect(explanation.routes.allSatisfy { $0.matched == ($0.reason == nil) })
                    var copy = text
                    let resolution = table.resolve(text, origin: origin)
                    let fast = copy.withUTF8 { lookup.routeIndex(for: $0, origin: origin) }
                    #expect(
                        fast.map { table.routes[$0].name } == resolution.match?.route.name, "\(text) from \(origin)")
                    var json = JSONOutput()
                    let matched = copy.withUTF8 { lookup.appendJSON(for: $0, origin: origin, to: &json) }
                    #expect(matched == (resolution.match != nil))
                    #expect(
                        String(decoding: json.bytes, as: UTF8.self) == resolution.jsonText, "\(text) from \(origin)")
                }
                compared += 1
            }
        }
        #expect(compared == 800)
    }

    /// A router whose first handler accepts never needs the second candidate: they come one by one.
    @Test func candidatesComeOneAtATime() throws {
        let table = try RouteTable(validating: [
            Route(name: "literal", pattern: "app://h/a"), Route(name: "param", pattern: "app://h/:x"),
            Route(name: "any", pattern: "/*"),
        ])
        var iterator = try table.candidates(for: table.parser.parse("app://h/a"), origin: .internal).makeIterator()
        #expect(iterator.next()?.route.name == "literal")
        #expect(iterator.next()?.route.name == "param")
        #expect(iterator.next()?.route.name == "any")
        #expect(iterator.next() == nil)
    }
}
