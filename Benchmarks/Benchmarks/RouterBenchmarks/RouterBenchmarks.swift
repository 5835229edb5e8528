import Benchmark
import Foundation
import RouterCore
import RoutingKit
import Workload

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput],
        warmupIterations: 1,
        scalingFactor: .kilo,
        maxDuration: .seconds(3),
        maxIterations: 1_000
    )

    for routeCount in [100, 1_000, 10_000, 100_000] {
        let workload = Workload(routeCount: routeCount)

        let table = try! RouteTable(
            validating: workload.routes.indices.map {
                try Route(name: "r\($0)", pattern: workload.pattern($0), access: .public)
            })
        Benchmark("RouterCore lookup, \(routeCount) routes") { benchmark in
            for index in benchmark.scaledIterations {
                blackHole(table.resolve(workload.urls[index % workload.urls.count]).match)
            }
        }

        // The winner alone, as `resolve --batch --summary` asks: the malloc count shows that a
        // look-up allocates nothing once its buffers are warm.
        let urlBytes = workload.urls.map { Array($0.utf8) }
        Benchmark(
            "RouteLookup winner only, \(routeCount) routes",
            configuration: .init(
                metrics: [.wallClock, .throughput, .mallocCountTotal], warmupIterations: 1, scalingFactor: .kilo)
        ) { benchmark in
            var lookup = RouteLookup(table: table)
            for index in benchmark.scaledIterations {
                blackHole(urlBytes[index % urlBytes.count].withUnsafeBufferPointer { lookup.routeIndex(for: $0) })
            }
        }

        let trie = TrieRouter(String.self)
        for (index, route) in workload.routes.enumerated() {
            trie.register(
                "r\(index)", at: route.map { $0.hasPrefix(":") ? .parameter(String($0.dropFirst())) : .constant($0) })
        }
        Benchmark("routing-kit lookup, \(routeCount) routes") { benchmark in
            for index in benchmark.scaledIterations {
                var parameters = Parameters()
                blackHole(
                    trie.route(
                        path: hostAndPathSegments(of: workload.urls[index % workload.urls.count]),
                        parameters: &parameters))
            }
        }

        guard routeCount <= 10_000 else { continue }
        let scan = LinearScanRouter()
        for (index, route) in workload.routes.enumerated() { try! scan.register(route, name: "r\(index)") }
        Benchmark(
            "WLRRoute-style linear scan lookup, \(routeCount) routes",
            configuration: .init(scalingFactor: .one, maxDuration: .seconds(3), maxIterations: 200)
        ) { benchmark in
            for index in benchmark.scaledIterations {
                blackHole(scan.route(workload.urls[index % workload.urls.count]))
            }
        }
    }

}
