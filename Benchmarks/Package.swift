// swift-tools-version: 6.1
import PackageDescription

// A separate package so benchmarks never slow `swift test`. RouterCore, TUIShell and CNcurses
// are the project's own sources, reached through symlinks in Sources/.
let package = Package(
    name: "tuishell-benchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/vapor/routing-kit", from: "4.9.3"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    ],
    targets: [
        // As in the main package: async functions run on their caller's actor.
        .target(
            name: "RouterCore", path: "Sources/RouterCore",
            swiftSettings: [.enableUpcomingFeature("NonisolatedNonsendingByDefault")]),
        .target(name: "Workload", path: "Sources/Workload"),
        .systemLibrary(name: "CNcurses", path: "Sources/CNcurses"),
        .target(
            name: "TUIShell", dependencies: ["RouterCore", "CNcurses"], path: "Sources/TUIShell",
            swiftSettings: [.enableUpcomingFeature("NonisolatedNonsendingByDefault")],
            linkerSettings: [
                .linkedLibrary("ncursesw", .when(platforms: [.linux])),
                .linkedLibrary("tinfo", .when(platforms: [.linux])),
                .linkedLibrary("ncurses", .when(platforms: [.macOS])),
            ]
        ),
        .executableTarget(
            name: "RenderBenchmarks",
            dependencies: ["TUIShell", "RouterCore", .product(name: "Benchmark", package: "benchmark")],
            path: "Benchmarks/RenderBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "ConstraintBenchmarks",
            dependencies: ["RouterCore", .product(name: "Benchmark", package: "benchmark")],
            path: "Benchmarks/ConstraintBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "TableBuildBenchmarks",
            dependencies: ["RouterCore", "Workload", .product(name: "Benchmark", package: "benchmark")],
            path: "Benchmarks/TableBuildBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "RoutingKitBatch",
            dependencies: [
                .product(name: "RoutingKit", package: "routing-kit"), .product(name: "Logging", package: "swift-log"),
            ],
            path: "Peers/RoutingKitBatch"
        ),
        .executableTarget(
            name: "RouterBenchmarks",
            dependencies: [
                "RouterCore",
                "Workload",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "RoutingKit", package: "routing-kit"),
            ],
            path: "Benchmarks/RouterBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
