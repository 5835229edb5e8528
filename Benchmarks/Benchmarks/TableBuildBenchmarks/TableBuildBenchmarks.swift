import Benchmark
import RouterCore
import Workload

/// Kept apart from the lookup benchmarks so peak memory measures one 100,000-route table, not
/// every table the lookup suite keeps alive.
let benchmarks: @Sendable () -> Void = {
    let bigWorkload = Workload(routeCount: 100_000, urlCount: 1)
    let bigRoutes = bigWorkload.routes.indices.map {
        try! Route(name: "r\($0)", pattern: bigWorkload.pattern($0), access: .public)
    }
    Benchmark(
        "Baseline: the same setup, no table",
        configuration: .init(
            metrics: [.peakMemoryResident], scalingFactor: .one, maxDuration: .seconds(10), maxIterations: 5)
    ) { _ in
        blackHole(bigRoutes.count)
    }
    Benchmark(
        "RouterCore build, 100000 routes",
        configuration: .init(
            metrics: [.wallClock, .peakMemoryResident, .mallocCountTotal], scalingFactor: .one,
            maxDuration: .seconds(10), maxIterations: 5)
    ) { _ in
        blackHole(try! RouteTable(validating: bigRoutes))
    }
    Benchmark(
        "RouterCore parse+build, 100000 routes",
        configuration: .init(
            metrics: [.wallClock, .peakMemoryResident], scalingFactor: .one, maxDuration: .seconds(10), maxIterations: 5
        )
    ) { _ in
        blackHole(
            try! RouteTable(
                validating: bigWorkload.routes.indices.map {
                    try Route(name: "r\($0)", pattern: bigWorkload.pattern($0), access: .public)
                }))
    }
}
