import TestSupport
import Testing

@testable import RouterCore

/// `routes --check` with the cover index finds exactly what comparing every pair finds.
@Suite("routes --check at scale")
struct RouteTableCheckTests {
    /// The pairwise definition, kept here as the oracle.
    private static func pairwiseShadows(_ routes: [Route], caseInsensitive: Bool) -> [String] {
        let check = RouteTableCheck(routes: routes, options: RouteTableOptions(caseInsensitive: caseInsensitive))
        var shapes: Set<RoutePattern.Shape> = []
        let duplicates = Set(
            routes.indices.filter {
                !shapes.insert(routes[$0].pattern.shape(caseInsensitive: caseInsensitive)).inserted
            })
        let order = CandidateOrder(routes)
        return routes.indices.compactMap { index in
            guard !duplicates.contains(index) else { return nil }
            let shadow = routes.indices.first { other in
                other != index && !duplicates.contains(other) && order.ranksBefore(other, index)
                    && (routes[other].access == .public || routes[index].access == .internal)
                    && check.covers(routes[other].pattern, routes[index].pattern)
            }
            return shadow.map { "\(routes[index].name) \(routes[$0].name)" }
        }
    }

    @Test func agreesWithComparingEveryPairOnRandomTables() throws {
        var random = SeededGenerator(seed: 42)
        let prefixes = ["app://", "web://", "", "/", "app:///"]
        let segments = ["a", "b", "A", ":p", ":q([0-9]+)", ":r(a|b)", ":s(.*)", "7", "*"]
        for round in 0..<300 {
            var routes: [Route] = []
            for index in 0..<Int.random(in: 2...14, using: &random) {
                let count = Int.random(in: 1...4, using: &random)
                var parts = (0..<count).map { _ in segments.randomElement(using: &random)! }
                if let star = parts.firstIndex(of: "*") { parts = Array(parts[...star]) }
                let prefix = prefixes.randomElement(using: &random)!
                let text = prefix + parts.joined(separator: "/")
                guard
                    let route = try? Route(
                        name: "r\(index)", pattern: text, access: Bool.random(using: &random) ? .public : .internal,
                        priority: Int.random(in: -1...1, using: &random)
                    )
                else { continue }
                routes.append(route)
            }
            let caseInsensitive = round % 3 == 0
            let indexed = RouteTableCheck(routes: routes, options: RouteTableOptions(caseInsensitive: caseInsensitive))
                .findings
                .filter { $0.kind == "shadowed" }.map { "\($0.route) \($0.cause)" }
            #expect(
                indexed == Self.pairwiseShadows(routes, caseInsensitive: caseInsensitive),
                "\(routes.map(\.pattern.text))")
        }
    }
}
